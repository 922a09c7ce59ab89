import type { Violation } from "../../schemas";
import { renderJsonDocument } from "../../report";
import type { BodyResult } from "../body-result";
import { violationFingerprint } from "../findings-of";
import { formatSource } from "../../capture";
import { countsOf, formatOmitted, type ValidationRun } from "../run-tally";

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
 * names) and, when malformed, parseError. A run too large to keep every result (see RunTally)
 * lists the results kept and, under `omitted`, how many were left out and in which groups of
 * alike results (file, status, schema, what they share: a fingerprint or a reason), each with
 * its line `… and K more … like this`; under `staleBaseline`, the baseline's entries that accepted
 * no violation (absent: none, or no baseline).
 */
export function renderJson(run: ValidationRun): string {
  const counts = countsOf(run);
  const omitted =
    counts.omittedResults === 0
      ? {}
      : {
          omitted: {
            results: counts.omittedResults,
            groups: counts.omitted.map((group) => ({ ...group, line: formatOmitted(group) })),
          },
        };
  return renderJsonDocument(JSON_REPORT_VERSION, {
    summary: counts.summary,
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
    ...omitted,
    ...(run.staleBaseline === undefined ? {} : { staleBaseline: run.staleBaseline }),
  });
}
