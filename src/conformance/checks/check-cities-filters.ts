import { queryValue, type CheckInput } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import type { LooseCity } from "../read-body";
import { foldName } from "../text";

/** Whether an id is the one asked: a UUID reads alike in either case (RFC 9562). */
function sameId(id: string | undefined, asked: string): boolean {
  return id !== undefined && id.toLowerCase() === asked.toLowerCase();
}

function describeCity(city: LooseCity): string {
  return `${city.name ?? "?"} (${city.id ?? "?"}, state ${city.stateId ?? "?"})`;
}

/**
 * The filters of the v2 cities list (api-v2 4.2), judged against the unfiltered list:
 * cityId returns that city only; stateId returns exactly the state's cities; cityName returns
 * the cities with that name and only cities whose name contains it (case and accents ignored,
 * since the matching rule is not shown).
 */
export function checkCitiesFilters(
  exchange: CheckInput,
  returned: readonly LooseCity[],
  all: readonly LooseCity[],
): CheckOutcome | undefined {
  const failures: Failure[] = [];
  const fail = (message: string, expected: string, seen: string): void => {
    failures.push(failure("v2.cities.filters", exchange, message, expected, seen));
  };
  const cityId = queryValue(exchange.query, "cityId");
  const stateId = queryValue(exchange.query, "stateId");
  const cityName = queryValue(exchange.query, "cityName");
  if (cityId === undefined && stateId === undefined && cityName === undefined) return undefined;

  let wanted = all;
  if (cityId !== undefined) {
    const stray = returned.find((city) => !sameId(city.id, cityId));
    if (stray !== undefined)
      fail(`cityId=${cityId} returned another city`, `only city ${cityId}`, describeCity(stray));
    wanted = wanted.filter((city) => sameId(city.id, cityId));
  }
  if (stateId !== undefined) {
    const stray = returned.find((city) => !sameId(city.stateId, stateId));
    if (stray !== undefined) {
      fail(
        `stateId=${stateId} returned a city of another state`,
        `only cities of state ${stateId}`,
        describeCity(stray),
      );
    }
    wanted = wanted.filter((city) => sameId(city.stateId, stateId));
  }
  if (cityName !== undefined) {
    const needle = foldName(cityName);
    const stray = returned.find((city) => !foldName(city.name ?? "").includes(needle));
    if (stray !== undefined) {
      fail(
        `cityName=${cityName} returned a city whose name does not contain it`,
        `names containing "${cityName}"`,
        describeCity(stray),
      );
    }
    wanted = wanted.filter((city) => foldName(city.name ?? "") === needle);
  }
  const ids = new Set(returned.map((city) => city.id));
  const missing = wanted.filter((city) => !ids.has(city.id));
  const first = missing[0];
  if (first !== undefined) {
    fail(
      `${missing.length} matching city(ies) missing`,
      `every city of the unfiltered list that matches (${wanted.length})`,
      `missing ${describeCity(first)}`,
    );
  }
  return outcome("v2.cities.filters", failures);
}

/**
 * The v2 cities list's filters combine (api-v2 4.2: each parameter restricts the list): a
 * cityName beside a stateId answers the cities the same cityName alone answers, of that state only,
 * however the server matches names (exactly, partly, with case or accents or without: not shown).
 */
export function checkCitiesCombined(
  both: CheckInput,
  returned: readonly LooseCity[],
  alone: readonly LooseCity[],
): CheckOutcome | undefined {
  const stateId = queryValue(both.query, "stateId");
  const cityName = queryValue(both.query, "cityName");
  if (stateId === undefined || cityName === undefined) return undefined;
  const expected = alone.filter((city) => sameId(city.stateId, stateId));
  const ids = new Set(returned.map((city) => city.id));
  const wanted = new Set(expected.map((city) => city.id));
  const missing = expected.find((city) => !ids.has(city.id));
  const extra = returned.find((city) => !wanted.has(city.id));
  const odd = missing ?? extra;
  return outcome(
    "v2.cities.filters",
    odd === undefined
      ? []
      : [
          failure(
            "v2.cities.filters",
            both,
            `cityName=${cityName} beside stateId=${stateId} answers otherwise than cityName=${cityName} alone, restricted to the state`,
            `the ${expected.length} city(ies) of state ${stateId} that cityName=${cityName} alone answers`,
            `${missing === undefined ? "also" : "missing"} ${describeCity(odd)} (${returned.length} cities)`,
          ),
        ],
  );
}
