import { staleBaselineLines } from "../../report";
import type { BodyStatus } from "../body-result";
import { formatSummary } from "../summarize";
import { countsOf, type RunCounts, type ValidationRun, type ViolationGroup } from "../run-tally";

const KIND_TITLES: ReadonlyArray<[BodyStatus, string]> = [
  ["unreadable", "unreadable"],
  ["malformed", "malformed JSON"],
  ["undetermined", "schema undetermined (pass --schema NAME)"],
  ["skipped", "not validated"],
];

function kindSection(counts: RunCounts, status: BodyStatus, title: string): string[] {
  const found = counts.kinds.get(status);
  if (found === undefined || found.count === 0) return [];
  const more = found.count - found.lines.length;
  // The JSON report lists them all unless the run was too large to keep each one.
  const listed = counts.omitted.some((group) => group.status === status)
    ? ""
    : " (--reporter json lists all)";
  return [
    `${title}: ${found.count}`,
    ...found.lines.map((line) => `  ${line}`),
    ...(more > 0 ? [`  … and ${more} more${listed}`] : []),
  ];
}

function groupLines(groups: readonly ViolationGroup[], word: string, prefix = ""): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    const { bodies } = group;
    const count = `${group.count} ${word}${group.count === 1 ? "" : "s"}`;
    lines.push(`${prefix}${group.key}: ${count} in ${bodies} ${bodies === 1 ? "body" : "bodies"}`);
    lines.push(...group.examples.map((example) => `${prefix}  ${example}`));
    if (group.count > group.examples.length) {
      lines.push(`${prefix}  … and ${group.count - group.examples.length} more`);
    }
  }
  return lines;
}

function section(title: string, groups: readonly ViolationGroup[], word: string): string[] {
  return groups.length === 0 ? [] : [title, ...groupLines(groups, word, "  ")];
}

/**
 * The report for people: violations grouped by schema, place (array indices as `*`) and rule,
 * largest group first, each with its count and up to 3 examples that name the file (and line or
 * HAR entry), the JSON pointer, the rule and the value seen; then known departures tolerated as
 * warnings and findings the baseline accepted, grouped alike, and the baseline's stale entries
 * (they accepted nothing); then malformed, undetermined and
 * not validated bodies; then the summary line `N files, M bodies, V valid, I invalid`. Every
 * count is of the whole run, however many results were kept in full.
 */
export function renderConsole(run: ValidationRun): string {
  const counts = countsOf(run);
  const lines = groupLines(counts.violations, "violation");
  lines.push(
    ...section(
      "known departures of the real service (warnings under --profile observed):",
      counts.warnings,
      "warning",
    ),
    ...section("accepted by the baseline:", counts.accepted, "finding"),
    ...staleBaselineLines(run.staleBaseline ?? []),
  );
  for (const [status, title] of KIND_TITLES) lines.push(...kindSection(counts, status, title));
  lines.push(formatSummary(counts.summary));
  return `${lines.join("\n")}\n`;
}
