export { batchChunks } from "./batch-chunks";
export { chooseEncoding, type ContentCoding } from "./choose-encoding";
export { CompressedCache } from "./compressed-cache";
export { entityTag, ifNoneMatchMatches } from "./entity-tag";
export { sendAnswer } from "./send-answer";
export { createTransport, DEFAULT_CACHE_CONTROL, type Transport } from "./transport";
