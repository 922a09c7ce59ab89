import {
  runConformance,
  type ConformanceOptions,
  type ConformanceReport,
} from "../../../src/conformance";
import { startBrokenServer, type Breakage } from "./start-broken-server";

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

/** Runs the suite against a broken server placed in front of the mock at `upstream`. */
export async function runAgainst(
  upstream: string,
  breakage: Breakage,
  options: Omit<ConformanceOptions, "baseUrl"> = {},
): Promise<ConformanceReport> {
  const server = await startBrokenServer(upstream, breakage);
  try {
    return await runConformance({ baseUrl: server.url, retryAfterCapMs: 50, ...options });
  } finally {
    await server.close();
  }
}
