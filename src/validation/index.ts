/**
 * Captured-payload validation, in pipeline order (see ARCHITECTURE.md):
 * resolveInputPaths → readInputs (JSON, NDJSON, HAR, proxy recordings) → validateItem
 * (chooseSchema: --schema, schemaForUrl, detectSchema; then validateBody) → countsOf (RunTally) →
 * reporters (console, json, junit, html). The proxy (./proxy) forwards, validates and records.
 */
export type { BodyResult, BodyStatus } from "./body-result";
export { BODY_STATUSES } from "./body-result";
export { detectSchema } from "./detect-schema";
// The readers of captures live in src/capture; validation re-exports what it always offered.
export type {
  ExchangeRecord,
  ExchangeSummary,
  InputFile,
  InputFormat,
  InputItem,
  InputKind,
  JsonParseError,
  ParseResult,
  PathProblem,
  ReadInputsOptions,
  ResolvedInputs,
  Source,
  RecordedHeaders,
} from "../capture";
export {
  describeExchange,
  findInvalidUtf8,
  formatSource,
  isExchangeRecord,
  itemsFromDocument,
  LARGE_DOCUMENT_BYTES,
  parseJson,
  readFiles,
  readInputs,
  readLargeDocument,
  resolveInputPaths,
  STDIN_NAME,
  WALKED_EXTENSIONS,
} from "../capture";
export { formatFinding, formatLabel, formatViolation } from "./format-finding";
export type { ColumnListSchema } from "./restrict-row-schema";
export { isColumnListSchema, restrictRowSchema } from "./restrict-row-schema";
export type { SchemaChoice } from "./schema-choice";
export { FIELD_PARAMETER, schemaForUrl } from "./schema-for-url";
export type { Summary } from "./summarize";
export { exitCodeFor, formatSummary } from "./summarize";
export type { BodyTarget } from "./validate-body";
export { validateBody } from "./validate-body";
export type { ValidateInputsOptions, ValidationRun } from "./validate-inputs";
export { validateInputs } from "./validate-inputs";
export type { FileCount, KindCount, OmittedGroup, RunCounts, ViolationGroup } from "./run-tally";
export {
  countsOf,
  formatOmitted,
  KEPT_IN_FULL,
  KEPT_PER_KIND,
  MAX_KEPT_RESULTS,
  MAX_KEPT_VIOLATIONS,
  RunTally,
} from "./run-tally";
export type { ValidateItemOptions } from "./validate-item";
export { chooseSchema, validateItem } from "./validate-item";
export { restrictedRowsValidator, validateRestrictedRows } from "./validate-restricted-rows";
export type { ReporterName } from "./reporters";
export { renderReport, REPORT_FILE_NAMES, REPORTER_NAMES } from "./reporters";
export type { FilesValidation, ValidateFilesOptions } from "./validate-files";
export { validateFiles } from "./validate-files";
export { applyBaseline, applyBaselineTo, baselineFindings } from "./apply-baseline";
export { validationFindings, violationFinding } from "./findings-of";
export { violationFingerprint } from "./findings-of";
