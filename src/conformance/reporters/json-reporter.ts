import type { ConformanceReport } from "../report";

/** Version of the JSON report's shape; bumped when a field changes meaning. */
export const CONFORMANCE_JSON_VERSION = 1;

/** The JSON report: the report object itself, with a version, for CI systems and scripts. */
export function renderJson(report: ConformanceReport): string {
  return `${JSON.stringify({ version: CONFORMANCE_JSON_VERSION, ...report }, null, 2)}\n`;
}
