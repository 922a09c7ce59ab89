import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

/** The decoded bytes, or why they cannot be had. */
export type DecodedBody =
  { readonly ok: true; readonly body: Buffer } | { readonly ok: false; readonly reason: string };

function inflate(body: Buffer): Buffer {
  try {
    return inflateSync(body);
  } catch {
    // Some servers send raw deflate without the zlib wrapper.
    return inflateRawSync(body);
  }
}

const DECODERS: Readonly<Record<string, (body: Buffer) => Buffer>> = {
  gzip: gunzipSync,
  "x-gzip": gunzipSync,
  deflate: inflate,
  br: brotliDecompressSync,
  identity: (body) => body,
};

/**
 * Undoes a Content-Encoding (gzip, deflate, br; several in the order listed) so that a copy of
 * the body can be validated; the bytes sent to the client are never touched.
 */
export function decodeBody(body: Buffer, contentEncoding: string | undefined): DecodedBody {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "");
  let decoded = body;
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (decode === undefined) return { ok: false, reason: `unknown content-encoding ${coding}` };
    try {
      decoded = decode(decoded);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `cannot decode the ${coding} body: ${why}` };
    }
  }
  return { ok: true, body: decoded };
}
