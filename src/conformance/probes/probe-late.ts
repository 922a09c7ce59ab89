import { nonEmptyEvidence } from "../answer-evidence";
import { checkCitiesCombined } from "../checks/check-cities-filters";
import { checkV1CityFilters } from "../checks/check-v1-filters";
import type { ExchangeView } from "../exchange";
import { witnessedBy } from "../outcome";
import { readV1Rows, readV2Cities, type LooseCity } from "../read-body";
import { foldName } from "../text";
import type { V2Discovery } from "./discover-v2";
import type { ProbeContext } from "./probe-context";
import type { V1Findings } from "./probe-v1";
import { isCutAtCap } from "./settle-v1-cap";
import { recordsByCity } from "./records-by-city";
import { readAbolishedSummer } from "./probe-cross-dates";

/** The most requests the late probes send: the run's budget keeps them. */
export const LATE_REQUESTS = 8;

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

/** A name without the LIKE wildcards % and _ (a pattern built from it means it literally). */
function plain(name: unknown): name is string {
  return typeof name === "string" && name !== "" && !/[%_]/.test(name);
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
 * Requests sent after the differential run, so that the seed's draws never depend on their
 * answers: forms the random draws seldom reach, each judged by the rule of what it asks. v2: a
 * city's records with order=DESC and no date window (v2.order); a city's name lower case without
 * accents alone and beside its own stateId, the second the first's cities of that state
 * (v2.cities.filters). v1: Cidade[lk] with `_` standing for an
 * accented letter, with a name longer than 20 characters, and with its space written `+`
 * (v1.filter.cities). Both versions: a record of Brazil's abolished 2019–2020 daylight-saving
 * summer, against the zone settled for v1 (cross.dates). At most LATE_REQUESTS requests.
 */
export async function probeLate(
  ctx: ProbeContext,
  v2: V2Discovery | undefined,
  v1: V1Findings | undefined,
): Promise<void> {
  ctx.phase("late probes");
  if (v2 !== undefined) await lateV2(ctx, v2);
  if (v1 !== undefined) await lateV1(ctx, v1);
  if (v2 !== undefined && v1 !== undefined)
    ctx.record([await readAbolishedSummer(ctx, v1.cityRows)]);
}
