import type { RecordedHeaders } from "../../capture/exchange-record";

/** Headers whose values are credentials: recordings keep the name, not the secret. */
export const SECRET_HEADERS: ReadonlySet<string> = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
]);

function redact(name: string, value: string): string {
  if (!SECRET_HEADERS.has(name)) return value;
  // Keep the scheme ("Bearer") so a recording still shows how the client authenticated.
  const scheme = name.endsWith("authorization") ? /^\S+(?=\s)/.exec(value)?.[0] : undefined;
  return scheme === undefined ? "[redacted]" : `${scheme} [redacted]`;
}

/** Raw headers as a recording stores them: lower-case names, repeats as arrays, secrets redacted. */
export function recordHeaders(rawHeaders: readonly string[]): RecordedHeaders {
  const out: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? "").toLowerCase();
    const value = redact(name, rawHeaders[i + 1] ?? "");
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

/** Raw headers as HAR name/value pairs, secrets redacted. */
export function harHeaders(rawHeaders: readonly string[]): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? "";
    out.push({ name, value: redact(name.toLowerCase(), rawHeaders[i + 1] ?? "") });
  }
  return out;
}
