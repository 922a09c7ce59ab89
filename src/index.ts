/**
 * occurrence-contract as a library: the same stages the CLI runs, for use from code.
 *
 * - the mock: createApp (an Express app that does not listen) and startServer, and the request
 *   core under it (createRequestHandler: a plain request in, its answer out, no Express);
 * - occurrence-contract/msw (a separate entry): Mock Service Worker handlers over that core;
 * - the world: buildWorld (seeded, one dataset of which v1 and v2 are views) and writeFixtures;
 * - validation: validate / isValid a value by schema name, validateFiles for captured files;
 * - conformance: runConformance against any server (its stop errors: RunStoppedError,
 *   BudgetExhaustedError, …), and its report renderers over the one Finding;
 * - learn: captured traffic checked without calling the server (learn), and its report renderer;
 * - the contract: the one endpoint table (OPERATIONS, pathOf) and the defaults its schemas state;
 * - profiles (PROFILES, isProfile, toObservedWorld) and captured data (loadDataWorld, and
 *   readExchanges: HAR, recordings and saved answers as the one Exchange type);
 * - the OpenAPI document generated from the schemas;
 * - the types generated from the schemas (Occurrence, City, V1OccurrenceRow, …).
 *
 * The schemas themselves ship as JSON: `occurrence-contract/schemas/v2/occurrence.json`.
 */
export {
  APP_DEFAULTS,
  createRequestHandler,
  parseSimpleQuery,
  type Answer,
  type AppOptions,
  type CoreRequest,
  type RequestHandler,
  type RequestHandlerExtras,
} from "./server";
export { createApp, startServer, type ListenOptions, type ServerHandle } from "./node";
// buildWorld as served: up to today's UTC date unless `until` pins the last day, as `serve`,
// `generate fixtures` and the MSW handlers build it (the same seed and size, the same data).
export { buildServedWorld as buildWorld } from "./world/build-served-world";
export {
  DEFAULT_WORLD_OPTIONS,
  toV1CityRow,
  toV1OccurrenceRow,
  toV2City,
  toV2State,
  unpackV1Facts,
  type CapturedTexts,
  type V1Facts,
  type World,
  type WorldCapture,
  type WorldCity,
  type WorldOccurrence,
  type WorldOptions,
  type WorldState,
} from "./world";
export { FIXTURE_FILES, writeFixtures } from "./world/write-fixtures";
export {
  getSchema,
  isSchemaName,
  isValid,
  SCHEMA_NAMES,
  validate,
  type ObservedSchemaTypeMap,
  type SchemaName,
  type SchemaTypeMap,
  type ValidateOptions,
  type ValidType,
  type Violation,
} from "./schemas";
export {
  formatSummary as formatValidationSummary,
  renderReport as renderValidationReport,
  validateFiles,
  type BodyResult,
  type BodyStatus,
  type FilesValidation,
  type ReporterName as ValidationReporterName,
  type Summary as ValidationSummary,
  type ValidateFilesOptions,
} from "./validation";
export {
  AuthenticationError,
  BudgetExhaustedError,
  RunStoppedError,
  CHECKS,
  CONFORMANCE_DEFAULTS,
  formatSummary as formatConformanceSummary,
  renderConformanceReport,
  runConformance,
  ServerUnreachableError,
  type CheckResult,
  type ConformanceOptions,
  type ConformanceReport,
  type ConformanceReporter,
  type Finding,
  type ReportObservation,
} from "./conformance";
export {
  formatLearnSummary,
  learn,
  renderLearnReport,
  type LearnedDeparture,
  type LearnOptions,
  type LearnOutcome,
  type LearnReport,
  type LearnRunOptions,
} from "./learn";
export { buildOpenApiDocument, type OpenApiOptions } from "./openapi";
export {
  apiBase,
  envelopeMessage,
  OPERATIONS,
  operation,
  pathOf,
  QUERY_DEFAULTS,
  type ApiVersion,
  type Operation,
  type OperationId,
} from "./contract";
export { DEFAULT_PROFILE, isProfile, PROFILES, type Profile } from "./schemas";
export { namedProfile, profileFolderOf, type ProfileFolder } from "./schemas";
export { loadProfile, type LoadedProfile } from "./schemas/load-profile";
export { toObservedWorld, type ObservedOptions } from "./world/to-observed-world";
export { loadDataWorld, type DataLoad } from "./data/load-data-world";
export type { CollectOptions } from "./data/collect-data";
export {
  readExchanges,
  type Exchange,
  type ExchangeRequest,
  type ExchangeResponse,
  type ExchangeTiming,
  type ExchangeItem,
  type ReadExchangesOptions,
} from "./capture";
export type { FindingExchange, FindingPlace, Severity } from "./report";
export { createRedactor, terminalText, type Redactor } from "./report";
export type * from "./generated/types";
