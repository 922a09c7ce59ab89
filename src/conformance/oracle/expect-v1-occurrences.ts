import type { SchemaTypeMap } from "../../schemas";
import { formatDay, parseDay } from "../dates";
import { createV1OccurrenceFilter, selectColumns, V1_OCCURRENCE_COLUMNS } from "../../query/v1";
import type { QueryPairs } from "../check-input";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import type { Mirror, MirrorRecord } from "./mirror";
import type { Expected } from "./oracle";
import { readV1Query } from "./read-v1-query";
import { refusalExpectation } from "./refusal-expectation";
import type { ServerChoices } from "./server-choices";
import { v1FilterDaysOfRows } from "./v1-filter-days";
import { v1ListExpectation, type ExpectedV1Row } from "./v1-list-expectation";
import { wholeRowColumns } from "./whole-row-columns";
import { readingsOf, type Verdict } from "./v1-verdict";

type V1OccurrencesQuery = SchemaTypeMap["query/v1-occurrences"];
type V1OccurrenceRow = SchemaTypeMap["v1/occurrence-row"];

/** A test of the query engine on a row: mirror records are the server's JSON, read as rows. */
function asRow(record: MirrorRecord): V1OccurrenceRow {
  return record as unknown as V1OccurrenceRow;
}

/** The bound tests of one reading of the date range, on a day (`YYYY-MM-DD`). */
type DayTest = (day: string) => boolean;

/**
 * The readings of `data_ocorrencia[gt]`/`[lt]` the server's choices allow, each a test of a day
 * through the project's v1 filter: each bound inclusive or not (v1Bounds), and a reversed range
 * empty or swapped (v1ReversedRange); a choice not settled gives every reading of it.
 */
function dateReadings(query: V1OccurrencesQuery, choices: ServerChoices): DayTest[] {
  const gt = query["data_ocorrencia[gt]"];
  const lt = query["data_ocorrencia[lt]"];
  const reversed = gt !== undefined && lt !== undefined && gt > lt;
  const tests: DayTest[] = [];
  // A range the server refuses is not read (expectV1Occurrences expects the refusal).
  const reversals = reversed
    ? choices.v1ReversedRange === undefined || choices.v1ReversedRange === "refused"
      ? (["empty", "swap"] as const)
      : [choices.v1ReversedRange]
    : (["swap"] as const);
  for (const gtInclusive of readingsOf(choices.v1Bounds?.gtInclusive)) {
    for (const ltInclusive of readingsOf(choices.v1Bounds?.ltInclusive)) {
      for (const reversal of reversals) {
        if (reversed && reversal === "empty") {
          tests.push(() => false);
          continue;
        }
        const [lower, upper] = reversed ? [lt, gt] : [gt, lt];
        const above = createV1OccurrenceFilter(
          lower === undefined ? {} : { "data_ocorrencia[gt]": lower },
          { bounds: gtInclusive ? "inclusive" : "exclusive", reversedRange: "empty" },
        );
        const below = createV1OccurrenceFilter(
          upper === undefined ? {} : { "data_ocorrencia[lt]": upper },
          { bounds: ltInclusive ? "inclusive" : "exclusive", reversedRange: "empty" },
        );
        tests.push((day) => {
          const row = asRow({ data_ocorrencia: `${day} 00:00:00` });
          return above(row) && below(row);
        });
      }
    }
  }
  return tests;
}

/** Why the query's rows may not all lie in the mirror, or undefined when they do. */
function outsideReason(
  mirror: Mirror,
  query: V1OccurrencesQuery,
  choices: ServerChoices,
): string | undefined {
  const { window } = mirror;
  const state = window.v1StateId;
  const states = query["estado_id[]"];
  const cities = query["cidade_id[]"];
  const citiesOfState = new Set(
    (mirror.v1Cities ?? []).filter((city) => city.EstadoId === state).map((city) => city.CidadeId),
  );
  const inState =
    (states !== undefined && states.every((id) => id === state)) ||
    (cities !== undefined && cities.every((id) => citiesOfState.has(id)));
  if (!inState) {
    return `the rows asked are not all of the mirror's v1 state ${String(state)} (estado_id[] or cidade_id[] of it only)`;
  }
  // Cities whose rows the mirror could not read whole (a day over the v1 cap): a query must name
  // the state's cities it holds, and none of those left out.
  const leftOut = window.v1LeftOut ?? [];
  if (leftOut.length > 0 && (cities === undefined || cities.some((id) => leftOut.includes(id)))) {
    return `the mirror holds no rows of the v1 cities ${leftOut.join(", ")} (a day of each reaches the v1 cap): a query is judged when its cidade_id[] names none of them`;
  }
  const gt = query["data_ocorrencia[gt]"];
  const lt = query["data_ocorrencia[lt]"];
  if (gt === undefined || lt === undefined) {
    return "a v1 date range needs both data_ocorrencia[gt] and [lt] to lie in the mirror's window";
  }
  const [first, last] = gt <= lt ? [gt, lt] : [lt, gt];
  const held = heldDays(window, choices);
  const [low, high] = [parseDay(first), parseDay(last)];
  if (held === undefined || low === undefined || high === undefined) {
    return `the dates ${first}..${last} are not inside the mirror's window ${window.firstDay}..${window.lastDay}`;
  }
  // The days the bounds may reach under the readings left open (a swapped range, either bound's).
  const inclusive = (side: boolean | undefined): boolean => readingsOf(side).includes(true);
  const bounds = choices.v1Bounds;
  const reversed = gt > lt;
  const lowIn = inclusive(bounds?.gtInclusive) || (reversed && inclusive(bounds?.ltInclusive));
  const highIn = inclusive(bounds?.ltInclusive) || (reversed && inclusive(bounds?.gtInclusive));
  if (low + (lowIn ? 0 : 1) < held.first || high - (highIn ? 0 : 1) > held.last) {
    return `the dates ${first}..${last} are not inside the mirror's window ${window.firstDay}..${window.lastDay} (v1 rows held whole ${formatDay(held.first)}..${formatDay(held.last)}, under the readings of the bounds left open)`;
  }
  return undefined;
}

/**
 * The days whose v1 rows the mirror holds whole (UTC day numbers): the window's days, and the day
 * of each read bound (readFirstDay, readLastDay) when its reading is settled inclusive (the rows
 * were read with data_ocorrencia[gt]/[lt] of those days; readV1Window).
 */
function heldDays(
  window: Mirror["window"],
  choices: ServerChoices,
): { first: number; last: number } | undefined {
  const first = parseDay(window.firstDay);
  const last = parseDay(window.lastDay);
  if (first === undefined || last === undefined) return undefined;
  const readFirst = parseDay(window.readFirstDay ?? "");
  const readLast = parseDay(window.readLastDay ?? "");
  return {
    first:
      choices.v1Bounds?.gtInclusive === true && readFirst !== undefined
        ? Math.min(first, readFirst)
        : first,
    last:
      choices.v1Bounds?.ltInclusive === true && readLast !== undefined
        ? Math.max(last, readLast)
        : last,
  };
}

/**
 * The expected answer of a v1 occurrences request, computed from the mirror with the server's
 * choices: the project's v1 filter (createV1OccurrenceFilter) on the mirror's rows, the `field[]`
 * columns as selectColumns picks them (without it, the columns the mirror's rows carry), cut at
 * `v1Cap`. Inside the window when every row the query can match lies in the mirror: only the
 * window's v1 state (estado_id[] of it, or cidade_id[] of its cities; a city of another state with
 * it gives an expected empty list; when the mirror left cities out, cidade_id[] naming none of
 * them) and the days the date bounds may reach (under the readings left open) among those the
 * mirror holds whole: the window's days, and a read bound's day when its reading is inclusive. A
 * row whose date is read differently by the readings left open (bounds, reversed range, the zone
 * of a row shown in local time) may be listed or not.
 */
export function expectV1Occurrences(
  mirror: Mirror,
  choices: ServerChoices,
  pairs: QueryPairs,
): Expected {
  const rows = mirror.v1Occurrences;
  if (rows === undefined || mirror.window.v1StateId === undefined) {
    return { inside: false, reason: "the mirror holds no v1 rows" };
  }
  const read = readV1Query("query/v1-occurrences", DOCUMENTED_PARAMETERS["v1-occurrences"], pairs);
  if (!read.ok) return { inside: false, reason: read.reason };
  const query = read.query;
  const [gt, lt] = [query["data_ocorrencia[gt]"], query["data_ocorrencia[lt]"]];
  if (choices.v1ReversedRange === "refused" && gt !== undefined && lt !== undefined && gt > lt) {
    const why = `data_ocorrencia[gt] ${gt} is after data_ocorrencia[lt] ${lt}`;
    return { inside: true, expectation: refusalExpectation(why) };
  }
  const reason = outsideReason(mirror, query, choices);
  if (reason !== undefined) return { inside: false, reason };

  const place = createV1OccurrenceFilter({
    ...(query["estado_id[]"] === undefined ? {} : { "estado_id[]": query["estado_id[]"] }),
    ...(query["cidade_id[]"] === undefined ? {} : { "cidade_id[]": query["cidade_id[]"] }),
  });
  const readings = dateReadings(query, choices);
  // Each day's results under the readings, worked out once per query (rows share few days).
  const resultsByDay = new Map<string, readonly boolean[]>();
  const resultsOf = (day: string): readonly boolean[] => {
    let results = resultsByDay.get(day);
    if (results === undefined) {
      results = readings.map((test) => test(day));
      resultsByDay.set(day, results);
    }
    return results;
  };
  const daysOfRows = v1FilterDaysOfRows(rows, choices);
  // verdictOf of the results of every day of the row, without building their list (rows are many).
  const dateVerdict = (position: number): Verdict => {
    const days = daysOfRows[position];
    if (days === undefined) return "maybe";
    let some = false;
    let every = true;
    for (const day of days)
      for (const result of resultsOf(day)) {
        if (result) some = true;
        else every = false;
      }
    return every ? "in" : some ? "maybe" : "out";
  };
  const expected: ExpectedV1Row[] = [];
  rows.forEach((record, position) => {
    // A row of another place is out whatever its date says.
    if (!place(asRow(record))) return;
    const verdict = dateVerdict(position);
    if (verdict !== "out") expected.push({ record, verdict });
  });
  const columns =
    selectColumns(V1_OCCURRENCE_COLUMNS, query["field[]"]) ??
    wholeRowColumns(rows, V1_OCCURRENCE_COLUMNS);
  return {
    inside: true,
    expectation: v1ListExpectation(expected, {
      noun: "rows",
      idColumn: "id_ocorrencia",
      columns,
      ...(choices.v1Cap === undefined ? {} : { cap: choices.v1Cap }),
    }),
  };
}
