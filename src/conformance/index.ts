/**
 * The conformance suite, in pipeline order: connect (is v1/v2 served?) → discover (cities,
 * states, dates from the server's own answers) → probe (requests drawn with a seeded PRNG; every
 * answer inspected by the per-response checks) → compare (checks over several answers) →
 * report (console, json, junit, html: the shared writers of src/report). Checks are pure
 * functions from exchanges to outcomes.
 */
export {
  CHECKS,
  checkInfo,
  type CheckId,
  type CheckInfo,
  type CheckGroup,
} from "./check-catalogue";
export {
  API_CHOICES,
  CONFORMANCE_DEFAULTS,
  runConformance,
  type ApiChoice,
  type ConformanceOptions,
  type ConformanceProgress,
} from "./run-conformance";
export type {
  ConformanceReport,
  CheckResult,
  Finding,
  ReportObservation,
  ApiState,
} from "./report";
export {
  AuthenticationError,
  BudgetExhaustedError,
  DeadlinePassedError,
  RunStoppedError,
  ServerUnreachableError,
} from "./errors";
export {
  CONFORMANCE_FILE_NAMES,
  CONFORMANCE_REPORTERS,
  formatSummary,
  renderConformanceReport,
  type ConformanceReporter,
} from "./reporters";
export { applyConformanceBaseline, conformanceFindings } from "./apply-conformance-baseline";
