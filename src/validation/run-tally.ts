import type { Violation } from "../schemas";
import type { BodyResult, BodyStatus } from "./body-result";
import { violationFingerprint } from "./violation-fingerprint";
import { formatFinding, formatViolation, genericPointer } from "./format-finding";
import type { Summary } from "./summarize";

/** Results kept in full whatever they are: a run of up to this many bodies is kept whole. */
export const KEPT_IN_FULL = 10_000;
/** Past KEPT_IN_FULL, a result is kept while fewer than this many of its kind were kept. */
export const KEPT_PER_KIND = 100;
/** The most results kept in full in a run; the others are counted only. */
export const MAX_KEPT_RESULTS = 20_000;
/** The most violations (warnings and accepted ones included) the kept results hold together. */
export const MAX_KEPT_VIOLATIONS = 100_000;
/** The most groups a tally tells apart (places, kinds, files); past it, one group per rule. */
export const MAX_GROUPS = 10_000;
/** Examples shown per group of violations. */
export const EXAMPLES_PER_GROUP = 3;
/** Findings listed per kind (malformed, undetermined…) before the rest are counted. */
export const FINDINGS_PER_KIND = 20;

/** Violations of one rule at one place of one schema, across bodies. */
export interface ViolationGroup {
  /** `schema pointer-with-*-indices [rule]`. */
  readonly key: string;
  /** How many violations. */
  readonly count: number;
  /** In how many bodies. */
  readonly bodies: number;
  /** The first EXAMPLES_PER_GROUP, one line each. */
  readonly examples: readonly string[];
}

/** The bodies of one status (malformed, undetermined…): how many, and the first ones' lines. */
export interface KindCount {
  readonly count: number;
  /** The first FINDINGS_PER_KIND, one line each (formatFinding). */
  readonly lines: readonly string[];
}

/** What was counted of one file. */
export interface FileCount {
  /** Results of the file (bodies, skipped answers, unreadable). */
  readonly results: number;
  /** Of them: not valid and not skipped. */
  readonly failures: number;
  /** Of them: skipped. */
  readonly skipped: number;
  /** Of them: not skipped (a body was validated). */
  readonly checked: number;
}

/** Results counted but not kept in full, alike: the same file, status, schema and kind. */
export interface OmittedGroup {
  readonly file: string;
  readonly status: BodyStatus;
  readonly schema?: string;
  /** What they share: the fingerprint of their first violation, or their reason. */
  readonly like: string;
  /** How many were left out. */
  readonly count: number;
}

/** The counts of every result of a run, whether kept in full or not. */
export interface RunCounts {
  readonly summary: Summary;
  /** Violations grouped, largest group first. */
  readonly violations: readonly ViolationGroup[];
  /** Known departures tolerated as warnings, grouped alike. */
  readonly warnings: readonly ViolationGroup[];
  /** Violations a baseline accepted, grouped alike. */
  readonly accepted: readonly ViolationGroup[];
  /** Per status, how many and the first ones. */
  readonly kinds: ReadonlyMap<BodyStatus, KindCount>;
  /** Per file, in the order first seen. */
  readonly files: ReadonlyMap<string, FileCount>;
  /** The results left out of the run's list, grouped; empty when every result was kept. */
  readonly omitted: readonly OmittedGroup[];
  /** How many results were left out (the sum of the omitted groups). */
  readonly omittedResults: number;
}

/** A run of `validate`: the results kept in full, and the counts of all of them. */
export interface ValidationRun {
  /**
   * The results kept in full, in input order: every result of a run of up to KEPT_IN_FULL
   * results, past it the first KEPT_PER_KIND of each kind (within MAX_KEPT_RESULTS).
   */
  readonly results: readonly BodyResult[];
  /** The counts of every result; absent (a run built by hand), they are counted from results. */
  readonly counts?: RunCounts;
  /** Fingerprints of the --baseline that accepted no violation of the run (entries to remove). */
  readonly staleBaseline?: readonly string[];
}

interface MutableGroup {
  readonly key: string;
  count: number;
  bodies: number;
  lastBody: number;
  readonly examples: string[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const failing = (status: BodyStatus): boolean => status !== "valid" && status !== "skipped";

function violationCount(result: BodyResult): number {
  return result.violations.length + (result.warnings?.length ?? 0) + (result.accepted?.length ?? 0);
}

/** The kinds a result is one of, to keep the first of each: its fingerprints, else its status. */
function kindsOf(result: BodyResult): string[] {
  const listed = [...result.violations, ...(result.warnings ?? []), ...(result.accepted ?? [])];
  if (listed.length > 0) return [...new Set(listed.map((v) => violationFingerprint(result, v)))];
  const why = result.status === "malformed" ? "" : (result.reason ?? "");
  return [`${result.status} ${result.schema ?? ""} ${why}`];
}

/** What the omitted results of a group share: their first violation's fingerprint, or reason. */
function likeOf(result: BodyResult): string {
  const [first] = [...result.violations, ...(result.warnings ?? []), ...(result.accepted ?? [])];
  if (first !== undefined) return violationFingerprint(result, first);
  return result.status === "malformed" ? "" : (result.reason ?? "");
}

/**
 * One line for a group of results left out of a report: `file: and 12 more valid bodies like
 * this (SCHEMA; URL: GET PATH), counted above, not listed`.
 */
export function formatOmitted(group: OmittedGroup): string {
  const what = group.status === "skipped" ? "skipped answers" : `${group.status} results`;
  const like = [group.schema, group.like].filter((part) => part !== undefined && part !== "");
  const detail = like.length === 0 ? "" : ` (${like.join("; ")})`;
  return `${group.file}: and ${group.count} more ${what} like this${detail}, counted, not listed`;
}

/**
 * Counts and summarises a run's results as they come, in memory bounded whatever their number:
 * counts per status and file, violations grouped by schema, place and rule (with a few examples),
 * the first results of each kind kept in full, and the others counted in groups of alike ones.
 */
export class RunTally {
  private readonly kept: BodyResult[] = [];
  private keptViolations = 0;
  private readonly keptKinds = new Map<string, number>();
  private readonly groups = {
    violations: new Map<string, MutableGroup>(),
    warnings: new Map<string, MutableGroup>(),
    accepted: new Map<string, MutableGroup>(),
  };
  private readonly kinds = new Map<BodyStatus, { count: number; lines: string[] }>();
  private readonly files = new Map<string, Mutable<FileCount>>();
  private readonly omitted = new Map<string, Mutable<OmittedGroup>>();
  private omittedResults = 0;
  private seq = 0;
  private readonly totals = { warnings: 0, accepted: 0 };

  /** `keepAll`: keep every result (a run already held whole, counted again). */
  constructor(private readonly keepAll = false) {}

  /** Counts one result, and keeps it in full while the bounds allow. */
  add(result: BodyResult): void {
    this.seq += 1;
    this.countFile(result);
    this.countKind(result);
    this.group(this.groups.violations, result, result.violations);
    this.group(this.groups.warnings, result, result.warnings);
    this.group(this.groups.accepted, result, result.accepted);
    this.totals.warnings += result.warnings?.length ?? 0;
    this.totals.accepted += result.accepted?.length ?? 0;
    if (this.keeps(result)) {
      this.kept.push(result);
      this.keptViolations += violationCount(result);
    } else this.omit(result);
  }

  /** The run: the results kept and the counts of all. */
  run(): ValidationRun {
    return { results: this.kept, counts: this.counts() };
  }

  /** The counts of every result added. */
  counts(): RunCounts {
    const sorted = (map: Map<string, MutableGroup>): ViolationGroup[] =>
      [...map.values()]
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
        .map(({ key, count, bodies, examples }) => ({ key, count, bodies, examples }));
    return {
      summary: this.summary(),
      violations: sorted(this.groups.violations),
      warnings: sorted(this.groups.warnings),
      accepted: sorted(this.groups.accepted),
      kinds: this.kinds,
      files: this.files,
      omitted: [...this.omitted.values()],
      omittedResults: this.omittedResults,
    };
  }

  private summary(): Summary {
    const count = (status: BodyStatus): number => this.kinds.get(status)?.count ?? 0;
    const valid = count("valid");
    const malformed = count("malformed");
    const undetermined = count("undetermined");
    const invalid = count("invalid") + malformed + undetermined;
    let nothingValidated = 0;
    for (const file of this.files.values()) if (file.checked === 0) nothingValidated += 1;
    return {
      nothingValidated,
      files: this.files.size,
      bodies: valid + invalid,
      valid,
      invalid,
      malformed,
      undetermined,
      skipped: count("skipped"),
      unreadable: count("unreadable"),
      warnings: this.totals.warnings,
      accepted: this.totals.accepted,
    };
  }

  private countFile(result: BodyResult): void {
    // Files are told apart by name: one entry each, however many (a folder of files).
    const name = result.source.file;
    let file = this.files.get(name);
    if (file === undefined) {
      file = { results: 0, failures: 0, skipped: 0, checked: 0 };
      this.files.set(name, file);
    }
    file.results += 1;
    if (failing(result.status)) file.failures += 1;
    if (result.status === "skipped") file.skipped += 1;
    else file.checked += 1;
  }

  private countKind(result: BodyResult): void {
    let kind = this.kinds.get(result.status);
    if (kind === undefined) {
      kind = { count: 0, lines: [] };
      this.kinds.set(result.status, kind);
    }
    kind.count += 1;
    if (result.status !== "valid" && result.status !== "invalid") {
      if (kind.lines.length < FINDINGS_PER_KIND) kind.lines.push(formatFinding(result));
    }
  }

  private group(
    groups: Map<string, MutableGroup>,
    result: BodyResult,
    list: readonly Violation[] | undefined,
  ): void {
    for (const violation of list ?? []) {
      const schema = result.schema ?? "?";
      let key = `${schema} ${genericPointer(violation.path)} [${violation.rule}]`;
      if (!groups.has(key) && groups.size >= MAX_GROUPS)
        key = `${schema} (other places) [${violation.rule}]`;
      let group = groups.get(key);
      if (group === undefined) {
        group = { key, count: 0, bodies: 0, lastBody: 0, examples: [] };
        groups.set(key, group);
      }
      group.count += 1;
      if (group.lastBody !== this.seq) {
        group.bodies += 1;
        group.lastBody = this.seq;
      }
      if (group.examples.length < EXAMPLES_PER_GROUP) {
        group.examples.push(formatViolation(result, violation));
      }
    }
  }

  private keeps(result: BodyResult): boolean {
    if (this.keepAll) return true;
    if (this.keptViolations + violationCount(result) > MAX_KEPT_VIOLATIONS) return false;
    if (this.kept.length >= MAX_KEPT_RESULTS) return false;
    if (this.kept.length < KEPT_IN_FULL) return true;
    // Past the part kept whole, the first KEPT_PER_KIND of each kind.
    const kinds = kindsOf(result);
    if (!kinds.some((kind) => (this.keptKinds.get(kind) ?? 0) < KEPT_PER_KIND)) return false;
    for (const kind of kinds) {
      if (this.keptKinds.has(kind) || this.keptKinds.size < MAX_GROUPS)
        this.keptKinds.set(kind, (this.keptKinds.get(kind) ?? 0) + 1);
    }
    return true;
  }

  private omit(result: BodyResult): void {
    this.omittedResults += 1;
    const like = likeOf(result);
    const { file } = result.source;
    let key = [file, result.status, result.schema ?? "", like].join("\u0000");
    let group = this.omitted.get(key);
    if (group === undefined && this.omitted.size >= MAX_GROUPS) {
      key = [file, result.status, "", "(other)"].join("\u0000");
      group = this.omitted.get(key);
      if (group === undefined) {
        group = { file, status: result.status, like: "(other)", count: 0 };
        this.omitted.set(key, group);
      }
    }
    if (group === undefined) {
      group = {
        file,
        status: result.status,
        ...(result.schema === undefined ? {} : { schema: result.schema }),
        like,
        count: 0,
      };
      this.omitted.set(key, group);
    }
    group.count += 1;
  }
}

/** The counts of a run: its own, or counted from its results (a run built by hand). */
export function countsOf(run: ValidationRun): RunCounts {
  if (run.counts !== undefined) return run.counts;
  const tally = new RunTally(true);
  for (const result of run.results) tally.add(result);
  return tally.counts();
}
