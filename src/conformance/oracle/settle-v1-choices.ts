import { pathOf } from "../../contract";
import { dayOf, formatDay, parseDay } from "../dates";
import { queryValue, type ExchangeView, type QueryPairs } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import { readV1Rows, v1RowTime, type V1Row } from "../read-body";
import type { MirrorRecord } from "./mirror";
import type { ServerChoices } from "./server-choices";
import { settleV1BoundsAlone } from "./settle-v1-bounds-alone";
import type { Settled } from "./settle-v2-choices";
import { v1FilterDays } from "./v1-filter-days";

function rowsOf(exchange: ExchangeView | undefined): V1Row[] | undefined {
  return exchange === undefined || exchange.status !== 200 ? undefined : readV1Rows(exchange.body);
}

/** The cap and the zone, as the v1 and cross-version probes settled them (no request). */
function settleLearned(ctx: ProbeContext): Settled {
  const { v1Cap, v1Zone } = ctx.learned;
  return {
    choices: {
      ...(v1Cap === undefined ? {} : { v1Cap }),
      ...(v1Zone === undefined ? {} : { v1Zone }),
    },
    evidence: [
      {
        name: "v1 cap",
        reading:
          v1Cap === undefined
            ? "none seen (every v1 list judged whole)"
            : `${v1Cap} rows, one number for every list`,
      },
      { name: "v1 zone", reading: v1Zone ?? "not settled (no v1 row paired with a v2 record)" },
    ],
  };
}

/** The filters of a v1 occurrences query the bound probe keeps (the places, not the dates). */
const PLACE_FILTERS = ["cidade_id[]", "estado_id[]"];

/**
 * A v1 answer of the run whose rows show three days or more strictly inside its own bounds (so
 * every row of those days came back, whatever the reading of its bounds): its place filters and
 * those days.
 */
function datedRows(
  ctx: ProbeContext,
):
  | { query: QueryPairs; days: number[]; rows: V1Row[]; inside: (day: number) => boolean }
  | undefined {
  for (const exchange of ctx.v1Occurrences) {
    const query = exchange.query.filter(([name]) => PLACE_FILTERS.includes(name));
    if (query.length === 0) continue;
    const day = (name: string): number | undefined => {
      const value = queryValue(exchange.query, name);
      return value === undefined ? undefined : parseDay(value);
    };
    const [gt, lt] = [
      day("data_ocorrencia[gt]") ?? -Infinity,
      day("data_ocorrencia[lt]") ?? Infinity,
    ];
    const rows = rowsOf(exchange) ?? [];
    const times = rows.flatMap((row) => v1RowTime(row) ?? []);
    const inside = (d: number): boolean => d > gt && d < lt;
    const days = [...new Set(times.map(dayOf))].filter(inside).sort((a, b) => a - b);
    if (days.length >= 3) return { query, days, rows, inside };
  }
  return undefined;
}

/** Days each side of the anchor of the state window asked when no answer of the run will do. */
const STATE_SPAN_DAYS = 30;

/**
 * The rows of a state within STATE_SPAN_DAYS of a day it has rows on (a dated row of the run
 * that names its state), one request: the source of the bound probe when no answer of the run
 * shows rows on three days.
 */
async function stateWindow(ctx: ProbeContext): Promise<void> {
  for (const exchange of ctx.v1Occurrences) {
    for (const row of rowsOf(exchange) ?? []) {
      const time = v1RowTime(row);
      const state = row.estado_id;
      if (time === undefined || (typeof state !== "number" && typeof state !== "string")) continue;
      const day = dayOf(time);
      await ctx.request("v1-occurrences", {
        "estado_id[]": [String(state)],
        "data_ocorrencia[gt]": formatDay(day - STATE_SPAN_DAYS),
        "data_ocorrencia[lt]": formatDay(day + STATE_SPAN_DAYS),
        "field[]": ["id_ocorrencia", "data_ocorrencia"],
      });
      return;
    }
  }
}

/** The rows a server filters on one day whatever its zone reading, and that day. */
interface SureDay {
  readonly day: number;
  readonly rows: readonly V1Row[];
}

/**
 * The first and the last day (strictly inside the source's bounds) holding rows with an id
 * whose date every reading of the settled v1 zone puts on that day (v1FilterDays: the day shown
 * and the day of its instant in UTC agree), and those rows; undefined when the zone is not
 * settled or fewer than two such days exist.
 */
function sureDays(
  rows: readonly V1Row[],
  zone: ServerChoices["v1Zone"],
  inside: (day: number) => boolean,
): { first: SureDay; last: SureDay } | undefined {
  if (zone === undefined) return undefined;
  const choices: ServerChoices = { v1Zone: zone };
  const byDay = new Map<number, V1Row[]>();
  for (const row of rows) {
    if (typeof row.id_ocorrencia !== "number" && typeof row.id_ocorrencia !== "string") continue;
    const days = v1FilterDays(row as MirrorRecord, choices);
    const day = days?.length === 1 ? parseDay(days[0] as string) : undefined;
    if (day === undefined || !inside(day)) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const found = [...byDay.keys()].sort((a, b) => a - b);
  const [first, last] = [found[0], found[found.length - 1]];
  if (first === undefined || last === undefined || first === last) return undefined;
  return {
    first: { day: first, rows: byDay.get(first) ?? [] },
    last: { day: last, rows: byDay.get(last) ?? [] },
  };
}

/**
 * data_ocorrencia[gt]/[lt]: whether each bound's own day is in, from an answer of the run with
 * rows on three days or more inside its bounds (its places asked again, [gt] on the first of
 * those days, [lt] on the last), and [gt] after [lt] (two requests).
 */
async function settleV1Dates(ctx: ProbeContext): Promise<Settled> {
  if (datedRows(ctx) === undefined) await stateWindow(ctx);
  const source = datedRows(ctx);
  if (source === undefined)
    return {
      choices: {},
      evidence: [
        {
          name: "v1 date bounds",
          reading: "not settled (no answer of the run shows rows on three days)",
        },
      ],
    };
  // A server may filter on another day than the one a row shows (stored in UTC, shown in local
  // time): the rows whose date every reading of the settled zone puts on one day decide.
  const sure = sureDays(source.rows, ctx.learned.v1Zone, source.inside);
  const first = sure?.first.day ?? (source.days[0] as number);
  const last = sure?.last.day ?? (source.days[source.days.length - 1] as number);
  const places: Record<string, string[]> = {};
  for (const [name, value] of source.query) (places[name] ??= []).push(value);
  const ask = (gt: number, lt: number) =>
    ctx.client.get(pathOf("v1-occurrences"), {
      ...places,
      "data_ocorrencia[gt]": formatDay(gt),
      "data_ocorrencia[lt]": formatDay(lt),
      "field[]": ["id_ocorrencia", "data_ocorrencia"],
    });
  const [bounded, reversed] = await Promise.all([ask(first, last), ask(last, first)]);
  const days = (exchange: ExchangeView): Set<number> | undefined => {
    const rows = rowsOf(exchange);
    return rows === undefined
      ? undefined
      : new Set(rows.flatMap((row) => v1RowTime(row) ?? []).map(dayOf));
  };
  const seen = days(bounded);
  const back = rowsOf(reversed);
  const ids = new Set((rowsOf(bounded) ?? []).map((row) => row.id_ocorrencia));
  const holds = (rows: readonly V1Row[]): boolean => rows.some((row) => ids.has(row.id_ocorrencia));
  const v1Bounds =
    seen === undefined
      ? undefined
      : sure === undefined
        ? { gtInclusive: seen.has(first), ltInclusive: seen.has(last) }
        : { gtInclusive: holds(sure.first.rows), ltInclusive: holds(sure.last.rows) };
  const refused = reversed.status >= 400 && reversed.status < 500;
  const v1ReversedRange = refused
    ? "refused"
    : back === undefined
      ? undefined
      : back.length === 0
        ? "empty"
        : "swap";
  return {
    choices: {
      ...(v1Bounds === undefined ? {} : { v1Bounds }),
      ...(v1ReversedRange === undefined ? {} : { v1ReversedRange }),
    },
    evidence: [
      {
        name: "v1 date bounds",
        reading:
          v1Bounds === undefined
            ? `not settled (HTTP ${bounded.status})`
            : `[gt] ${v1Bounds.gtInclusive ? "inclusive" : "exclusive"}, [lt] ${v1Bounds.ltInclusive ? "inclusive" : "exclusive"}`,
        exchange: bounded,
      },
      {
        name: "v1 [gt] after [lt]",
        reading:
          v1ReversedRange === undefined
            ? `not settled (HTTP ${reversed.status})`
            : v1ReversedRange === "refused"
              ? `refused (HTTP ${reversed.status})`
              : v1ReversedRange === "empty"
                ? "an empty list"
                : "the range between them",
        exchange: reversed,
      },
    ],
  };
}

/** The CidadeId values of a list, sorted, as one text (undefined for no list). */
function idsText(
  rows: readonly Readonly<Record<string, unknown>>[] | undefined,
): string | undefined {
  return rows
    ?.map((row) => String(row.CidadeId))
    .sort()
    .join(",");
}

/**
 * Whether an operator on a column `field[]` leaves out is applied (the list is the operator's
 * list without field[]) or ignored (the whole list); api-v1 leaves it open. Undefined when the
 * answer is neither.
 */
function hiddenReading(
  hidden: readonly Readonly<Record<string, unknown>>[] | undefined,
  applied: readonly Readonly<Record<string, unknown>>[] | undefined,
  whole: readonly Readonly<Record<string, unknown>>[],
): "applied" | "ignored" | undefined {
  const seen = idsText(hidden);
  if (seen === undefined) return undefined;
  if (seen === idsText(applied)) return "applied";
  return seen === idsText(whole) ? "ignored" : undefined;
}

/** Cidade[lk] and Populacao[gt]/[lt], on a city of the list (six requests). */
async function settleV1Cities(ctx: ProbeContext): Promise<Settled> {
  const path = pathOf("v1-cities");
  const list =
    rowsOf(await ctx.client.get(path, { "field[]": ["CidadeId", "Cidade", "Populacao"] })) ?? [];
  const probed = (row: Readonly<Record<string, unknown>>, name: RegExp): boolean =>
    typeof row.Cidade === "string" && name.test(row.Cidade) && typeof row.Populacao === "number";
  // A name of unaccented letters and spaces first: a server that folds the case of A-Z only
  // would read as keeping the case on an accented name (NITERÓI), and the accented names are
  // judged in the differential run against the reading settled here.
  const city =
    list.find((row) => probed(row, /^[A-Za-z]{6,}[A-Za-z ]*$/)) ??
    list.find((row) => probed(row, /^\p{L}{6,}/u));
  if (city === undefined)
    return {
      choices: {},
      evidence: [
        {
          name: "v1 city operators",
          reading: "not settled (no city of six letters with a population)",
        },
      ],
    };
  const name = city.Cidade as string;
  const population = city.Populacao as number;
  const part = name.slice(1, 5);
  const [bare, upper, gt, lt, hidden] = await Promise.all([
    ctx.client.get(path, { "Cidade[lk]": part }),
    ctx.client.get(path, { "Cidade[lk]": `%${name.toUpperCase()}%` }),
    ctx.client.get(path, { "Populacao[gt]": population }),
    ctx.client.get(path, { "Populacao[lt]": population }),
    ctx.client.get(path, { "Populacao[gt]": population, "field[]": ["CidadeId"] }),
  ]);
  const holds = (exchange: ExchangeView): boolean | undefined => {
    const rows = rowsOf(exchange);
    return rows === undefined ? undefined : rows.some((row) => row.CidadeId === city.CidadeId);
  };
  const [bareIsPartial, caseFolded, gtInclusive, ltInclusive] = [bare, upper, gt, lt].map(holds);
  const cityLike =
    bareIsPartial === undefined || caseFolded === undefined
      ? undefined
      : { bareIsPartial, caseFolded };
  const populationBounds =
    gtInclusive === undefined || ltInclusive === undefined
      ? undefined
      : { gtInclusive, ltInclusive };
  const hiddenOperators = hiddenReading(rowsOf(hidden), rowsOf(gt), list);
  return {
    choices: {
      ...(cityLike === undefined ? {} : { cityLike }),
      ...(populationBounds === undefined ? {} : { populationBounds }),
      ...(hiddenOperators === undefined ? {} : { hiddenOperators }),
    },
    evidence: [
      {
        name: "Cidade[lk]",
        reading:
          cityLike === undefined
            ? "not settled"
            : `a bare value ${cityLike.bareIsPartial ? "matches a part of the name" : "matches the whole name only"}, case ${cityLike.caseFolded ? "folded" : "kept"} (${name})`,
        exchange: bare,
      },
      {
        name: "operators on a column field[] leaves out",
        reading:
          hiddenOperators === undefined
            ? "not settled (taken as applied)"
            : `${hiddenOperators} (Populacao[gt]=${population} with field[]=CidadeId)`,
        exchange: hidden,
      },
      {
        name: "Populacao bounds",
        reading:
          populationBounds === undefined
            ? "not settled"
            : `[gt] ${populationBounds.gtInclusive ? "inclusive" : "exclusive"}, [lt] ${populationBounds.ltInclusive ? "inclusive" : "exclusive"} (${population})`,
        exchange: gt,
      },
    ],
  };
}

/**
 * The v1 readings the spec leaves open: the cap and zone as settled, the rest by requests; then
 * each date bound alone against beside the other (settleV1BoundsAlone).
 */
export async function settleV1Choices(ctx: ProbeContext): Promise<Settled> {
  // The bounds alone after the dates: the rows they pick from include the dates' own reads.
  const [dates, cities] = await Promise.all([
    settleV1Dates(ctx).then(async (settled) => [settled, await settleV1BoundsAlone(ctx)]),
    settleV1Cities(ctx),
  ]);
  const parts = [settleLearned(ctx), ...dates, cities];
  return {
    choices: Object.assign({}, ...parts.map((part) => part.choices)),
    evidence: parts.flatMap((part) => part.evidence),
  };
}
