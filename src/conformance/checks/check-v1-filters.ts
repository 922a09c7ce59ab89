import {
  boundDaysRange,
  parseDay,
  inRange,
  V1_CLOCK_SLACK_MS,
  widenedBy,
  type DayWindow,
} from "../dates";
import { queryValue, queryValues, type CheckInput } from "../exchange";
import { failure, outcome, show, type CheckOutcome, type Failure } from "../outcome";
import { v1RowTime, type V1Row } from "../read-body";
import { foldName, likeToRegExp } from "../text";
import { describeWindow } from "./check-occurrence-filters";

/** The date window of a v1 occurrences request: data_ocorrencia[gt] and [lt], as day numbers. */
export function v1Window(exchange: Pick<CheckInput, "query">): DayWindow {
  const from = queryValue(exchange.query, "data_ocorrencia[gt]");
  const to = queryValue(exchange.query, "data_ocorrencia[lt]");
  return {
    ...(from === undefined ? {} : { from: parseDay(from) }),
    ...(to === undefined ? {} : { to: parseDay(to) }),
  };
}

/**
 * The first row that breaks a rule on a column, as a failure (rows without the column are not
 * judged).
 */
export function firstBreak(
  exchange: CheckInput,
  rows: readonly V1Row[],
  check: "v1.filter.occurrences" | "v1.filter.dates" | "v1.filter.cities" | "v1.counts",
  rule: string,
  column: string,
  holds: (value: unknown, row: V1Row) => boolean,
): Failure | undefined {
  const present = rows.filter((row) => column in row);
  const offenders = present.filter((row) => !holds(row[column], row));
  const first = offenders[0];
  if (first === undefined) return undefined;
  return failure(
    check,
    exchange,
    `${offenders.length} of ${rows.length} row(s) break ${rule}`,
    `every row satisfies ${rule}`,
    `a row with ${column}=${show(first[column])}`,
  );
}

/**
 * The filters of the v1 occurrences list hold on every row that carries the filtered column
 * (api-v1 4.1): estado_id[] and cidade_id[] (any of them, v1.filter.occurrences), and
 * data_ocorrencia[gt]/[lt] (v1.filter.dates): no row shown on a day before [gt] or after [lt].
 * The bounds are judged on the calendar day data_ocorrencia shows, in the zone it is shown in
 * (v1.dates.zone), exactly: only the bound's own day may go either way (inclusive or not is not
 * shown). Held on one answer, the date rule is not witnessed here: the probe's window whose
 * outside neighbour days hold rows witnesses it.
 */
export function checkV1OccurrenceFilters(
  exchange: CheckInput,
  rows: readonly V1Row[],
): CheckOutcome[] {
  const outcomes: CheckOutcome[] = [];
  const add = (failureFound: Failure | undefined): void => {
    outcomes.push(
      outcome("v1.filter.occurrences", failureFound === undefined ? [] : [failureFound]),
    );
  };
  const states = queryValues(exchange.query, "estado_id[]").map(Number);
  if (states.length > 0 && rows.some((row) => "estado_id" in row)) {
    add(
      firstBreak(
        exchange,
        rows,
        "v1.filter.occurrences",
        `estado_id[] in [${states.join(", ")}]`,
        "estado_id",
        (v) => typeof v === "number" && states.includes(v),
      ),
    );
  }
  const cities = queryValues(exchange.query, "cidade_id[]").map(Number);
  if (cities.length > 0 && rows.some((row) => "cidade_id" in row)) {
    add(
      firstBreak(
        exchange,
        rows,
        "v1.filter.occurrences",
        `cidade_id[] in [${cities.join(", ")}]`,
        "cidade_id",
        (v) => typeof v === "number" && cities.includes(v),
      ),
    );
  }
  const window = v1Window(exchange);
  if (
    (window.from !== undefined || window.to !== undefined) &&
    rows.some((row) => "data_ocorrencia" in row)
  ) {
    // On the shown clock, give or take the bounds' own (V1_CLOCK_SLACK_MS).
    const range = widenedBy(boundDaysRange(window), V1_CLOCK_SLACK_MS);
    const found = firstBreak(
      exchange,
      rows,
      "v1.filter.dates",
      `the window data_ocorrencia ${describeWindow(window)} (the bound days either way, none beyond, give or take 5 hours for the clock the bounds are read on)`,
      "data_ocorrencia",
      (_v, row) => {
        const time = v1RowTime(row);
        return time === undefined || inRange(time, range);
      },
    );
    outcomes.push(
      found === undefined
        ? {
            ...outcome("v1.filter.dates", []),
            unwitnessed: "no window whose neighbour days outside the bounds hold rows",
          }
        : outcome("v1.filter.dates", [found]),
    );
  }
  return outcomes;
}

/**
 * The filters of the v1 cities list (api-v1 4.3), judged on every row and against the unfiltered
 * list. Bounds may be inclusive or not (not shown), so Populacao[gt]=P forbids rows below P and
 * requires the rows above P; Cidade[lk] is matched ignoring case and accents; EstadoId is equality.
 * `all` undefined: a list is capped (v1 paging is not shown), so missing rows are not judged.
 */
export function checkV1CityFilters(
  exchange: CheckInput,
  rows: readonly V1Row[],
  all: readonly V1Row[] | undefined,
): CheckOutcome | undefined {
  const gt = queryValue(exchange.query, "Populacao[gt]");
  const lt = queryValue(exchange.query, "Populacao[lt]");
  const state = queryValue(exchange.query, "EstadoId");
  const like = queryValue(exchange.query, "Cidade[lk]");
  if (gt === undefined && lt === undefined && state === undefined && like === undefined)
    return undefined;
  const failures: Failure[] = [];
  const push = (found: Failure | undefined): void => {
    if (found !== undefined) failures.push(found);
  };
  const num = (v: unknown): number => (typeof v === "number" ? v : NaN);
  // What a row of the unfiltered list must satisfy to be surely selected.
  const required: ((row: V1Row) => boolean)[] = [];
  if (gt !== undefined) {
    const p = Number(gt);
    push(
      firstBreak(
        exchange,
        rows,
        "v1.filter.cities",
        `Populacao[gt]=${gt}`,
        "Populacao",
        (v) => num(v) >= p,
      ),
    );
    required.push((row) => num(row.Populacao) > p);
  }
  if (lt !== undefined) {
    const p = Number(lt);
    push(
      firstBreak(
        exchange,
        rows,
        "v1.filter.cities",
        `Populacao[lt]=${lt}`,
        "Populacao",
        (v) => num(v) <= p,
      ),
    );
    required.push((row) => num(row.Populacao) < p);
  }
  if (state !== undefined) {
    const id = Number(state);
    push(
      firstBreak(
        exchange,
        rows,
        "v1.filter.cities",
        `EstadoId=${state}`,
        "EstadoId",
        (v) => v === id,
      ),
    );
    required.push((row) => row.EstadoId === id);
  }
  if (like !== undefined) {
    const pattern = likeToRegExp(like);
    const matches = (v: unknown): boolean => typeof v === "string" && pattern.test(foldName(v));
    push(firstBreak(exchange, rows, "v1.filter.cities", `Cidade[lk]=${like}`, "Cidade", matches));
    // Surely selected: matched as a plain, case- and accent-sensitive LIKE.
    const exact = likeToRegExp(like, false);
    required.push((row) => typeof row.Cidade === "string" && exact.test(row.Cidade));
  }
  if (all !== undefined && rows.every((row) => "CidadeId" in row)) {
    const ids = new Set(rows.map((row) => row.CidadeId));
    const missing = all.filter(
      (row) => required.every((holds) => holds(row)) && !ids.has(row.CidadeId),
    );
    const first = missing[0];
    if (first !== undefined) {
      failures.push(
        failure(
          "v1.filter.cities",
          exchange,
          `${missing.length} matching city row(s) missing`,
          "every row of the unfiltered list that matches under any reading of the operators",
          `missing ${show(first.Cidade)} (CidadeId ${show(first.CidadeId)}, Populacao ${show(first.Populacao)})`,
        ),
      );
    }
  }
  return outcome("v1.filter.cities", failures);
}
