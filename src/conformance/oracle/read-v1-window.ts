import { queryOf } from "../answer-evidence";
import { dayOf, formatDay } from "../dates";
import { failure } from "../outcome";
import { readV1Rows } from "../read-body";
import type { ProbeContext } from "../probes/probe-context";
import type { MirrorRecord } from "./mirror";
import { MIRROR_LIMITS } from "./mirror-limits";
import type { ServerChoices } from "./server-choices";
import { isUnread, unreadAnswer, type Unread } from "./unread";

/** Days (UTC day numbers) from `first` to `last`, both included. */
interface Days {
  readonly first: number;
  readonly last: number;
}

/** One list to read: a run of days, and, for one day that reached the cap, a group of cities. */
interface Piece extends Days {
  readonly cities?: readonly number[];
}

/** How many of the v2 records lie on each UTC day. */
function perDay(records: readonly MirrorRecord[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const record of records) {
    const time = typeof record.date === "string" ? Date.parse(record.date) : Number.NaN;
    if (Number.isNaN(time)) continue;
    counts.set(dayOf(time), (counts.get(dayOf(time)) ?? 0) + 1);
  }
  return counts;
}

/**
 * The lists the days between the bounds are read in: one when no cap is settled; under a cap,
 * runs of days whose v2 records (`reach` days either side included: a zone's shift, and a day
 * outside each bound when their reading is not settled) stay under it, so each list comes whole.
 */
function planLists(
  inner: Days,
  reach: number,
  counts: ReadonlyMap<number, number>,
  cap: number | undefined,
): Days[] {
  if (cap === undefined) return [inner];
  const around = (run: Days): number => {
    let sum = 0;
    for (let day = run.first - reach; day <= run.last + reach; day++) sum += counts.get(day) ?? 0;
    return sum;
  };
  const lists: Days[] = [];
  let run: Days = { first: inner.first, last: inner.first };
  for (let day = inner.first + 1; day <= inner.last; day++) {
    const longer = { first: run.first, last: day };
    if (around(longer) < cap) run = longer;
    else {
      lists.push(run);
      run = { first: day, last: day };
    }
  }
  lists.push(run);
  return lists;
}

/** The v1 rows of the window, and the cities left out of them (see readV1Window). */
export interface V1Window {
  readonly rows: MirrorRecord[];
  /** The CidadeId of each city one of whose days reached the v1 cap: none of its rows is held. */
  readonly leftOut: readonly number[];
}

/**
 * The v1 rows of one state between two bounds (data_ocorrencia[gt]/[lt], the mirror's read
 * bounds): one list, or, under a settled v1 cap (v1 has no paging), a list per run of days,
 * merged by id_ocorrencia in the order listed. A run's bounds are its own days under the settled
 * reading of the bounds (`reading`); unsettled, `first-1` and `last+1` (the runs then partition
 * the days strictly inside the read bounds: under every reading the lists together answer what
 * the one list would). A list that reaches the cap is read again in halves of its days; one day
 * that reaches it, in halves of the state's v1 cities (`cities`: the CidadeId of each, as
 * `cidade_id[]`), split again while a half reaches the cap. One city's day that reaches it cannot
 * be read whole (v1 has no paging and filters dates by whole days only): that city is left out
 * (`leftOut`; its rows are dropped from every list, each row then needing an integer cidade_id),
 * and the cities of a day split later leave it out too. A list longer than the cap is a failure
 * of `v1.oracle.occurrences` (overCap), read as one that reached it. Every city left out, more
 * lists than MIRROR_LIMITS.maxV1Lists, or a list that repeats an id_ocorrencia is an Unread.
 */
export async function readV1Window(
  ctx: ProbeContext,
  v1StateId: number,
  bounds: Days,
  cap: number | undefined,
  v2Records: readonly MirrorRecord[],
  reading?: ServerChoices["v1Bounds"],
  cities: readonly number[] = [],
): Promise<V1Window | Unread> {
  // The days the one list answers, and the bounds of a run's list: exact under a settled
  // reading; unsettled, a day outside each run (the runs then cover the days strictly inside).
  const gtIn = reading?.gtInclusive;
  const ltIn = reading?.ltInclusive;
  const inner = {
    first: gtIn === true ? bounds.first : bounds.first + 1,
    last: ltIn === true ? bounds.last : bounds.last - 1,
  };
  const boundsOf = (run: Days): { gt: number; lt: number } => ({
    gt: gtIn === true ? run.first : run.first - 1,
    lt: ltIn === true ? run.last : run.last + 1,
  });
  const pending: Piece[] = planLists(inner, reading === undefined ? 2 : 1, perDay(v2Records), cap);
  const rows: MirrorRecord[] = [];
  const ids = new Set<number>();
  const leftOut = new Set<number>();
  let lists = 0;
  for (let run = pending.shift(); run !== undefined; run = pending.shift()) {
    if (++lists > MIRROR_LIMITS.maxV1Lists)
      return {
        unread: `the v1 rows of the window need more than ${MIRROR_LIMITS.maxV1Lists} lists under the v1 cap of ${String(cap)} rows`,
      };
    const exchange = await ctx.request("v1-occurrences", {
      "estado_id[]": [v1StateId],
      ...(run.cities === undefined ? {} : { "cidade_id[]": [...run.cities] }),
      "data_ocorrencia[gt]": formatDay(boundsOf(run).gt),
      "data_ocorrencia[lt]": formatDay(boundsOf(run).lt),
    });
    const listed = readListed(ctx, exchange);
    if (isUnread(listed)) return listed;
    if (cap !== undefined && listed.length > cap) overCap(ctx, exchange, listed.length, cap);
    if (cap !== undefined && listed.length >= cap) {
      const group = (run.cities ?? cities).filter((city) => !leftOut.has(city));
      if (run.first < run.last || group.length > 1) pending.unshift(...splitRun(run, group));
      else if (run.cities === undefined && group.length === 0)
        return {
          unread: `${queryOf(exchange)} reaches the v1 cap of ${cap} rows: one day's rows (no v1 city of the state to split them by) cannot be read whole`,
        };
      // One city's day: that city is left out; a group that held a city left out, read without it.
      else if (run.cities?.length === 1) leftOut.add(run.cities[0] as number);
      else if (group.length === 1) pending.unshift({ ...run, cities: group });
      if (leftOut.size > 0 && leftOut.size >= cities.length)
        return {
          unread: `${queryOf(exchange)} reaches the v1 cap of ${cap} rows: every v1 city of the state has a day whose rows cannot be read whole`,
        };
      continue;
    }
    for (const row of listed) {
      const id = row.id_ocorrencia as number;
      if (!ids.has(id)) rows.push(row);
      ids.add(id);
    }
  }
  if (leftOut.size === 0) return { rows, leftOut: [] };
  if (!rows.every((row) => Number.isSafeInteger(row.cidade_id)))
    return {
      unread: `the v1 cities ${[...leftOut].join(", ")} are left out (a day of each reaches the v1 cap of ${String(cap)} rows), but not every row names its cidade_id as an integer`,
    };
  return {
    rows: rows.filter((row) => !leftOut.has(row.cidade_id as number)),
    leftOut: [...leftOut].sort((a, b) => a - b),
  };
}

/** A list that reached the cap in two: halves of its days, else of its cities (`group`, 2+). */
function splitRun(run: Piece, group: readonly number[]): [Piece, Piece] {
  if (run.first < run.last) {
    const middle = Math.floor((run.first + run.last) / 2);
    return [
      { first: run.first, last: middle },
      { first: middle + 1, last: run.last },
    ];
  }
  const middle = Math.ceil(group.length / 2);
  return [
    { ...run, cities: group.slice(0, middle) },
    { ...run, cities: group.slice(middle) },
  ];
}
/**
 * A list of the window longer than the cap settled for every v1 list: a failure of
 * `v1.oracle.occurrences` (no reading of the server's choices explains it; the list is then read
 * as one that reached the cap).
 */
function overCap(
  ctx: ProbeContext,
  exchange: Parameters<typeof unreadAnswer>[0],
  rows: number,
  cap: number,
): void {
  failOracle(
    ctx,
    exchange,
    `a list of the mirror's window answered ${rows} rows, more than the cap of ${cap} rows settled for every v1 list`,
    `at most ${cap} rows (the server's cap on every v1 list)`,
    `${rows} rows`,
  );
}

/** A failure of `v1.oracle.occurrences` on one of the mirror's lists, recorded in the ledger. */
function failOracle(
  ctx: ProbeContext,
  exchange: Parameters<typeof unreadAnswer>[0],
  message: string,
  expected: string,
  seen: string,
): void {
  ctx.ledger.add([
    {
      check: "v1.oracle.occurrences",
      failures: [failure("v1.oracle.occurrences", exchange, message, expected, seen)],
    },
  ]);
}

/**
 * The rows of a v1 occurrences answer, each with an integer id_ocorrencia listed once. A list
 * naming a record id twice is no mirror, and a failure of `v1.oracle.occurrences` too: a record
 * is one row of the list (api-v1 2.1), so no reading of the server's choices explains it.
 */
function readListed(
  ctx: ProbeContext,
  exchange: Parameters<typeof unreadAnswer>[0],
): MirrorRecord[] | Unread {
  const bad = unreadAnswer(exchange);
  if (bad !== undefined) return bad;
  const rows = readV1Rows(exchange.body);
  if (rows === undefined || !rows.every((row) => Number.isSafeInteger(row.id_ocorrencia)))
    return {
      unread: `${queryOf(exchange)} answered no list of rows with an integer id_ocorrencia`,
    };
  const seen = new Set<unknown>();
  const twice = rows.filter((row) => seen.size === seen.add(row.id_ocorrencia).size);
  if (twice.length > 0) {
    const ids = [...new Set(twice.map((row) => String(row.id_ocorrencia)))];
    const named = `${ids.slice(0, 3).join(", ")}${ids.length > 3 ? ` and ${ids.length - 3} more` : ""}`;
    failOracle(
      ctx,
      exchange,
      `the rows of the mirror's window list a record twice (id_ocorrencia ${named})`,
      "each record once",
      `listed twice: id_ocorrencia ${named}`,
    );
    return { unread: `${queryOf(exchange)} lists an id_ocorrencia twice` };
  }
  return rows;
}
