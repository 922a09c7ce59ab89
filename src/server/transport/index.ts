export { CompressedCache } from "./compressed-cache";
export { ifNoneMatchMatches } from "./if-none-match-matches";
export { createTransport, DEFAULT_CACHE_CONTROL, type Transport } from "./transport";
