import {
  runConformance,
  type ConformanceOptions,
  type ConformanceReport,
} from "../../../src/conformance";
import { brokenFetch, type Breakage } from "./start-broken-server";
import type { InProcessMock } from "./start-mock";

/** The failed check ids of a report. */
export function failedChecks(report: ConformanceReport): string[] {
  return report.checks.filter((check) => check.status === "failed").map((check) => check.id);
}

/** Every finding of a report as one text, for assertion messages. */
export function findingsText(report: ConformanceReport): string {
  return report.checks
    .flatMap((check) =>
      check.findings.map(
        (f) => `${f.ruleId}: ${f.message} (expected ${f.expected}; seen ${f.seen})`,
      ),
    )
    .join("\n");
}

/** Runs the suite, in process, against a broken server placed in front of the mock. */
export async function runAgainst(
  mock: InProcessMock,
  breakage: Breakage,
  options: Omit<ConformanceOptions, "baseUrl"> = {},
): Promise<ConformanceReport> {
  return runConformance({
    baseUrl: "http://broken.invalid",
    fetch: brokenFetch(mock.fetch, mock.baseUrl, breakage),
    retryAfterCapMs: 50,
    ...options,
  });
}
