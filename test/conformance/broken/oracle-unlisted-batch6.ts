import { stripAccents } from "../../../src/world";
import type { Breakage } from "./break-handler";
import {
  isFor,
  onAnswer,
  onV1Rows,
  onV2Items,
  v1Rows,
  v2Cities,
  v2Page,
  withColumnShown,
  withQuery,
} from "./answers";
import {
  brokenCase,
  brokenStateless,
  honestCase,
  ORACLE_RULES,
  type OracleBrokenServer,
  type OracleHonestServer,
} from "./oracle-case";
import { cachedOn } from "./whole-result";

/** The population under which a city's v1 figures come from the older census. */
const SMALL_CITY = 40_000;

/** The share of its 2022 population a small city had in the 2010 census (about). */
const CENSUS_2010_SHARE = 0.91;

/** The v2 occurrences parameters a cache key strings together, in this order. */
const KEYED_PARAMETERS = [
  "idState",
  "idCities",
  "initialdate",
  "finaldate",
  "typeOccurrence",
  "order",
  "page",
  "take",
] as const;

/**
 * v1 rows of cities under 40,000 inhabitants with populacao_cidade and densidade_demo_cidade of
 * the 2010 census (a table of 2022 figures that lists the larger cities only);
 * `populacao_cidade` shown while the rows are read.
 */
const smallCitiesFrom2010: Breakage = async (request, upstream) => {
  if (!isFor(request, "v1-occurrences")) return upstream(request);
  const { asked, drop } = withColumnShown(request, "populacao_cidade");
  const answer = await upstream(asked);
  for (const row of v1Rows(answer) ?? []) {
    const population = row.populacao_cidade;
    if (typeof population === "number" && population < SMALL_CITY) {
      const older = Math.round(population * CENSUS_2010_SHARE);
      row.populacao_cidade = older;
      const density = Number(row.densidade_demo_cidade);
      if ("densidade_demo_cidade" in row)
        row.densidade_demo_cidade = ((density * older) / population).toFixed(2);
    }
    drop(row);
  }
  return answer;
};

/** v1 rows of Pará with hora_ocorrencia at 00:00:00; `nome_estado` shown while they are read. */
const paraTimeAtDefault: Breakage = async (request, upstream) => {
  if (!isFor(request, "v1-occurrences")) return upstream(request);
  const { asked, drop } = withColumnShown(request, "nome_estado");
  const answer = await upstream(asked);
  for (const row of v1Rows(answer) ?? []) {
    if (row.nome_estado === "Pará" && "hora_ocorrencia" in row) row.hora_ocorrencia = "00:00:00";
    drop(row);
  }
  return answer;
};

/**
 * idState given twice answered (where one is expected): the count query reads the first value,
 * the page query the last.
 */
const idStateReadTwoWays: Breakage = async (request, upstream) => {
  const states = request.query.getAll("idState");
  if (!isFor(request, "v2-occurrences") || states.length < 2) return upstream(request);
  const readingOne = (state: string | undefined) =>
    withQuery(request, (query) => query.set("idState", state ?? ""));
  const answer = await upstream(readingOne(states[0]));
  const page = v2Page(answer);
  const last = v2Page(await upstream(readingOne(states[states.length - 1])));
  if (page !== undefined && last !== undefined) page.data = last.data;
  return answer;
};

/**
 * v2 /cities with cityName matching the whole name, case folded, accents kept (a matcher of its
 * own), behind a cache keyed on the name folded of case and accents both, beside stateId and
 * cityId: a name asked with its accents and without them share an answer.
 */
function citiesCachedFoldedMatchedCaseOnly(): Breakage {
  const cached = cachedOn("v2-cities", (query) => {
    const names = query.getAll("cityName");
    if (names.length !== 1) return undefined;
    const folded = stripAccents(names[0] ?? "").toLowerCase();
    return JSON.stringify([query.get("stateId"), query.get("cityId"), folded]);
  })();
  const matched: Breakage = async (request, upstream) => {
    const names = request.query.getAll("cityName");
    const [name = ""] = names;
    if (!isFor(request, "v2-cities") || names.length !== 1) return upstream(request);
    const answer = await upstream(withQuery(request, (query) => query.delete("cityName")));
    const cities = v2Cities(answer);
    if (cities !== undefined) {
      const kept = cities.filter((city) => city.name.toUpperCase() === name.toUpperCase());
      cities.splice(0, cities.length, ...kept);
    }
    return answer;
  };
  return (request, upstream) => cached(request, (asked) => matched(asked, upstream));
}

/**
 * A sixth batch of real backend mistakes, written outside the suite from docs/ alone: on v1
 * occurrences, one state's city codes without their check digit, one state's time of day left at
 * its default, small cities' figures from an older census; on v2, a cache keyed on the values
 * strung together, a repeated idState read two ways, a cities cache keyed otherwise than its
 * matcher folds, and the states named without their accents.
 */
export const ORACLE_UNLISTED_BATCH6_SERVERS: readonly OracleBrokenServer[] = [
  // v1 occurrences (v1.consistency holds them to /cities and to the other columns).
  brokenStateless(
    "v1 cod_ibge_cidade of Pará's rows in 6 digits (DATASUS codes without the check digit, from one state's import)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const code = row.cod_ibge_cidade;
        if (typeof code === "number" && String(code).startsWith("15"))
          row.cod_ibge_cidade = Math.floor(code / 10);
      }
    }),
  ),
  brokenStateless(
    "v1 hora_ocorrencia 00:00:00 on Pará's rows while data_ocorrencia keeps the time (the partner import left the TIME column at its default)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    paraTimeAtDefault,
  ),
  brokenStateless(
    "v1 populacao_cidade and densidade_demo_cidade of cities under 40,000 inhabitants from the 2010 census (the 2022 table lists larger cities only)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    smallCitiesFrom2010,
  ),
  // v2 occurrences
  brokenCase(
    "a v2 occurrences answer cache keyed on the parameter values concatenated without separators (initialdate=D alone and finaldate=D alone share a key; page=1&take=25 and page=12&take=5 too)",
    [ORACLE_RULES.v2Occurrences],
    cachedOn("v2-occurrences", (query) =>
      KEYED_PARAMETERS.map((name) =>
        name === "idCities" ? query.getAll(name).join("") : (query.get(name) ?? ""),
      ).join(""),
    ),
  ),
  brokenStateless(
    "idState given twice answered: the count query reads the first value, the page query the last (two code paths reading a repeated parameter)",
    [ORACLE_RULES.v2Occurrences],
    idStateReadTwoWays,
  ),
  // v2 cities
  brokenCase(
    "v2 /cities answers cached under the cityName folded (case and accents) while the matcher folds case only (niteroi answered as niterói was, or the reverse)",
    [ORACLE_RULES.v2Cities],
    citiesCachedFoldedMatchedCaseOnly,
  ),
  // The states list (v2.consistency holds it to the state names /cities gives).
  brokenStateless(
    "GET /api/v2/states names the states without their accents (Para: read from another table)",
    [ORACLE_RULES.v2Cities, "v2.consistency"],
    onAnswer("v2-states", (answer) => {
      for (const state of v2Cities(answer) ?? []) state.name = stripAccents(state.name);
    }),
  ),
];

/** Honest servers of the sixth batch: each differs from the mock only where the spec is silent. */
export const ORACLE_HONEST_BATCH6: readonly OracleHonestServer[] = [
  honestCase(
    "nested lists (victims, transports, animal victims, clippings, complementary reasons) in reverse order on DESC answers (another plan's join order)",
    () =>
      onV2Items((items, request) => {
        if (request.query.get("order") !== "DESC") return;
        for (const item of items) {
          item.victims.reverse();
          item.transports.reverse();
          item.animalVictims.reverse();
          item.contextInfo.clippings.reverse();
          item.contextInfo.complementaryReasons.reverse();
        }
      }),
  ),
];
