import { reportFileNames, REPORTERS, type Reporter } from "../../report";
import type { ValidationRun } from "../run-tally";
import { renderConsole } from "./console-reporter";
import { renderHtml } from "./html-reporter";
import { renderJson } from "./json-reporter";
import { renderJunit } from "./junit-reporter";

/** The report formats of `validate --reporter` (the shared set of src/report). */
export const REPORTER_NAMES = REPORTERS;
/** A report format. */
export type ReporterName = Reporter;

/** The file each reporter writes when several go to one --out folder. */
export const REPORT_FILE_NAMES = reportFileNames("validation-report");

const RENDERERS: Readonly<Record<ReporterName, (run: ValidationRun) => string>> = {
  console: renderConsole,
  json: renderJson,
  junit: renderJunit,
  html: renderHtml,
};

/** Renders a run in one report format. */
export function renderReport(name: ReporterName, run: ValidationRun): string {
  return RENDERERS[name](run);
}

export { renderConsole } from "./console-reporter";
export { renderHtml } from "./html-reporter";
export { JSON_REPORT_VERSION, renderJson } from "./json-reporter";
export { renderJunit } from "./junit-reporter";
