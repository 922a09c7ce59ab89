import { queryOf } from "../answer-evidence";
import type { ExchangeView } from "../exchange";
import { failure, type Failure } from "../outcome";

/** An id and the instant its answer shows it at. */
export interface DatedId {
  readonly id: string;
  readonly time: number;
}

/** One answer of a bound-alone comparison. */
export interface BoundAnswer {
  readonly exchange: ExchangeView;
  /** Its dated ids; undefined when it did not answer a list. */
  readonly entries?: readonly DatedId[];
  /** Whether it holds every id of the comparison's days its query selects (no cap, no page cut). */
  readonly whole: boolean;
}

/**
 * A date bound asked alone and beside the other bound, the other one far enough (days away) that
 * no reading of it (inclusive or not, in any zone) reaches the days `near` keeps: there, an
 * honest server answers the same ids to both.
 */
export interface BoundPair {
  readonly check: "v1.filter.dates" | "v2.filter.dates";
  /** The bound as sent, e.g. `data_ocorrencia[lt]=2020-01-05`. */
  readonly bound: string;
  /** The other bound as sent beside it. */
  readonly other: string;
  readonly alone: BoundAnswer;
  readonly beside: BoundAnswer;
  /** The instants next to the bound's day, where its reading decides. */
  readonly near: (time: number) => boolean;
  /** Ids other answers showed next to the bound's day (in neither answer: both read it out). */
  readonly known?: readonly DatedId[];
}

/** What the two answers say of the bound's reading. */
export type BoundVerdict =
  | { readonly kind: "same"; readonly ids: number }
  | { readonly kind: "unsettled"; readonly reason: string }
  | { readonly kind: "contradicted"; readonly failure: Failure; readonly reading: string };

/**
 * Compares the ids next to the bound's day in the answer to the bound alone and in the answer
 * to it beside the other bound: an id one of them holds and the other (whole) lacks means the
 * server reads the bound one way alone and another beside the other bound, a failure of the
 * dates rule whatever reading the run settled.
 */
export function compareBoundAlone(pair: BoundPair): BoundVerdict {
  const { alone, beside, near } = pair;
  if (alone.entries === undefined || beside.entries === undefined)
    return {
      kind: "unsettled",
      reason: `no list answered (HTTP ${alone.exchange.status} alone, ${beside.exchange.status} beside)`,
    };
  const ids = (entries: readonly DatedId[]): Map<string, DatedId> =>
    new Map(entries.filter((entry) => near(entry.time)).map((entry) => [entry.id, entry]));
  const [inAlone, inBeside] = [ids(alone.entries), ids(beside.entries)];
  const onlyIn = (
    has: Map<string, DatedId>,
    lacks: Map<string, DatedId>,
    whole: boolean,
  ): DatedId | undefined => (whole ? [...has.values()].find((e) => !lacks.has(e.id)) : undefined);
  const aloneOnly = onlyIn(inAlone, inBeside, beside.whole);
  const besideOnly = aloneOnly === undefined ? onlyIn(inBeside, inAlone, alone.whole) : undefined;
  const found = aloneOnly ?? besideOnly;
  if (found === undefined) {
    if (!alone.whole || !beside.whole)
      return { kind: "unsettled", reason: "an answer was cut (a cap or a page)" };
    const known = (pair.known ?? []).filter((entry) => near(entry.time)).map((entry) => entry.id);
    const union = new Set([...inAlone.keys(), ...inBeside.keys(), ...known]).size;
    if (union === 0) return { kind: "unsettled", reason: "no id next to the bound's day" };
    return { kind: "same", ids: union };
  }
  const [has, lacks] = aloneOnly === undefined ? [beside, alone] : [alone, beside];
  const where = aloneOnly === undefined ? `beside ${pair.other} only` : "alone only";
  const at = new Date(found.time).toISOString().slice(0, 19).replace("T", " ");
  return {
    kind: "contradicted",
    reading: `${pair.bound} read one way alone and another beside ${pair.other} (${found.id} comes back ${where})`,
    failure: failure(
      pair.check,
      lacks.exchange,
      `${pair.bound} is read one way alone and another beside ${pair.other}: ${found.id} (shown ${at}) comes back ${where}`,
      `one reading of the bound whether the other bound comes with it or not: ${found.id} in both ${queryOf(alone.exchange)} and ${queryOf(beside.exchange)}, or in neither`,
      `${found.id} in ${queryOf(has.exchange)}, not in ${queryOf(lacks.exchange)}`,
    ),
  };
}
