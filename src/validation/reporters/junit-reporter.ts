import {
  acceptedLines,
  renderJunitDocument,
  staleBaselineLines,
  type JunitCase,
  type JunitSuite,
} from "../../report";
import type { BodyResult } from "../body-result";
import { violationFinding } from "../findings-of";
import { formatFinding, formatLabel, formatViolation } from "../format-finding";
import { countsOf, formatOmitted, type ValidationRun } from "../run-tally";

/** A body's testcase, with the fingerprints a baseline accepted in it as its system-out. */
function testcase(result: BodyResult): JunitCase {
  const own = verdictCase(result);
  const accepted = (result.accepted ?? []).map((v) => violationFinding(result, v, "accepted"));
  return accepted.length === 0 ? own : { ...own, systemOut: acceptedLines(accepted).join("\n") };
}

function verdictCase(result: BodyResult): JunitCase {
  const attributes = [
    ["name", formatLabel(result)],
    ["classname", result.schema ?? result.status],
  ] as const;
  switch (result.status) {
    case "valid":
      return { attributes };
    case "invalid": {
      const message = `${result.violations.length} violation(s) of ${result.schema ?? "?"}`;
      const text = result.violations.map((v) => formatViolation(result, v)).join("\n");
      return { attributes, failure: { type: "invalid", message, text } };
    }
    case "skipped":
      return { attributes, skipped: result.reason ?? "" };
    default: {
      const message = formatFinding(result);
      return { attributes, failure: { type: result.status, message, text: message } };
    }
  }
}

/**
 * The JUnit XML report: one testsuite per file, one testcase per body (named by its source),
 * a failure element listing every violation, one line each, for an invalid body; malformed,
 * undetermined and unreadable bodies fail too; answers with nothing to validate are skipped.
 * The counts (tests, failures, skipped) are of every result; a run too large to keep each one
 * has testcases for the results kept, and each suite's system-out says, one line per group of
 * alike results, how many more like it were counted and not listed. A body's testcase lists the
 * fingerprints a baseline accepted in it in its system-out; the baseline's stale entries are
 * the system-out of a last, empty suite named `baseline`.
 */
export function renderJunit(run: ValidationRun): string {
  const counts = countsOf(run);
  const byFile = new Map<string, BodyResult[]>();
  for (const file of counts.files.keys()) byFile.set(file, []);
  for (const result of run.results) byFile.get(result.source.file)?.push(result);
  const omitted = new Map<string, string[]>();
  for (const group of counts.omitted) {
    const lines = omitted.get(group.file) ?? [];
    lines.push(formatOmitted(group));
    omitted.set(group.file, lines);
  }
  let failures = 0;
  let tests = 0;
  const suites = [...byFile].map(([file, results]): JunitSuite => {
    const count = counts.files.get(file);
    const lines = omitted.get(file);
    tests += count?.results ?? 0;
    failures += count?.failures ?? 0;
    return {
      attributes: [
        ["name", file],
        ["tests", count?.results ?? 0],
        ["failures", count?.failures ?? 0],
        ["errors", 0],
        ["skipped", count?.skipped ?? 0],
      ],
      cases: results.map(testcase),
      ...(lines === undefined ? {} : { systemOut: lines.join("\n") }),
    };
  });
  const stale = staleBaselineLines(run.staleBaseline ?? []);
  const baseline: JunitSuite = {
    attributes: [
      ["name", "baseline"],
      ["tests", 0],
      ["failures", 0],
      ["errors", 0],
      ["skipped", 0],
    ],
    cases: [],
    systemOut: stale.join("\n"),
  };
  return renderJunitDocument({
    attributes: [
      ["name", "occurrence-contract validate"],
      ["tests", tests],
      ["failures", failures],
    ],
    suites: stale.length === 0 ? suites : [...suites, baseline],
  });
}
