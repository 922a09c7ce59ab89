import type { ContentCoding } from "../../server";

export type { ContentCoding };

/** The q-value each coding gets from an Accept-Encoding header (RFC 9110 12.5.3). */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (name === "") continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match !== null) q = Number(match[1]);
    }
    found.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  return found;
}

/**
 * The coding to answer with: brotli or gzip when the client accepts it (q > 0, by name or `*`),
 * the higher q first and brotli on a tie (smaller, and at the levels used as fast); identity
 * when it accepts neither or sends no Accept-Encoding.
 */
export function chooseEncoding(header: string | undefined): ContentCoding {
  if (header === undefined || header.trim() === "") return "identity";
  const q = qualities(header);
  const star = q.get("*") ?? 0;
  const br = q.get("br") ?? star;
  const gzip = q.get("gzip") ?? q.get("x-gzip") ?? star;
  if (br <= 0 && gzip <= 0) return "identity";
  return br >= gzip ? "br" : "gzip";
}
