import type { Finding, FindingExchange } from "./finding";

/** A JSON pointer with array indices replaced by `*` (`/data/*\/latitude`); `/` for the body. */
export function genericPointer(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, "/*") || "/";
}

/**
 * `GET <path>`: an exchange's method and path, without query, scheme or host. A URL
 * that cannot be read is kept whole.
 */
export function endpointOf(exchange: Pick<FindingExchange, "method" | "url">): string {
  let path = exchange.url;
  try {
    path = new URL(exchange.url, "http://relative.invalid").pathname;
  } catch {
    // kept as written
  }
  return `${exchange.method.toUpperCase()} ${path}`;
}

/** The parts of a finding a fingerprint is built from: its structure, never its message. */
export type FingerprintParts = Pick<Finding, "ruleId" | "keyword" | "departure"> & {
  readonly where: Pick<Finding["where"], "endpoint" | "schema" | "pointer">;
};

/**
 * A finding's stable fingerprint: rule id, endpoint (when an exchange is known), the schema the
 * body was checked against (findings of `validate`), JSON pointer with array indices as `*`, schema
 * keyword in brackets and, for a known departure, its name, e.g. `v2.schema GET <path>
 * /data/*\/address [required]`. Values, positions in arrays, query strings and messages are left
 * out, so the same fault seen on another page or with another seed keeps its fingerprint, and
 * another fault does not share it.
 */
export function fingerprintOf(parts: FingerprintParts): string {
  const { where } = parts;
  const pieces = [
    parts.ruleId,
    ...(where.endpoint === undefined ? [] : [where.endpoint]),
    ...(where.schema === undefined ? [] : [where.schema]),
    ...(where.pointer === undefined ? [] : [genericPointer(where.pointer)]),
    ...(parts.keyword === undefined ? [] : [`[${parts.keyword}]`]),
    ...(parts.departure === undefined ? [] : [parts.departure]),
  ];
  return pieces.join(" ");
}

/** A finding with its fingerprint computed from its structure. */
export function withFingerprint(finding: Omit<Finding, "fingerprint">): Finding {
  return { ...finding, fingerprint: fingerprintOf(finding) };
}
