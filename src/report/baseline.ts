import { isRecord } from "../is-record";
import type { Finding } from "./finding";
import { genericPointer } from "./fingerprint";

/** Version of the baseline file's layout: 2, entries keyed by fingerprint. */
export const BASELINE_VERSION = 2;

/** One accepted finding: its fingerprint, and the parts it is built from for people to read. */
export interface BaselineEntry {
  /** What the entry accepts: exactly the findings with this fingerprint. */
  readonly fingerprint: string;
  /** The rule broken. */
  readonly ruleId: string;
  /** The endpoint (`GET <path>`), when the finding had one. */
  readonly endpoint?: string;
  /** The schema the body was checked against, when the finding names one. */
  readonly schema?: string;
  /** The place in the body, array indices as `*`. */
  readonly pointer?: string;
  /** The schema keyword broken. */
  readonly keyword?: string;
  /** The known departure, when it is one. */
  readonly departure?: string;
}

/**
 * A baseline file, the same for `conform` and `validate`: `{"version": 2, "command",
 * "accepted": [{"fingerprint", …}]}`, the findings a CI job accepts today, sorted by fingerprint
 * (see docs/reports.md).
 */
export interface BaselineFile {
  /** Layout version, BASELINE_VERSION. */
  readonly version: typeof BASELINE_VERSION;
  /** The command whose findings it accepts. */
  readonly command: string;
  /** The accepted findings, one entry per fingerprint. */
  readonly accepted: readonly BaselineEntry[];
}

function entryOf(finding: Finding): BaselineEntry {
  const { where } = finding;
  const parts = {
    endpoint: where.endpoint,
    schema: where.schema,
    pointer: where.pointer === undefined ? undefined : genericPointer(where.pointer),
    keyword: finding.keyword,
    departure: finding.departure,
  };
  const defined = Object.entries(parts).filter(([, value]) => value !== undefined);
  return {
    fingerprint: finding.fingerprint,
    ruleId: finding.ruleId,
    ...Object.fromEntries(defined),
  };
}

/** The baseline that accepts these findings: one entry per fingerprint, sorted. */
export function toBaselineFile(command: string, findings: readonly Finding[]): BaselineFile {
  const entries = new Map<string, BaselineEntry>();
  for (const finding of findings) {
    if (!entries.has(finding.fingerprint)) entries.set(finding.fingerprint, entryOf(finding));
  }
  const accepted = [...entries.values()].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : 1));
  return { version: BASELINE_VERSION, command, accepted };
}

/** What reading a baseline gives: the accepted fingerprints, or the problem in one line. */
export type BaselineRead =
  | { readonly ok: true; readonly accepted: ReadonlySet<string> }
  | { readonly ok: false; readonly problem: string };

/**
 * Reads a parsed baseline file of `command`: its accepted fingerprints, or why it cannot be used
 * (a version-1 file, another command's, or not a baseline at all).
 */
export function readBaseline(data: unknown, command: string): BaselineRead {
  const problem = (text: string): BaselineRead => ({ ok: false, problem: text });
  if (isRecord(data) && data.version === 1) {
    return problem(`a version-1 baseline (keyed by message); write it again with --write-baseline`);
  }
  if (!isRecord(data) || data.version !== BASELINE_VERSION) {
    return problem(
      `not a baseline file (expected {"version": ${BASELINE_VERSION}, "command", "accepted": [...]}, written by --write-baseline)`,
    );
  }
  if (data.command !== command)
    return problem(`a baseline of "${String(data.command)}", not of ${command}`);
  const { accepted } = data;
  const valid = (entry: unknown): entry is { fingerprint: string } =>
    isRecord(entry) && typeof entry.fingerprint === "string";
  if (!Array.isArray(accepted) || !accepted.every(valid)) {
    return problem(`"accepted" must be a list of {"fingerprint": …} entries`);
  }
  return { ok: true, accepted: new Set(accepted.map((entry) => entry.fingerprint)) };
}
