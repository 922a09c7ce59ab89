import { operation } from "../contract";
import {
  type CheckOutcome,
  type CheckResult,
  CHECKS,
  type CoverageEntry,
  CheckTally,
} from "../conformance/checks-entry";
import { isRecord } from "../is-record";
import type { Finding } from "../report";
import { judgeAnswer, type PendingFilter } from "./answer-checks";
import { emptyFacts, noteFacts } from "./capture-facts";
import { FindingEntries } from "./finding-entries";
import type { LearnView } from "./learn-view";
import { NOT_JUDGED_PASSIVELY, NOTHING_TO_JUDGE } from "./passive-rules";
import { judgeSession, KEPT_KINDS, type KeptKind } from "./session-checks";

/**
 * The most items (records, rows, cities) of the answers kept for the joint checks: past it the
 * per-answer checks go on, and the joint ones judge the answers kept (a note says so).
 */
export const MAX_KEPT_ITEMS = 20_000;

/**
 * The most filter outcomes waiting for the whole capture's facts (their witness is told once the
 * capture is read); past it an outcome is recorded at once, its failures kept, without a witness:
 * the witness of a filter rule is looked for among the first ones.
 */
export const MAX_PENDING_FILTERS = 10_000;

/** What the passive semantics found: conform's checks, their coverage, findings, notes. */
export interface SemanticsResult {
  /** Every rule of the catalogue with its status on the capture. */
  readonly checks: readonly CheckResult[];
  /** The coverage map in conform's form. */
  readonly coverage: readonly CoverageEntry[];
  /** The findings, each naming the entry that proves it (`where.source`, `exchange.entry`). */
  readonly findings: readonly Finding[];
  /** Notes on the judging itself (answers past the budget). */
  readonly notes: readonly string[];
}

/** Folds captured answers into conform's rules; `finish` once the capture is read. */
export interface PassiveSemantics {
  /** Judges one answer alone, and keeps it for the joint checks while the budget lasts. */
  add(view: LearnView): void;
  /** Judges the joint rules and writes the statuses, coverage and findings. */
  finish(): SemanticsResult;
}

/**
 * How many items an answer lists (a v2 `data`, a v1 array), counted without reading them; one
 * at least, so the budget also bounds the number of answers kept.
 */
function itemsIn(view: LearnView): number {
  const body = view.body;
  const list = isRecord(body) ? body.data : body;
  return Array.isArray(list) ? Math.max(1, list.length) : 1;
}

/** Why a documented parameter is not applicable to a capture. */
const NEVER_SENT = "no request of the capture sends it";

/** How a judging runs. */
export interface PassiveSemanticsOptions {
  /** The most items of the answers kept for the joint checks (default MAX_KEPT_ITEMS). */
  readonly maxKeptItems?: number;
}

/** A fresh judging of one capture. */
export function createPassiveSemantics(options: PassiveSemanticsOptions = {}): PassiveSemantics {
  const budget = options.maxKeptItems ?? MAX_KEPT_ITEMS;
  const tally = new CheckTally();
  const facts = emptyFacts();
  const pending: PendingFilter[] = [];
  const kept: Record<KeptKind, LearnView[]> = {
    "v2-occurrences": [],
    "v2-cities": [],
    "v1-occurrences": [],
    "v1-cities": [],
  };
  const entries = new FindingEntries();
  const sent = new Set<string>();
  let keptItems = 0;
  let dropped = 0;
  const record = (outcomes: readonly CheckOutcome[]): void => {
    entries.note(outcomes);
    tally.add(outcomes);
  };
  return {
    add(view) {
      noteFacts(facts, view);
      const { version, route } = operation(view.kind);
      for (const [name] of view.query) sent.add(`${version} ${route} ${name}`);
      const judged = judgeAnswer(view);
      record(judged.outcomes);
      for (const wait of judged.pending) {
        if (pending.length < MAX_PENDING_FILTERS) pending.push(wait);
        else record([wait.outcome]);
      }
      const kind = KEPT_KINDS.find((k) => k === view.kind);
      if (kind === undefined) return;
      const list = kept[kind];
      const items = itemsIn(view);
      if (keptItems + items > budget) dropped += 1;
      else {
        keptItems += items;
        list.push(view);
      }
    },
    finish() {
      record(pending.map(({ outcome, decide }) => ({ ...outcome, ...witnessOf(decide(facts)) })));
      record(judgeSession(kept, facts));
      for (const info of CHECKS)
        tally.notApplicable(info.id, NOT_JUDGED_PASSIVELY[info.id] ?? NOTHING_TO_JUDGE);
      const { checks, coverage: tallied } = tally.result();
      const findings = checks.flatMap((check) =>
        check.findings.map((finding) => entries.name(finding)),
      );
      const notes =
        dropped === 0
          ? []
          : [
              `${dropped} answer(s) past ${budget} items were judged alone, not joined with the others`,
            ];
      const coverage = tallied.map((entry) =>
        entry.parameter === null ||
        entry.status !== "unwitnessed" ||
        sent.has(`${entry.api} ${entry.path} ${entry.parameter}`)
          ? entry
          : { ...entry, status: "not-applicable" as const, reason: NEVER_SENT },
      );
      return { checks, coverage, findings, notes };
    },
  };
}

function witnessOf(evidence: { witness: string } | { reason: string }): Partial<CheckOutcome> {
  return "witness" in evidence ? { witness: evidence.witness } : { unwitnessed: evidence.reason };
}
