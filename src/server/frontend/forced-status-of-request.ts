import { FORCE_STATUS_HEADER, forcedStatusOf, type ForcedStatus } from "./forced-status-of";

const FORCE_STATUS_NAME = FORCE_STATUS_HEADER.toLowerCase();

/**
 * The status a request forces, read from its headers by lower-case name (X-Mock-Status, or
 * Prefer with a `code`; forcedStatusOf): what the request core answers instead of the URL's
 * usual answer, and so what a cache in front of the core must leave to the core.
 */
export function forcedStatusOfRequest(
  header: (name: string) => string | undefined,
): ForcedStatus | undefined {
  return forcedStatusOf(header(FORCE_STATUS_NAME), header("prefer"));
}
