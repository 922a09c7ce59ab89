/**
 * Captured-payload validation, in pipeline order (see ARCHITECTURE.md):
 * resolveInputPaths → readInputs (JSON, NDJSON, HAR, proxy recordings) → validateItem
 * (chooseSchema: --schema, schemaForUrl, detectSchema; then validateBody) → summarize →
 * reporters (console, json, junit, html). The proxy (./proxy) forwards, validates and records.
 */
export type { BodyResult, BodyStatus } from "./body-result";
export { BODY_STATUSES } from "./body-result";
export { detectSchema } from "./detect-schema";
export type { Exchange } from "./exchange";
export { describeExchange } from "./exchange";
export type { ExchangeRecord, RecordedHeaders } from "./exchange-record";
export { isExchangeRecord } from "./exchange-record";
export { formatFinding, formatLabel, formatViolation } from "./format-finding";
export type { InputItem, InputKind } from "./input-item";
export { itemsFromDocument } from "./items-from-document";
export type { JsonParseError, ParseResult } from "./parse-json";
export { parseJson } from "./parse-json";
export type { ReadInputsOptions } from "./read-inputs";
export { LARGE_DOCUMENT_BYTES, readFiles, readInputs } from "./read-inputs";
export { findInvalidUtf8 } from "./find-invalid-utf8";
export { readLargeDocument } from "./read-large-document";
export type { InputFile, InputFormat, PathProblem, ResolvedInputs } from "./resolve-input-paths";
export { resolveInputPaths, WALKED_EXTENSIONS } from "./resolve-input-paths";
export type { ColumnListSchema } from "./restrict-row-schema";
export { isColumnListSchema, restrictRowSchema, ROW_SCHEMAS } from "./restrict-row-schema";
export type { SchemaChoice } from "./schema-choice";
export { FIELD_PARAMETER, schemaForUrl } from "./schema-for-url";
export type { Source } from "./source";
export { formatSource, STDIN_NAME } from "./source";
export type { Summary } from "./summarize";
export { exitCodeFor, formatSummary, summarize } from "./summarize";
export type { BodyTarget } from "./validate-body";
export { validateBody } from "./validate-body";
export type { ValidationRun } from "./validate-inputs";
export { validateInputs } from "./validate-inputs";
export type { ValidateItemOptions } from "./validate-item";
export { chooseSchema, validateItem } from "./validate-item";
export { validateRestrictedRows } from "./validate-restricted-rows";
export type { ReporterName } from "./reporters";
export { renderReport, REPORT_FILE_NAMES, REPORTER_NAMES } from "./reporters";
export type { FilesValidation, ValidateFilesOptions } from "./validate-files";
export { validateFiles } from "./validate-files";
export { applyBaseline, baselineFindings } from "./apply-baseline";
export { validationFindings, violationFinding } from "./findings-of";
