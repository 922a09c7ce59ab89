/**
 * The capture floor: the one `Exchange` type (a request with its answer) and the readers of
 * captures — JSON documents, NDJSON, HAR 1.2, the proxy's recordings, standard input — into
 * input items, streaming (see ARCHITECTURE.md). Imports only src/schemas, src/generated,
 * src/is-record and node:*.
 */
export type {
  Exchange,
  ExchangeRequest,
  ExchangeResponse,
  ExchangeTiming,
  ExchangeWithResponse,
  HeaderPairs,
} from "./exchange";
export { headerOf, headerPairs, headerRecord, pairsOfRawHeaders } from "./exchange";
export type { ExchangeItem, ReadExchangesOptions } from "./read-exchanges";
export { readExchanges, savedAnswerExchange } from "./read-exchanges";
export type { ExchangeSummary } from "./exchange-summary";
export { describeExchange, summarizeExchange } from "./exchange-summary";
export type { ExchangeRecord, RecordedHeaders } from "./exchange-record";
export { exchangeOfRecord, headerValue, isExchangeRecord } from "./exchange-record";
export type { HarContent, HarEntry, HarEntryReading, HarMessage, HarNameValue } from "./har";
export { exchangeOfHarEntry, harContentText, isHarLog, readHarEntry } from "./har";
export type { InputItem, InputKind, SpreadArray, SpreadElement } from "./input-item";
export { INPUT_KINDS } from "./input-item";
export { harEntryItem, itemsFromDocument, recordItem } from "./items-from-document";
export type { IndexableOccurrence, LooseOccurrence } from "./occurrence-record";
export { isOccurrenceRecord, readIndexableRecord, readOccurrenceRecord } from "./occurrence-record";
export type { JsonParseError, ParseResult } from "./parse-json";
export { parseJson } from "./parse-json";
export type { ReadInputsOptions } from "./read-inputs";
export { LARGE_DOCUMENT_BYTES, readFiles, readInputs } from "./read-inputs";
export { findInvalidUtf8 } from "./find-invalid-utf8";
export { readLargeDocument } from "./read-large-document";
export type { InputFile, InputFormat, PathProblem, ResolvedInputs } from "./resolve-input-paths";
export { resolveInputPaths, WALKED_EXTENSIONS } from "./resolve-input-paths";
export type { Source } from "./source";
export { formatSource, STDIN_NAME } from "./source";
export type { ArrayScanEvent, JsonTokenizerOptions, JsonPosition } from "./json-tokenizer";
export { ArrayScanError, JsonTokenizer } from "./json-tokenizer";
export type { StreamEvent } from "./scan-stream";
export {
  MAX_ELEMENT_BYTES,
  parseElement,
  SCAN_CHUNK_BYTES,
  scanFileSync,
  scanStream,
} from "./scan-stream";
export type { HarStreamEvent } from "./stream-har";
export { harInputItems, HAR_ENTRIES_POINTER, streamHar } from "./stream-har";
export { ByteCap, DEFAULT_MAX_STREAM_BYTES } from "./byte-cap";
export { stringAt, valueAt } from "./occurrence-record";
export { nestsDeeperThan } from "./json-nesting";
export { isNestedTooDeep, MAX_NESTING_DEPTH, tooDeepReason } from "./nesting-depth";
export { isJsonMediaType } from "./media-type";
export { skipSpaceRun } from "./skip-space-run";
