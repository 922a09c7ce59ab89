import type { Violation } from "../../schemas";
import { renderJsonDocument } from "../../report";
import type { BodyResult } from "../body-result";
import { violationFingerprint } from "../findings-of";
import { formatSource } from "../../capture/source";
import { summarize } from "../summarize";
import type { ValidationRun } from "../validate-inputs";

/** Version of the JSON report's layout. */
export const JSON_REPORT_VERSION = 1;

function withFingerprints(
  result: BodyResult,
  list: readonly Violation[] | undefined,
): Array<Violation & { fingerprint: string }> | undefined {
  return list?.map((v) => ({ ...v, fingerprint: violationFingerprint(result, v) }));
}

/**
 * The machine-readable report: `{version, summary, results}`, one result per body in input
 * order with its source (file, line or HAR entry, and a display label), status, schema,
 * violations ({path, rule, message, schemaPath, value, fingerprint}: the fingerprint a baseline
 * names) and, when malformed, parseError.
 */
export function renderJson(run: ValidationRun): string {
  return renderJsonDocument(JSON_REPORT_VERSION, {
    summary: summarize(run.results),
    results: run.results.map((result) => {
      const { warnings, accepted } = result;
      return {
        ...result,
        source: { ...result.source, label: formatSource(result.source) },
        violations: withFingerprints(result, result.violations),
        ...(warnings === undefined ? {} : { warnings: withFingerprints(result, warnings) }),
        ...(accepted === undefined ? {} : { accepted: withFingerprints(result, accepted) }),
      };
    }),
  });
}
