import { pathOf } from "../../contract";
import { nonEmptyEvidence } from "../answer-evidence";
import { checkV2States } from "../checks/check-consistency";
import { observeStates } from "../observations";
import { checkCitiesCombined } from "../checks/check-cities-filters";
import { checkV1CityFilters } from "../checks/check-v1-filters";
import { checkWiderBound } from "../checks/check-wider-bound";
import type { ExchangeView } from "../exchange";
import { witnessedBy } from "../outcome";
import { readV1Rows, readV2Cities, v1RowTime, type LooseCity } from "../read-body";
import { checkV1BoundDays } from "../checks/check-v1-bound-days";
import { dayOf, extentOf, formatDay, latestLeapDay } from "../dates";
import { foldName } from "../text";
import type { V2Discovery } from "./discover-v2";
import type { ProbeContext } from "./probe-context";
import type { V1Findings } from "./probe-v1";
import { isCutAtCap, wholeV1List } from "./settle-v1-cap";
import { recordsByCity } from "./records-by-city";
import { readAbolishedSummer, readDaylightSummer } from "./probe-cross-dates";

/** The most requests the late probes send: the run's budget keeps them. */
export const LATE_REQUESTS = 18;

/**
 * An entity tag no server issued: a GET carrying it in If-None-Match is answered as without it
 * (RFC 9110 13.1.2: 304 only when a tag matches the current one).
 */
export const STALE_TAG = '"occurrence-contract-stale"';

/** The longest Cidade[lk] pattern a column bound as VARCHAR(20) keeps whole. */
const SHORT_PATTERN = 20;

/** Whether a name has a letter outside ASCII (an accent, a cedilla). */
const ACCENTED = /[^\x20-\x7e]/;

/** The city with the most distinct records among the run's answers (the first met among equals). */
function busiestCity(ctx: ProbeContext): string | undefined {
  let best: [string, number] | undefined;
  for (const entry of recordsByCity(ctx.v2Occurrences))
    if (best === undefined || entry[1] > best[1]) best = entry;
  return best?.[0];
}

/** v2: a city's records in DESC order without a date window; a folded name beside its state. */
async function lateV2(ctx: ProbeContext, found: V2Discovery): Promise<void> {
  const city = busiestCity(ctx);
  // Judged by v2.order on its page, as every answer with an order is.
  if (city !== undefined) await ctx.request("v2-occurrences", { idCities: city, order: "DESC" });
  const named = found.cities.filter(
    (each): each is LooseCity & { name: string; stateId: string } =>
      typeof each.name === "string" && each.name !== "" && each.stateId !== undefined,
  );
  const chosen = named.find((each) => ACCENTED.test(each.name)) ?? named[0];
  if (chosen === undefined) return;
  // Matching with case or accents or without is not shown: the pair is judged against itself.
  const cityName = foldName(chosen.name).toLowerCase();
  const [alone, both] = await Promise.all([
    ctx.request("v2-cities", { cityName }),
    ctx.request("v2-cities", { cityName, stateId: chosen.stateId }),
  ]);
  const read = (exchange: ExchangeView): LooseCity[] | undefined =>
    exchange.status === 200 ? readV2Cities(exchange.body) : undefined;
  const [aloneCities, bothCities] = [read(alone), read(both)];
  if (aloneCities === undefined || bothCities === undefined) return;
  ctx.record(
    witnessedBy(
      [checkCitiesCombined(both, bothCities, aloneCities)],
      nonEmptyEvidence([alone], 1, "the name alone matched no city"),
    ),
  );
}

/**
 * v2: the states list read again, after every request of the run (a server serving it): it is
 * held to the cities as at the start (v2.consistency), so a list a request changes (a cached
 * list searched with `splice`, each state asked as idState then gone) fails. Reports a failure
 * only; the read itself is observed, the endpoint being outside the spec.
 */
async function statesAgain(ctx: ProbeContext, found: V2Discovery): Promise<void> {
  if (!found.statesListed) return;
  const again = await ctx.observe(pathOf("v2-states"), {}, (exchange) => {
    const observed = observeStates(exchange);
    return { ...observed, text: `${observed.text}, read again after the run` };
  });
  const checked = checkV2States(again, found.citiesExchange);
  if (checked !== undefined && checked.failures.length > 0) ctx.record([checked]);
}

/** A name without the LIKE wildcards % and _ (a pattern built from it means it literally). */
function plain(name: unknown): name is string {
  return typeof name === "string" && name !== "" && !/[%_]/.test(name);
}

/**
 * The year whose last days (21 to 30 December) hold the most v1 rows of the run's answers: a
 * `data_ocorrencia[lt]` on the 31st then has rows to keep. Undefined when no row falls there.
 */
function busiestYearEnd(ctx: ProbeContext): number | undefined {
  const years = new Map<number, number>();
  for (const exchange of ctx.v1Occurrences)
    for (const row of readV1Rows(exchange.body) ?? []) {
      const match = /^(\d{4})-12-(\d{2})/.exec(String(row.data_ocorrencia ?? ""));
      if (match === null || Number(match[2]) < 21 || Number(match[2]) > 30) continue;
      years.set(Number(match[1]), (years.get(Number(match[1])) ?? 0) + 1);
    }
  return [...years].sort(([a, n], [b, m]) => m - n || b - a)[0]?.[0];
}

/**
 * v1: the last days of a year with data_ocorrencia[lt] on the 30th, then on the 31st (kept
 * aside): the second keeps every row of the first (v1.filter.dates), which a server building
 * the day after the 31st without carrying the year (`< Y-01-01`) does not.
 */
async function yearEnd(ctx: ProbeContext): Promise<void> {
  const year = busiestYearEnd(ctx);
  const cap = ctx.learned.v1Cap;
  if (year === undefined) return;
  const [narrow, wide] = await Promise.all(
    ["30", "31"].map((last) =>
      ctx.requestAside("v1-occurrences", {
        "data_ocorrencia[gt]": `${year}-12-20`,
        "data_ocorrencia[lt]": `${year}-12-${last}`,
        "field[]": ["id_ocorrencia", "data_ocorrencia"],
      }),
    ),
  );
  // A list cut at the settled cap is no whole answer: its first rows are no subset of another's.
  if (narrow === undefined || wide === undefined) return;
  if (isCutAtCap(narrow, cap) || isCutAtCap(wide, cap)) return;
  ctx.record([checkWiderBound(narrow, wide)]);
}

/**
 * v1: the latest 29 February of the unfiltered v1 list, asked alone, each bound on it or beside
 * it as the settled reading needs (kept aside): under inclusive bounds `[gt]=[lt]=Y-02-29`,
 * under exclusive ones `[gt]=Y-02-29&[lt]=Y-03-02`. The bound days read as settled, so the rows
 * of the whole list on the day inside come back and no row of another day (with the clocks'
 * slack) does (v1.filter.dates). A server normalising a bound through a month-length table
 * without leap years reads the 29th as 1 March.
 */
async function leapDayV1(ctx: ProbeContext): Promise<void> {
  const bounds = ctx.learned.v1Bounds;
  const whole = wholeV1List(ctx.v1Occurrences, "data_ocorrencia", ctx.learned.v1Cap);
  if (bounds === undefined || whole === undefined || bounds.gtInclusive !== bounds.ltInclusive)
    return;
  const items = (readV1Rows(whole.body) ?? []).flatMap((row) => {
    const time = v1RowTime(row);
    return time === undefined ? [] : [{ id: String(row.id_ocorrencia), time }];
  });
  const days = extentOf(items.map((item) => dayOf(item.time)));
  const leap = days === undefined ? undefined : latestLeapDay(days.min, days.max);
  if (leap === undefined) return;
  const window = bounds.gtInclusive ? { from: leap, to: leap } : { from: leap, to: leap + 2 };
  const exchange = await ctx.requestAside("v1-occurrences", {
    "data_ocorrencia[gt]": formatDay(window.from),
    "data_ocorrencia[lt]": formatDay(window.to),
    "field[]": ["id_ocorrencia", "data_ocorrencia"],
  });
  if (exchange.status !== 200 || isCutAtCap(exchange, ctx.learned.v1Cap)) return;
  const ids = (readV1Rows(exchange.body) ?? []).map((row) => String(row.id_ocorrencia));
  const reference = { items, complete: { start: -Infinity, end: Infinity } };
  const reading = bounds.gtInclusive ? "inclusive" : "exclusive";
  const expected = { reading, source: "the reading this run settled" } as const;
  const checked = checkV1BoundDays(exchange, reference, window, ids, expected);
  if (checked.failures.length > 0) ctx.record([checked]);
}

/**
 * v1: every other city's rows, the cities of odd places in the cities list then those of even
 * places, each a `cidade_id[]` list with `field[]=cidade_id` alone (kept aside): each row's
 * cidade_id is one asked (v1.filter.occurrences), which a server mapping ids through a table
 * shifted by one for some cities (city 51 answered with city 52's rows) breaks, whichever
 * cities it shifts.
 */
async function alternateCities(ctx: ProbeContext, found: V1Findings): Promise<void> {
  const ids = found.cityRows.flatMap((row) =>
    typeof row.CidadeId === "number" || typeof row.CidadeId === "string"
      ? [String(row.CidadeId)]
      : [],
  );
  if (ids.length < 2) return;
  for (const parity of [0, 1])
    await ctx.requestAside("v1-occurrences", {
      "cidade_id[]": ids.filter((_, index) => index % 2 === parity),
      "field[]": ["cidade_id"],
    });
}

/** v1: Cidade[lk] with `_` on an accented letter, a space written `+`, a pattern past 20. */
async function lateV1(ctx: ProbeContext, found: V1Findings): Promise<void> {
  const names = found.cityRows.map((row) => row.Cidade).filter(plain);
  const accented = names.find((name) => ACCENTED.test(name.slice(1)));
  const spaced = names.find((name) => name.includes(" "));
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a), "");
  const cap = ctx.learned.v1Cap;
  const all = isCutAtCap(found.citiesExchange, cap) ? undefined : found.cityRows;
  const judge = (exchange: ExchangeView): void => {
    const rows = exchange.status === 200 ? readV1Rows(exchange.body) : undefined;
    if (rows === undefined) return;
    ctx.record(
      witnessedBy(
        [checkV1CityFilters(exchange, rows, isCutAtCap(exchange, cap) ? undefined : all)],
        nonEmptyEvidence([exchange], 1, "no city filter matched a row"),
      ),
    );
  };
  if (accented !== undefined) {
    const at = [...accented].findIndex((letter, i) => i > 0 && ACCENTED.test(letter));
    const letters = [...accented];
    letters[at] = "_";
    judge(await ctx.request("v1-cities", { "Cidade[lk]": `%${letters.join("")}%` }));
  }
  if (longest.length > SHORT_PATTERN)
    judge(await ctx.request("v1-cities", { "Cidade[lk]": `%${longest}%` }));
  if (spaced !== undefined) {
    // As a form or PHP's http_build_query writes it: the space as `+`, the brackets raw.
    const value = encodeURIComponent(`%${spaced}%`).replace(/%20/g, "+");
    judge(await ctx.requestAsWritten("v1-cities", `?Cidade[lk]=${value}`));
  }
}

/**
 * Requests sent after the differential run, so that the seed's draws never depend on their answers:
 * forms the random draws seldom reach, each judged by the rule of what it asks. v2: a city's
 * records with order=DESC and no date window (v2.order); a city's name lower case without accents
 * alone and beside its own stateId, the second the first's cities of that state
 * (v2.cities.filters); the states list again, held to the cities (v2.consistency). v1: Cidade[lk]
 * with `_` standing for an accented letter, with a name longer than 20 characters, and with its
 * space written `+` (v1.filter.cities); a year's last days with data_ocorrencia[lt] on the 30th,
 * then the 31st (v1.filter.dates: the second keeps the first's rows); the latest 29 February
 * alone, its bounds read as settled (v1.filter.dates); every other city's rows, odd places then
 * even (v1.filter.occurrences: each row of a city asked). Both versions: a record of Brazil's
 * abolished 2019–2020 daylight-saving summer, against the zone settled for v1 (cross.dates), and
 * the records of a few days of the last real one (2018–2019), whichever states they are of
 * (cross.dates). Then, in each version, a valid request with an If-None-Match no server issued
 * (STALE_TAG): a 304 fails its status check (v2.status, v1.status). At most LATE_REQUESTS
 * requests.
 */
export async function probeLate(
  ctx: ProbeContext,
  v2: V2Discovery | undefined,
  v1: V1Findings | undefined,
): Promise<void> {
  ctx.phase("late probes");
  if (v2 !== undefined) {
    await lateV2(ctx, v2);
    await statesAgain(ctx, v2);
  }
  if (v1 !== undefined) {
    await lateV1(ctx, v1);
    await yearEnd(ctx);
    await leapDayV1(ctx);
    await alternateCities(ctx, v1);
  }
  // A tag no server issued: a 304 (the header's presence read, not its value) fails the status
  // check of a valid request; the answers are kept aside, as no check across answers needs them.
  if (v2 !== undefined)
    await ctx.requestAside("v2-occurrences", { take: 1 }, { ifNoneMatch: STALE_TAG });
  if (v1 !== undefined) await ctx.requestAside("v1-cities", {}, { ifNoneMatch: STALE_TAG });
  if (v2 !== undefined && v1 !== undefined)
    ctx.record([await readAbolishedSummer(ctx, v1.cityRows), await readDaylightSummer(ctx)]);
}
