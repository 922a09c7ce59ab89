import type { ConformanceReport } from "../report";
import { renderConsole } from "./console-reporter";
import { renderJson } from "./json-reporter";
import { renderJunit } from "./junit-reporter";

/** The report formats of `conform --reporter`. */
export const CONFORMANCE_REPORTERS = ["console", "json", "junit"] as const;
/** A report format. */
export type ConformanceReporter = (typeof CONFORMANCE_REPORTERS)[number];

/** The file each reporter writes when several go to one --out folder. */
export const CONFORMANCE_FILE_NAMES: Readonly<Record<ConformanceReporter, string>> = {
  console: "conformance-report.txt",
  json: "conformance-report.json",
  junit: "conformance-report.junit.xml",
};

const RENDERERS: Readonly<Record<ConformanceReporter, (report: ConformanceReport) => string>> = {
  console: renderConsole,
  json: renderJson,
  junit: renderJunit,
};

/** Renders a report in one format. */
export function renderConformanceReport(
  name: ConformanceReporter,
  report: ConformanceReport,
): string {
  return RENDERERS[name](report);
}

export { formatSummary, renderConsole } from "./console-reporter";
export { CONFORMANCE_JSON_VERSION, renderJson } from "./json-reporter";
export { renderJunit } from "./junit-reporter";
export { formatFinding } from "./format-finding";
