/** The request header that forces the answer's status for one request. */
export const FORCE_STATUS_HEADER = "X-Mock-Status";

/** A status a request asked for, and the header it came in (named by a 400 when it is bad). */
export interface ForcedStatus {
  /** The header as the client sent it: X-Mock-Status or Prefer. */
  readonly header: typeof FORCE_STATUS_HEADER | "Prefer";
  /** The value asked for, as sent (not yet checked). */
  readonly value: string;
}

/**
 * Reads the forced status of a request: `X-Mock-Status: 503`, or Prism's `Prefer: code=503` when
 * there is no X-Mock-Status. A Prefer header without a `code` preference forces nothing.
 */
export function forcedStatusOf(
  header: string | undefined,
  prefer: string | undefined,
): ForcedStatus | undefined {
  if (header !== undefined) return { header: FORCE_STATUS_HEADER, value: header.trim() };
  const match = prefer === undefined ? null : /(?:^|[,;\s])code=("?)([^",;\s]*)\1/i.exec(prefer);
  return match === null ? undefined : { header: "Prefer", value: match[2] ?? "" };
}
