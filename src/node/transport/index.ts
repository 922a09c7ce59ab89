/** The Node transport: compression and streaming of the core's answers (tags: conditionalHead). */
export { batchChunks } from "./batch-chunks";
export { chooseEncoding, type ContentCoding } from "./choose-encoding";
export { CompressedCache } from "./compressed-cache";
export { sendAnswer } from "./send-answer";
export { createTransport, type Transport } from "./transport";
