import {
  filterKey,
  hasAnyVictim,
  readV1Rows,
  readV2Page,
  v1RowTime,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";

/** The span of instants seen: the least and the greatest. */
export interface Span {
  min: number;
  max: number;
}

/**
 * What the whole capture shows besides one answer, kept small (sets of ids, a span of dates):
 * whether a server ignoring a filter would have answered differently is read from it once the
 * capture is read (an answer filtered by state witnesses the filter only if the capture holds
 * records of another state).
 */
export interface CaptureFacts {
  /** v2 record state ids seen. */
  readonly v2States: Set<string>;
  /** v2 record city ids seen. */
  readonly v2Cities: Set<string>;
  /** The span of v2 record dates. */
  readonly v2Span: Span;
  /** Whether a v2 record without a victim (human or animal) was seen. */
  v2WithoutVictim: boolean;
  /** The itemCount of the first v2 answer asked without a filter, when one was captured. */
  v2UnfilteredCount?: number;
  /** v1 row estado_id values seen. */
  readonly v1States: Set<number>;
  /** v1 row cidade_id values seen. */
  readonly v1Cities: Set<number>;
  /** The span of v1 row dates. */
  readonly v1Span: Span;
}

/** Facts of an empty capture. */
export function emptyFacts(): CaptureFacts {
  return {
    v2States: new Set(),
    v2Cities: new Set(),
    v2Span: { min: Infinity, max: -Infinity },
    v2WithoutVictim: false,
    v1States: new Set(),
    v1Cities: new Set(),
    v1Span: { min: Infinity, max: -Infinity },
  };
}

function widen(span: Span, time: number | undefined): void {
  if (time === undefined) return;
  span.min = Math.min(span.min, time);
  span.max = Math.max(span.max, time);
}

/** Adds what one answer of the occurrence lists shows to the facts. */
export function noteFacts(facts: CaptureFacts, view: LearnView): void {
  if (view.kind === "v2-occurrences") {
    const page = readV2Page(view.body);
    if (filterKey(view) === "" && facts.v2UnfilteredCount === undefined)
      facts.v2UnfilteredCount = page?.meta?.itemCount;
    for (const item of page?.items ?? []) {
      if (item.stateId !== undefined) facts.v2States.add(item.stateId);
      if (item.cityId !== undefined) facts.v2Cities.add(item.cityId);
      widen(facts.v2Span, item.time);
      if (item.victimCount !== undefined && !hasAnyVictim(item)) facts.v2WithoutVictim = true;
    }
  }
  if (view.kind === "v1-occurrences") {
    for (const row of readV1Rows(view.body) ?? []) {
      if (typeof row.estado_id === "number") facts.v1States.add(row.estado_id);
      if (typeof row.cidade_id === "number") facts.v1Cities.add(row.cidade_id);
      widen(facts.v1Span, v1RowTime(row));
    }
  }
}

/** Whether a set holds a value outside `kept`. */
export function holdsOther<T>(seen: ReadonlySet<T>, kept: readonly T[]): boolean {
  for (const value of seen) if (!kept.includes(value)) return true;
  return false;
}

/** Whether a span reaches outside the range [start, end). */
export function reachesOutside(span: Span, range: { start: number; end: number }): boolean {
  return span.min < range.start || span.max >= range.end;
}
