import {
  redactUrlCredentials,
  reportFileNames,
  REPORTERS,
  type Reporter,
  type Redactor,
} from "../../report";
import type { ConformanceReport } from "../report";
import { renderConsole } from "./console-reporter";
import { renderHtml } from "./html-reporter";
import { renderJson } from "./json-reporter";
import { renderJunit } from "./junit-reporter";

/** The report formats of `conform --reporter` (the shared set of src/report). */
export const CONFORMANCE_REPORTERS = REPORTERS;
/** A report format. */
export type ConformanceReporter = Reporter;

/** The file each reporter writes when several go to one --out folder. */
export const CONFORMANCE_FILE_NAMES = reportFileNames("conformance-report");

const RENDERERS: Readonly<Record<ConformanceReporter, (report: ConformanceReport) => string>> = {
  console: renderConsole,
  json: renderJson,
  junit: renderJunit,
  html: renderHtml,
};

/** Renders a report in one format. */
export function renderConformanceReport(
  name: ConformanceReporter,
  report: ConformanceReport,
  redactor?: Redactor,
): string {
  // A password given in the base URL never reaches a report; nor any secret the run knew.
  const text = RENDERERS[name](report);
  return redactor === undefined ? redactUrlCredentials(text) : redactor.text(text);
}

export { formatSummary, renderConsole } from "./console-reporter";
export { renderHtml } from "./html-reporter";
export { CONFORMANCE_JSON_VERSION, renderJson } from "./json-reporter";
export { renderJunit } from "./junit-reporter";
export { formatFindingLines as formatFinding } from "../../report";
