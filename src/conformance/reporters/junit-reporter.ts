import {
  acceptedLines,
  formatFindingLines,
  renderJunitDocument,
  staleBaselineLines,
  type JunitCase,
} from "../../report";
import type { CheckResult, ConformanceReport } from "../report";

/** A check's testcase, with the fingerprints a baseline accepted in it as its system-out. */
function testcase(check: CheckResult): JunitCase {
  const accepted = acceptedLines(check.accepted ?? []);
  const own = verdictCase(check);
  return accepted.length === 0 ? own : { ...own, systemOut: accepted.join("\n") };
}

function verdictCase(check: CheckResult): JunitCase {
  const name = `${check.id}: ${check.title} [${check.spec}]`;
  const attributes = [
    ["classname", `conformance.${check.group}`],
    ["name", name],
  ] as const;
  switch (check.status) {
    case "witnessed":
      return { attributes };
    case "not-run":
      return { attributes, skipped: check.reason ?? "" };
    case "unwitnessed":
    case "not-applicable":
      return { attributes, skipped: `${check.status}: ${check.reason ?? ""}` };
    case "failed": {
      const message = check.findings[0]?.message ?? "failed";
      const text = check.findings.map((f) => formatFindingLines(f)).join("\n\n");
      return { attributes, failure: { type: check.id, message, text } };
    }
  }
}

/**
 * The JUnit XML report: one testsuite per API group, one testcase per check (failed: a failure
 * with every finding; unwitnessed, not run, not applicable: skipped with the status and reason;
 * the fingerprints a baseline accepted in its system-out). Observations, notes and the
 * baseline's stale entries go in the observations suite's system-out.
 */
export function renderJunit(report: ConformanceReport): string {
  // How the run was made, so a CI's test page says which truth the server was held to; and its
  // verdict, so that a run cut short (incomplete) is not read as green from its counts.
  const properties = [
    ["seed", report.seed],
    ["profile", report.profile],
    ["strict", report.strict],
    ["verdict", report.verdict],
    ...(report.missing === "" ? [] : [["missing", report.missing] as const]),
  ] as const;
  const suites = (["v2", "v1", "cross"] as const).map((group) => {
    const checks = report.checks.filter((check) => check.group === group);
    const attributes = [
      ["name", `conformance ${group}`],
      ["tests", checks.length],
      ["failures", checks.filter((c) => c.status === "failed").length],
      ["errors", 0],
      ["skipped", checks.filter((c) => c.status !== "witnessed" && c.status !== "failed").length],
    ] as const;
    return { attributes, properties, cases: checks.map(testcase) };
  });
  const systemOut = [
    `verdict: ${report.verdict}${report.missing === "" ? "" : ` (missing: ${report.missing})`}`,
    ...report.observations.map((o) => `observation: ${o.text}`),
    ...report.notes.map((n) => `note: ${n}`),
    ...staleBaselineLines(report.staleBaseline ?? []),
  ].join("\n");
  const empty = [
    ["tests", 0],
    ["failures", 0],
    ["errors", 0],
    ["skipped", 0],
  ] as const;
  const { summary } = report;
  return renderJunitDocument({
    attributes: [
      ["name", `occurrence-contract conform ${report.baseUrl}`],
      ["tests", report.checks.length],
      ["failures", summary.failed],
      ["errors", 0],
      ["skipped", summary.notRun + summary.unwitnessed + summary.notApplicable],
      ["time", (report.durationMs / 1000).toFixed(3)],
    ],
    suites: [
      ...suites,
      { attributes: [["name", "conformance observations"], ...empty], cases: [], systemOut },
    ],
  });
}
