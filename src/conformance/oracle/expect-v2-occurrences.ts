import { isRecord } from "../../is-record";
import {
  filterOccurrences,
  orderSelection,
  paginate,
  type Order,
  type Selection,
} from "../../query";
import type { QueryPairs } from "../check-input";
import { formatDay, parseDay } from "../dates";
import { comparePageItems, type ExpectedPage } from "./compare-page-items";
import { comparePageMeta } from "./compare-page-meta";
import { dayStartInZone } from "../day-start-in-zone";
import type { Mirror, MirrorWindow } from "./mirror";
import type { Difference, Expected } from "./oracle";
import { prepareMirror, type PreparedMirror } from "./prepare-mirror";
import { readOccurrencesQuery } from "./read-occurrences-query";
import { refusalExpectation } from "./refusal-expectation";
import { v2EnvelopeDifferences } from "./v2-envelope-differences";
import type { ServerChoices } from "./server-choices";

const outside = (reason: string): Expected => ({ inside: false, reason });

/** Whether every record the scope can match is in the mirror, or the scope matches nothing. */
function scopeOf(
  prepared: PreparedMirror,
  window: MirrorWindow,
  stateUuid: string | undefined,
  cityUuids: readonly string[] | undefined,
  projected: boolean,
): "inside" | "empty" | "projected" | { outside: string } {
  const stateOfCity = (uuid: string): string | undefined =>
    prepared.cityStates.get(uuid) ?? prepared.index("human").stateOfCity.get(uuid);
  if (stateUuid !== undefined && stateUuid !== window.stateUuid) {
    const elsewhere = (uuid: string): boolean => {
      const state = stateOfCity(uuid);
      return state !== undefined && state !== stateUuid;
    };
    // Every city known and of another state than idState's: nothing matches both.
    if (cityUuids !== undefined && cityUuids.every(elsewhere)) {
      return "empty";
    }
    return { outside: `idState ${stateUuid} is not the mirror's state` };
  }
  if (stateUuid === undefined) {
    if (cityUuids === undefined)
      return projected
        ? "projected"
        : { outside: "neither idState nor idCities names the mirror's state" };
    // A city the mirror does not know may be another state's, with records on those days.
    const other = cityUuids.find((uuid) => stateOfCity(uuid) !== window.stateUuid);
    if (other !== undefined)
      return { outside: `idCities ${other} is not a city of the mirror's state` };
  }
  return "inside";
}

/** The instants [from, until) a date range covers as the server reads its bounds. */
function rangeOf(
  initialdate: string,
  finaldate: string,
  dates: NonNullable<ServerChoices["v2Dates"]>,
): { from: number; until: number } | undefined {
  const nextDay = (date: string): string => formatDay(parseDay(date)! + 1);
  const from = dayStartInZone(dates.fromInclusive ? initialdate : nextDay(initialdate), dates.zone);
  const until = dayStartInZone(dates.toInclusive ? nextDay(finaldate) : finaldate, dates.zone);
  return from === undefined || until === undefined ? undefined : { from, until };
}

/**
 * A zone the settling could not tell from the settled one (`alike`) whose reading of the range
 * selects other records here, with those records' count; undefined when every such zone selects
 * the same records (or none was left alike).
 */
function alikeDiffering(
  initialdate: string,
  finaldate: string,
  dates: NonNullable<ServerChoices["v2Dates"]>,
  range: { from: number; until: number },
  select: (range: { from: number; until: number }) => Selection,
): string | undefined {
  const ids = (selection: Selection): string =>
    [...selection.list.subarray(selection.start, selection.end)].sort((a, b) => a - b).join(",");
  let settled: string | undefined;
  for (const zone of dates.alike ?? []) {
    const other = rangeOf(initialdate, finaldate, { ...dates, zone });
    if (other === undefined) return zone;
    if (other.from === range.from && other.until === range.until) continue;
    settled ??= ids(select(range));
    if (ids(select(other)) !== settled) return zone;
  }
  return undefined;
}

type Range = { from: number; until: number } | undefined;

/**
 * The ranges read so far, by reading and bounds (a pure function of them; drawing repeats them).
 */
const readRanges = new Map<string, Range>();
const KEPT_RANGES = 20_000;

/** rangeOf of a date range, kept by reading and bounds. */
function readRange(
  initialdate: string,
  finaldate: string,
  dates: NonNullable<ServerChoices["v2Dates"]>,
): Range {
  const key = `${dates.zone} ${dates.fromInclusive} ${dates.toInclusive} ${initialdate} ${finaldate}`;
  if (readRanges.has(key)) return readRanges.get(key);
  const range = rangeOf(initialdate, finaldate, dates);
  if (readRanges.size >= KEPT_RANGES) readRanges.clear();
  readRanges.set(key, range);
  return range;
}

const NO_SELECTION: Selection = { list: new Int32Array(0), start: 0, end: 0 };

/**
 * The expected answer of a v2 occurrences request, computed from the mirror with the server's
 * choices: the query read as the server reads it (unknown and repeated parameters, defaults,
 * the largest take, date bounds in their zone, typeOccurrence), the records selected by the
 * project's query engine from the mirror's own, then paged. Inside the mirror's window only:
 * the mirror's state (or its cities, or a city of another state with idState, which matches
 * nothing) and dates within its whole days.
 */
export function expectV2Occurrences(
  mirror: Mirror,
  choices: ServerChoices,
  query: QueryPairs,
  projected?: true,
): Expected {
  const read = readOccurrencesQuery(choices, query);
  if (read.kind === "outside") return outside(read.reason);
  if (read.kind === "refused")
    return { inside: true, expectation: refusalExpectation(read.reason) };
  const { value, take, order, initialdate, finaldate, reversed, reading } = read;
  const prepared = prepareMirror(mirror);
  if ("unread" in prepared) return outside(prepared.unread);
  const { window } = mirror;
  // A reversed range the server reads as empty matches nothing, wherever it lies.
  const scope = reversed
    ? "empty"
    : scopeOf(prepared, window, value.stateUuid, value.cityUuids, projected === true);
  if (typeof scope === "object") return outside(scope.outside);
  if (scope === "projected" && value.page !== 1)
    return outside("a query without a place is judged on its first page only");
  const index = prepared.index(reading ?? "human");
  let selection = NO_SELECTION;
  if (scope !== "empty") {
    if (typeof initialdate !== "string" || typeof finaldate !== "string") {
      return outside(
        "without both initialdate and finaldate the range reaches past the mirror's days",
      );
    }
    if (initialdate < window.firstDay || finaldate > window.lastDay) {
      return outside(
        `${initialdate}..${finaldate} reaches past the mirror's days ${window.firstDay}..${window.lastDay}`,
      );
    }
    if (choices.v2Dates === undefined)
      return outside("how the server reads initialdate and finaldate is not settled");
    const range = readRange(initialdate, finaldate, choices.v2Dates);
    if (range === undefined)
      return outside(`the zone ${choices.v2Dates.zone} is not one the oracle can read`);
    const stateUuid = scope === "projected" ? window.stateUuid : value.stateUuid;
    selection = filterOccurrences({ ...value, stateUuid, ...range }, index);
    // Zones the settling's records could not tell apart (a fixed offset and a named zone alike
    // outside daylight saving): where their days select other records, the range is not judged.
    const alike = alikeDiffering(initialdate, finaldate, choices.v2Dates, range, (other) =>
      filterOccurrences({ ...value, stateUuid, ...other }, index),
    );
    if (alike !== undefined)
      return outside(
        `${initialdate}..${finaldate} selects other records read in ${alike} than in ${choices.v2Dates.zone}, and the settling's records did not tell the two apart`,
      );
  }
  const count = selection.end - selection.start;
  if (scope === "projected") return projection(mirror, prepared, selection, order);
  const paged = paginate(count, value.page, take);
  const pastEnd = value.page > 1 && value.page > paged.pageMeta.pageCount;
  if (pastEnd && choices.pastEnd === undefined)
    return outside("what a page past the last answers is not settled");
  // Whether an empty set's page 2 is "past the end" is a reading of its own, not settled by
  // refusing pages past a non-empty set's last one: such a query is not judged.
  if (pastEnd && choices.pastEnd === "refused" && paged.pageMeta.pageCount === 0)
    return outside("what a page past the end of an empty set answers is not settled");
  if (pastEnd && choices.pastEnd === "refused") {
    const reason = `page ${value.page} is past the last, ${paged.pageMeta.pageCount}`;
    return { inside: true, expectation: refusalExpectation(reason) };
  }
  const ordered = orderSelection(selection, order, 0, count);
  const expectedPage = placedPage(mirror, prepared, ordered, order, {
    start: paged.start,
    end: paged.end,
    tiesExact: prepared.tiesExact && take === mirror.v2Take,
  });
  return {
    inside: true,
    expectation: {
      nonEmpty: paged.end > paged.start,
      answer: JSON.stringify([paged.pageMeta, ordered.slice(paged.start, paged.end)]),
      itemCount: paged.pageMeta.itemCount,
      differences: (seen): readonly Difference[] =>
        v2EnvelopeDifferences(seen, (body) => [
          ...comparePageMeta(paged.pageMeta, body.pageMeta),
          ...comparePageItems(expectedPage, body.data),
        ]),
    },
  };
}

/** The page expected of the mirror's ordered positions: ordered[start] … ordered[end - 1]. */
function placedPage(
  mirror: Mirror,
  prepared: PreparedMirror,
  ordered: readonly number[],
  order: Order,
  placed: { readonly start: number; readonly end: number; readonly tiesExact: boolean },
): ExpectedPage {
  return {
    occurrences: prepared.occurrences,
    records: mirror.v2Occurrences,
    positionOf: prepared.positionOf,
    ordered,
    order,
    ...placed,
  };
}

/**
 * The expectation of a query without idState or idCities, on its first page: the records of the
 * mirror's state among a whole answer (itemCount as many as the items) are exactly the state's
 * records the same query selects with its idState, in its order; an answer not whole counts at
 * least as many. The other states' records are not judged. Never a witness (`nonEmpty` false):
 * it judges part of an answer.
 */
function projection(
  mirror: Mirror,
  prepared: PreparedMirror,
  selection: Selection,
  order: Order,
): Expected {
  const count = selection.end - selection.start;
  const state = mirror.window.stateUuid.toLowerCase();
  const ordered = orderSelection(selection, order, 0, count);
  const expectedPage = placedPage(mirror, prepared, ordered, order, {
    start: 0,
    end: count,
    tiesExact: false,
  });
  const ofState = (item: unknown): boolean =>
    isRecord(item) &&
    isRecord(item.state) &&
    typeof item.state.id === "string" &&
    item.state.id.toLowerCase() === state;
  return {
    inside: true,
    expectation: {
      nonEmpty: false,
      differences: (seen): readonly Difference[] =>
        v2EnvelopeDifferences(seen, (body) => {
          const itemCount = isRecord(body.pageMeta) ? body.pageMeta.itemCount : undefined;
          if (typeof itemCount !== "number") return [];
          if (itemCount !== body.data.length)
            return itemCount >= count
              ? []
              : [
                  {
                    aspect: "pageMeta.itemCount",
                    expected: `at least ${count} (the records of state ${state} alone)`,
                    seen: String(itemCount),
                  },
                ];
          return comparePageItems(expectedPage, body.data.filter(ofState));
        }),
    },
  };
}
