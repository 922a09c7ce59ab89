import type { HeaderPairs, RecordedHeaders } from "../../capture";

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

/** Headers as a recording stores them: lower-case names, repeats as arrays, secrets redacted. */
export function recordHeaders(headers: HeaderPairs): RecordedHeaders {
  const out: Record<string, string | string[]> = {};
  for (const [rawName, rawValue] of headers) {
    const name = rawName.toLowerCase();
    const value = redact(name, rawValue);
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

/** Headers as HAR name/value pairs, secrets redacted. */
export function harHeaders(headers: HeaderPairs): { name: string; value: string }[] {
  return headers.map(([name, value]) => ({ name, value: redact(name.toLowerCase(), value) }));
}
