import type { CoverageEntry } from "../coverage";
import type { CheckStatus } from "../report";

/** The mark of each status in the short map. */
export const STATUS_MARKS: Readonly<Record<CheckStatus, string>> = {
  witnessed: "✓",
  unwitnessed: "?",
  failed: "✗",
  "not-run": "-",
  "not-applicable": "·",
};

/**
 * The coverage map in short, for the end of the console report: one line per endpoint with a
 * mark before each documented parameter, then the rules counted by status, then the legend.
 */
export function renderCoverageShort(coverage: readonly CoverageEntry[]): string[] {
  const endpoints = new Map<string, string[]>();
  for (const entry of coverage) {
    if (entry.parameter === null) continue;
    const key = `${entry.api} ${entry.path}`;
    endpoints.set(key, [
      ...(endpoints.get(key) ?? []),
      `${STATUS_MARKS[entry.status]}${entry.parameter}`,
    ]);
  }
  const rules = coverage.filter((entry) => entry.parameter === null);
  const counts = Object.entries(STATUS_MARKS)
    .map(([status, mark]) => [mark, rules.filter((r) => r.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([mark, n]) => `${mark}${n}`);
  return [
    "Coverage",
    ...[...endpoints].map(([key, marks]) => `  ${key.padEnd(18)} ${marks.join(" ")}`),
    `  rules              ${counts.join(" ")} of ${rules.length}`,
    `  (${Object.entries(STATUS_MARKS)
      .map(([status, mark]) => `${mark} ${status}`)
      .join(", ")})`,
  ];
}
