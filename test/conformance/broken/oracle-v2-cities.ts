import { foldName } from "../../../src/query";
import { onAnswer, onRequest, v2Cities, withQuery } from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cachedOn, without } from "./whole-result";

const RULE = ORACLE_RULES.v2Cities;

/** The raw value of a parameter in a request target (undefined when it is not there). */
export function rawValue(target: string | undefined, name: string): string | undefined {
  const search = target?.split("?")[1] ?? "";
  for (const pair of search.split("&")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}

/** v2 GET /cities: real backend mistakes the hand-written rules may not look at. */
export const ORACLE_V2_CITY_SERVERS: readonly OracleBrokenServer[] = [
  brokenStateless(
    "cityName with an apostrophe finds nothing (the quote breaks the unescaped SQL, the error swallowed)",
    [RULE, "v2.cities.filters"],
    onAnswer("v2-cities", (answer, request) => {
      const cities = v2Cities(answer);
      if (cities !== undefined && (request.query.get("cityName") ?? "").includes("'"))
        cities.splice(0);
    }),
  ),
  brokenStateless(
    "a space in cityName sent as + is kept as a plus sign (the query not form-decoded)",
    [RULE, "v2.cities.filters"],
    onAnswer("v2-cities", (answer, request) => {
      const cities = v2Cities(answer);
      if (cities !== undefined && (rawValue(request.target, "cityName") ?? "").includes("+"))
        cities.splice(0);
    }),
  ),
  brokenStateless(
    "stateId ignored when cityName comes with it",
    [RULE, "v2.cities.filters"],
    onRequest("v2-cities", (query) => {
      if (query.has("cityName")) query.delete("stateId");
    }),
  ),
  brokenStateless(
    "a city of another state still matched: stateId ignored when cityId comes with it",
    [RULE, "v2.cities.filters"],
    onRequest("v2-cities", (query) => {
      if (query.has("cityId")) query.delete("stateId");
    }),
  ),
  brokenStateless(
    "a state's cities list (stateId) drops its last city",
    [RULE, "v2.cities.filters", "cross.cities", "v2.consistency"],
    onAnswer("v2-cities", (answer, request) => {
      if (request.query.has("stateId")) v2Cities(answer)?.pop();
    }),
  ),
  brokenStateless(
    "a state's cities list (stateId) lists its first city twice (a join with its districts)",
    [RULE, "v2.cities.filters", "v2.consistency"],
    onAnswer("v2-cities", (answer, request) => {
      const cities = v2Cities(answer);
      const first = cities?.[0];
      if (request.query.has("stateId") && first !== undefined) cities?.push({ ...first });
    }),
  ),
  brokenStateless(
    "cityName also matched against the state's name (a city named as its state brings every city of the state)",
    [RULE, "v2.cities.filters"],
    onAnswer("v2-cities", async (answer, request, upstream) => {
      const cities = v2Cities(answer);
      const name = request.query.get("cityName");
      if (cities === undefined || name === null) return;
      const all = v2Cities(await upstream({ ...request, query: new URLSearchParams() })) ?? [];
      const known = new Set(cities.map((city) => city.id));
      for (const city of all) {
        if (foldName(city.state.name) === foldName(name) && !known.has(city.id)) cities.push(city);
      }
    }),
  ),
  brokenCase(
    "a cities cache keyed on stateId alone: cityName and cityId answered from the state's first answer",
    [RULE, "v2.cities.filters"],
    cachedOn("v2-cities", (query) => query.get("stateId") ?? undefined),
  ),
  brokenCase(
    "a cities cache keyed without stateId: a city asked with another state answered from the cache of the city alone",
    [RULE, "v2.cities.filters"],
    cachedOn("v2-cities", (query) => without(query, "stateId")),
  ),
  brokenStateless(
    "cityId and cityName joined with OR (a city matching either is listed)",
    [RULE, "v2.cities.filters"],
    onAnswer("v2-cities", async (answer, request, upstream) => {
      const cities = v2Cities(answer);
      const [id, name] = [request.query.get("cityId"), request.query.get("cityName")];
      if (cities === undefined || id === null || name === null) return;
      const known = new Set(cities.map((city) => city.id));
      for (const dropped of ["cityId", "cityName"]) {
        const one = withQuery(request, (query) => query.delete(dropped));
        for (const city of v2Cities(await upstream(one)) ?? []) {
          if (!known.has(city.id)) cities.push(city);
          known.add(city.id);
        }
      }
    }),
  ),
  brokenStateless(
    "cityName folds case for A-Z only (lower() under the C locale): an accented name in lower case finds nothing",
    [RULE, "v2.cities.filters"],
    onAnswer("v2-cities", (answer, request) => {
      const cities = v2Cities(answer);
      const name = request.query.get("cityName");
      if (cities === undefined || name === null) return;
      // The mock's answer matches case and accents folded; this server's lower() folds A-Z only
      // and unaccents nothing, so of those only the names equal with A-Z folded stay.
      const lower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
      const kept = cities.filter((city) => lower(city.name) === lower(name));
      cities.splice(0, cities.length, ...kept);
    }),
  ),
];
