import { matchLike } from "../../../src/query/v1";
import {
  isFor,
  keepV1Rows,
  onAnswer,
  onRequest,
  onV1Rows,
  onV2Items,
  v2Cities,
  withQuery,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { saoPauloWallClock } from "./oracle-honest";
import { v1DatesShownOn } from "./v1-dates-shown-on";

const HOUR_MS = 3_600_000;

/** The 2019-2020 summer a tz database older than 2019b still gives daylight saving (-02:00). */
const STALE_DST_FROM = Date.parse("2019-11-03T03:00:00Z");
const STALE_DST_TO = Date.parse("2020-02-16T02:00:00Z");

/** An instant (epoch ms) as `YYYY-MM-DD HH:MM:SS` in UTC. */
function shownAt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** The UTF-8 bytes of a text in lower case, each as its decimal number (a binary column). */
function bytesOf(text: string): string[] {
  return Array.from(Buffer.from(text.toLowerCase(), "utf8")).map(String);
}

/** A `Cidade[lk]` given with a `+` in the value as the client wrote it (raw or `%5B…%5D`). */
const PLUS_IN_LIKE = /Cidade(\[|%5B)lk(\]|%5D)=[^&]*\+/i;

/** The raw value of `Cidade[lk]` in a request target. */
const RAW_LIKE = /Cidade(?:\[|%5B)lk(?:\]|%5D)=([^&]*)/i;

/**
 * Real backend mistakes found late: columns of the v1 occurrence rows from another table or
 * cast, an old tz database, LIKE on bytes or cut or decoded otherwise, a flag flipped for one
 * state, an order ignored on one path, a name compared exactly on one path, a list joined twice.
 */
export const ORACLE_UNLISTED_LATE_SERVERS: readonly OracleBrokenServer[] = [
  // v1 occurrences
  brokenStateless(
    "v1 densidade_demo_cidade on occurrence rows cut to an integer (a CAST in the occurrences view): 5176 where /cities says 5176.02",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.densidade_demo_cidade === "string")
          row.densidade_demo_cidade = row.densidade_demo_cidade.replace(/\.\d+$/, "");
    }),
  ),
  brokenStateless(
    "v1 cod_ibge_estado of Pará's rows is 16 (Amapá's code: a lookup table shifted by one), its cities' codes still 15xxxxx",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) if (row.cod_ibge_estado === 15) row.cod_ibge_estado = 16;
    }),
  ),
  brokenStateless(
    "v1 nome_estado, uf_estado and cod_ibge_estado of Pernambuco's rows from the row above in a states table (Paraíba, PB, 25)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency", "cross.records"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (
          row.uf_estado === "PE" ||
          row.nome_estado === "Pernambuco" ||
          row.cod_ibge_estado === 26
        ) {
          if ("nome_estado" in row) row.nome_estado = "Paraíba";
          if ("uf_estado" in row) row.uf_estado = "PB";
          if ("cod_ibge_estado" in row) row.cod_ibge_estado = 25;
        }
    }),
  ),
  brokenCase(
    "v1 dates on São Paulo's wall clock with a tz database older than 2019b (daylight saving still applied in the 2019-2020 summer)",
    [ORACLE_RULES.v1Occurrences, "cross.dates"],
    () =>
      v1DatesShownOn((time) =>
        time >= STALE_DST_FROM && time < STALE_DST_TO
          ? shownAt(time - 2 * HOUR_MS)
          : saoPauloWallClock(time),
      ),
  ),
  // v1 cities
  brokenStateless(
    "Cidade[lk] with _ matched on UTF-8 bytes (a binary column): _ cannot stand for an accented letter",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      const pattern = request.query.get("Cidade[lk]");
      if (pattern === null || !pattern.includes("_")) return;
      const wanted = bytesOf(pattern).map((b) => (b === "95" ? "_" : b === "37" ? "%" : b));
      keepV1Rows(
        answer,
        (row) => typeof row.Cidade !== "string" || matchLike(bytesOf(row.Cidade), wanted),
      );
    }),
  ),
  brokenStateless(
    "Cidade[lk] with + not read as a space (the value decoded by decodeURIComponent only)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    async (request, upstream) => {
      if (!isFor(request, "v1-cities") || !PLUS_IN_LIKE.test(request.target ?? ""))
        return upstream(request);
      const raw = RAW_LIKE.exec(request.target ?? "")?.[1] ?? "";
      return upstream(
        withQuery(request, (query) => query.set("Cidade[lk]", decodeURIComponent(raw))),
      );
    },
  ),
  brokenStateless(
    "Cidade[lk] cut at 20 characters (a VARCHAR(20) bind parameter)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      const pattern = query.get("Cidade[lk]");
      if (pattern !== null && Array.from(pattern).length > 20)
        query.set("Cidade[lk]", Array.from(pattern).slice(0, 20).join(""));
    }),
  ),
  // v2 occurrences
  brokenStateless(
    "agentPresence inverted on every record of Pará (one state's data migrated with the flag's meaning flipped)",
    [ORACLE_RULES.v2Occurrences, "cross.records"],
    onV2Items((items) => {
      for (const item of items)
        if (item.state.name === "Pará") item.agentPresence = !item.agentPresence;
    }),
  ),
  brokenStateless(
    "order=DESC ignored when idCities comes without a date window (a city feed query built apart, always ascending)",
    [ORACLE_RULES.v2Occurrences, "v2.order"],
    onRequest("v2-occurrences", (query) => {
      if (query.has("idCities") && !query.has("initialdate") && !query.has("finaldate"))
        query.set("order", "ASC");
    }),
  ),
  // v2 cities and states
  brokenStateless(
    "with stateId, cityName compared with case and accents significant (the state's search path uses =, the others ILIKE unaccent)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    onAnswer("v2-cities", (answer, request) => {
      const name = request.query.get("cityName");
      const cities = v2Cities(answer);
      if (name === null || cities === undefined || !request.query.has("stateId")) return;
      const kept = cities.filter((city) => city.name === name);
      cities.splice(0, cities.length, ...kept);
    }),
  ),
  brokenStateless(
    "GET /api/v2/states lists a state twice (a join with its regions)",
    [ORACLE_RULES.v2Cities, "v2.consistency"],
    onAnswer("v2-states", (answer) => {
      // v2Cities reads any 200 body's data list: here the states.
      const states = v2Cities(answer);
      const first = states?.[0];
      if (states !== undefined && first !== undefined) states.push({ ...first });
    }),
  ),
];
