/** The Node transport: compression, ETag/304 and streaming of the core's answers. */
export { batchChunks } from "./batch-chunks";
export { chooseEncoding, type ContentCoding } from "./choose-encoding";
export { entityTag, ifNoneMatchMatches } from "./entity-tag";
export { sendAnswer } from "./send-answer";
export {
  CompressedCache,
  createTransport,
  DEFAULT_CACHE_CONTROL,
  type Transport,
} from "../../server/transport";
