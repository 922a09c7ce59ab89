import type { ValidationRun } from "../validate-inputs";
import { renderConsole } from "./console-reporter";
import { renderJson } from "./json-reporter";
import { renderJunit } from "./junit-reporter";

/** The report formats of `validate --reporter`. */
export const REPORTER_NAMES = ["console", "json", "junit"] as const;
/** A report format. */
export type ReporterName = (typeof REPORTER_NAMES)[number];

/** The file each reporter writes when several go to one --out folder. */
export const REPORT_FILE_NAMES: Readonly<Record<ReporterName, string>> = {
  console: "validation-report.txt",
  json: "validation-report.json",
  junit: "validation-report.junit.xml",
};

const RENDERERS: Readonly<Record<ReporterName, (run: ValidationRun) => string>> = {
  console: renderConsole,
  json: renderJson,
  junit: renderJunit,
};

/** Renders a run in one report format. */
export function renderReport(name: ReporterName, run: ValidationRun): string {
  return RENDERERS[name](run);
}

export { EXAMPLES_PER_GROUP, renderConsole } from "./console-reporter";
export { JSON_REPORT_VERSION, renderJson } from "./json-reporter";
export { escapeXml, renderJunit } from "./junit-reporter";
