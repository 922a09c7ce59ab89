import type { Violation } from "../../schemas";
import type { BodyResult, BodyStatus } from "../body-result";
import { formatFinding, formatViolation, genericPointer } from "../format-finding";
import { formatSummary, summarize } from "../summarize";
import type { ValidationRun } from "../validate-inputs";

/** Examples shown per group of violations. */
export const EXAMPLES_PER_GROUP = 3;
/** Findings listed per kind (malformed, undetermined…) before the rest are counted. */
export const FINDINGS_PER_KIND = 20;

/** Violations of one rule at one place of one schema, across bodies. */
interface Group {
  readonly key: string;
  count: number;
  readonly bodies: Set<BodyResult>;
  readonly examples: string[];
}

/** Which list of a result is grouped: its violations, its warnings or its accepted findings. */
type ListOf = (result: BodyResult) => readonly Violation[] | undefined;

function groupViolations(results: readonly BodyResult[], pick: ListOf): Group[] {
  const groups = new Map<string, Group>();
  for (const result of results) {
    for (const violation of pick(result) ?? []) {
      const key = `${result.schema ?? "?"} ${genericPointer(violation.path)} [${violation.rule}]`;
      let group = groups.get(key);
      if (group === undefined) {
        group = { key, count: 0, bodies: new Set(), examples: [] };
        groups.set(key, group);
      }
      group.count++;
      group.bodies.add(result);
      if (group.examples.length < EXAMPLES_PER_GROUP) {
        group.examples.push(formatViolation(result, violation));
      }
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

const KIND_TITLES: ReadonlyArray<[BodyStatus, string]> = [
  ["unreadable", "unreadable"],
  ["malformed", "malformed JSON"],
  ["undetermined", "schema undetermined (pass --schema NAME)"],
  ["skipped", "not validated"],
];

function kindSection(results: readonly BodyResult[], status: BodyStatus, title: string): string[] {
  const found = results.filter((result) => result.status === status);
  if (found.length === 0) return [];
  const shown = found.slice(0, FINDINGS_PER_KIND).map((result) => `  ${formatFinding(result)}`);
  const more = found.length - shown.length;
  return [
    `${title}: ${found.length}`,
    ...shown,
    ...(more > 0 ? [`  … and ${more} more (--reporter json lists all)`] : []),
  ];
}

function groupLines(groups: readonly Group[], word: string, prefix = ""): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    const bodies = group.bodies.size;
    const count = `${group.count} ${word}${group.count === 1 ? "" : "s"}`;
    lines.push(`${prefix}${group.key}: ${count} in ${bodies} ${bodies === 1 ? "body" : "bodies"}`);
    lines.push(...group.examples.map((example) => `${prefix}  ${example}`));
    if (group.count > group.examples.length) {
      lines.push(`${prefix}  … and ${group.count - group.examples.length} more`);
    }
  }
  return lines;
}

function section(title: string, groups: readonly Group[], word: string): string[] {
  return groups.length === 0 ? [] : [title, ...groupLines(groups, word, "  ")];
}

/**
 * The report for people: violations grouped by schema, place (array indices as `*`) and rule,
 * largest group first, each with its count and up to 3 examples that name the file (and line or
 * HAR entry), the JSON pointer, the rule and the value seen; then known departures tolerated as
 * warnings and findings the baseline accepted, grouped alike; then malformed, undetermined and
 * not validated bodies; then the summary line `N files, M bodies, V valid, I invalid`.
 */
export function renderConsole(run: ValidationRun): string {
  const lines = groupLines(
    groupViolations(run.results, (r) => r.violations),
    "violation",
  );
  lines.push(
    ...section(
      "known departures of the real service (warnings under --profile observed):",
      groupViolations(run.results, (r) => r.warnings),
      "warning",
    ),
    ...section(
      "accepted by the baseline:",
      groupViolations(run.results, (r) => r.accepted),
      "finding",
    ),
  );
  for (const [status, title] of KIND_TITLES) lines.push(...kindSection(run.results, status, title));
  lines.push(formatSummary(summarize(run.results)));
  return `${lines.join("\n")}\n`;
}
