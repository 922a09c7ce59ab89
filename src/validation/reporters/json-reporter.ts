import { formatSource } from "../../capture/source";
import { summarize } from "../summarize";
import type { ValidationRun } from "../validate-inputs";

/** Version of the JSON report's layout. */
export const JSON_REPORT_VERSION = 1;

/**
 * The machine-readable report: `{version, summary, results}`, one result per body in input
 * order with its source (file, line or HAR entry, and a display label), status, schema,
 * violations ({path, rule, message, schemaPath, value}) and, when malformed, parseError.
 */
export function renderJson(run: ValidationRun): string {
  const report = {
    version: JSON_REPORT_VERSION,
    summary: summarize(run.results),
    results: run.results.map((result) => ({
      ...result,
      source: { ...result.source, label: formatSource(result.source) },
    })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
