import { queryOf } from "../answer-evidence";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";

/** The parameters the operation documents: a query with another is not compared. */
const DOCUMENTED: ReadonlySet<string> = new Set(DOCUMENTED_PARAMETERS["v2-occurrences"]);

/** A day as the date filters write it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Distinct filter sets compared pairwise, at most: the first ones answered. */
const MAX_SETS = 400;

/** What a query asks for, in the terms the comparison needs. */
interface Filters {
  readonly state?: string;
  readonly cities?: ReadonlySet<string>;
  readonly from?: string;
  readonly to?: string;
  readonly type?: string;
}

interface Counted {
  readonly filters: Filters;
  readonly itemCount: number;
  readonly exchange: CheckInput;
}

/**
 * The filters of a v2 occurrences query, or undefined when the query is not one the comparison
 * can read: a parameter the operation does not document, a single-valued one repeated, a date
 * not written as a day, or a window whose bounds are reversed.
 */
function filtersOf(exchange: CheckInput): Filters | undefined {
  const values = new Map<string, string[]>();
  for (const [name, value] of exchange.query)
    values.set(name, [...(values.get(name) ?? []), value]);
  const single = (name: string): string | undefined | null => {
    const list = values.get(name);
    return list === undefined ? undefined : list.length === 1 ? (list[0] as string) : null;
  };
  for (const name of values.keys()) if (!DOCUMENTED.has(name)) return undefined;
  const [state, from, to, type] = ["idState", "initialdate", "finaldate", "typeOccurrence"].map(
    single,
  );
  if (state === null || from === null || to === null || type === null) return undefined;
  if ((from !== undefined && !DAY.test(from)) || (to !== undefined && !DAY.test(to)))
    return undefined;
  if (from !== undefined && to !== undefined && from > to) return undefined;
  const cities = values.get("idCities");
  return {
    ...(state === undefined ? {} : { state }),
    ...(cities === undefined ? {} : { cities: new Set(cities) }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(type === undefined ? {} : { type }),
  };
}

/** Whether every record `narrow` asks for is one `wide` asks for too. */
function narrows(narrow: Filters, wide: Filters): boolean {
  if (wide.state !== undefined && narrow.state !== wide.state) return false;
  if (wide.type !== undefined && narrow.type !== wide.type) return false;
  if (wide.cities !== undefined) {
    if (narrow.cities === undefined) return false;
    for (const city of narrow.cities) if (!wide.cities.has(city)) return false;
  }
  if (wide.from !== undefined && (narrow.from === undefined || narrow.from < wide.from))
    return false;
  if (wide.to !== undefined && (narrow.to === undefined || narrow.to > wide.to)) return false;
  return true;
}

/** The filters as a line of a finding. */
function described(filters: Filters): string {
  const parts = [
    filters.state === undefined ? "" : `idState=${filters.state}`,
    filters.cities === undefined ? "" : `idCities=${[...filters.cities].join(",")}`,
    filters.from === undefined ? "" : `initialdate=${filters.from}`,
    filters.to === undefined ? "" : `finaldate=${filters.to}`,
    filters.type === undefined ? "" : `typeOccurrence=${filters.type}`,
  ].filter(Boolean);
  return parts.length === 0 ? "no filters" : parts.join("&");
}

/**
 * A query that narrows another never counts more (api-v2 2.2, 4.1): the filters combine as an
 * intersection and `itemCount` counts the records that match, so a query with a filter added,
 * fewer of the same cities, or a date window inside the other's has `itemCount` at most the
 * other's, whatever the date bounds' reading (the same for both). Compared over every v2 answer
 * of the run with an itemCount (the probes', the mirror's, the differential run's), each filter
 * set once. Witnessed by a pair where the narrower query counts some records but fewer.
 */
export function checkNarrowing(exchanges: readonly CheckInput[]): CheckOutcome {
  const sets = new Map<string, Counted>();
  for (const exchange of exchanges) {
    if (sets.size >= MAX_SETS) break;
    const itemCount = pageOf(exchange)?.meta?.itemCount;
    if (exchange.status !== 200 || typeof itemCount !== "number") continue;
    const filters = filtersOf(exchange);
    if (filters === undefined) continue;
    const key = described(filters);
    if (!sets.has(key)) sets.set(key, { filters, itemCount, exchange });
  }
  const counted = [...sets.values()];
  let witness: string | undefined;
  let wrong: Failure | undefined;
  for (const narrow of counted) {
    for (const wide of counted) {
      if (narrow === wide || !narrows(narrow.filters, wide.filters)) continue;
      if (narrow.itemCount > wide.itemCount) {
        wrong ??= failure(
          "v2.filter.narrowing",
          narrow.exchange,
          `a narrower query counts more records: ${described(narrow.filters)} against ${described(wide.filters)}`,
          `itemCount at most ${wide.itemCount}, as ${wide.exchange.url} counts`,
          `itemCount ${narrow.itemCount}`,
        );
      } else if (narrow.itemCount > 0 && narrow.itemCount < wide.itemCount)
        witness ??= `${queryOf(narrow.exchange)} within ${queryOf(wide.exchange)}`;
    }
  }
  const result = outcome("v2.filter.narrowing", wrong === undefined ? [] : [wrong]);
  return witness === undefined
    ? { ...result, unwitnessed: "no query that narrows another counted some records but fewer" }
    : { ...result, witness };
}
