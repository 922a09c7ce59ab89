import type { Occurrence } from "../../../src/generated/types";
import { shiftDay } from "../../../src/conformance/dates";
import {
  isFor,
  onAnswer,
  onRequest,
  onV1Rows,
  pageOf,
  setV1Rows,
  v1Rows,
  v2Cities,
  v2Page,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { saoPauloWallClock } from "./oracle-honest";
import { v1DatesShownOn } from "./v1-dates-shown-on";
import { cachedOn, repaged, without } from "./whole-result";

/** São Paulo's offset from UTC at an instant, in ms (-2 h in its daylight saving, until 2019). */
function offsetAt(time: number): number {
  return Date.parse(`${saoPauloWallClock(time).replace(" ", "T")}Z`) - time;
}

/**
 * São Paulo's wall clock with the offset of noon the day before (a per-day cache filled a day
 * late): right on every day but the first one after daylight saving starts or ends.
 */
function clockOfDayBefore(time: number): string {
  const day = saoPauloWallClock(time).slice(0, 10);
  const offset = offsetAt(Date.parse(`${shiftDay(day, -1)}T15:00:00Z`));
  return new Date(time + offset).toISOString().slice(0, 19).replace("T", " ");
}

/** A UTF-8 string read back as Latin-1 (each byte one character): São -> SÃ£o. */
function mojibake(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

/** Words a full-text search index drops from the query (Portuguese stop words). */
const STOP_WORDS = new Set(["de", "do", "da", "dos", "das", "d"]);

/**
 * v2 and v1, every operation: off-by-ones, combinations, values, encodings, nested ids, caches,
 * zones.
 */
export const ORACLE_UNLISTED_EDGE_SERVERS: readonly OracleBrokenServer[] = [
  brokenCase(
    "the last page comes empty when exactly one item is left on it (itemCount % take == 1, a loop stopping one short)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.concatenation", "v2.paging.page-size"],
    repaged({
      when: () => true,
      page: (items, window) => {
        const { itemCount, take, page, pageCount } = window.pageMeta;
        if (page === pageCount && itemCount % take === 1) return [];
        return items.slice(window.start, window.end);
      },
    }),
  ),
  brokenCase(
    "takes above 50 skip (page - 1) * (take - 1) rows (a batch path with its own offset)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.sequence", "v2.paging.concatenation"],
    repaged({
      when: (query) => Number(query.get("take") ?? "0") > 50 && pageOf(query) > 1,
      page: (items, window) => {
        const { page, take } = window.pageMeta;
        const start = (page - 1) * (take - 1);
        return items.slice(start, start + take);
      },
    }),
  ),
  brokenStateless(
    "typeOccurrence dropped when idCities names two or more cities (the victims join lost in the IN branch)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.type-occurrence", "v2.filter.intersection"],
    onRequest("v2-occurrences", (query) => {
      if (query.getAll("idCities").length > 1) query.delete("typeOccurrence");
    }),
  ),
  brokenStateless(
    "initialdate dropped when order=DESC comes with idCities (another query builder branch)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates"],
    onRequest("v2-occurrences", (query) => {
      if (query.get("order") === "DESC" && query.has("idCities")) query.delete("initialdate");
    }),
  ),
  brokenStateless(
    "an occurrence without victims shows the victims of the item before it on the page (an ORM identity map reused)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable", "v2.consistency"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page === undefined) return;
      let previous: Occurrence["victims"] = [];
      for (const item of page.data) {
        if (item.victims.length === 0 && previous.length > 0) item.victims = previous;
        previous = item.victims;
      }
    }),
  ),
  brokenStateless(
    "with idState latitude and longitude swapped on records whose document number is odd (two columns mapped by position)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable", "cross.records"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page === undefined || !request.query.has("idState")) return;
      for (const item of page.data)
        if (item.documentNumber % 2 === 1)
          [item.latitude, item.longitude] = [item.longitude, item.latitude];
    }),
  ),
  brokenCase(
    "a cache keyed without page when take is not given (the default take's pages answer the first one asked)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.sequence"],
    cachedOn("v2-occurrences", (query) => (query.has("take") ? undefined : without(query, "page"))),
  ),
  brokenStateless(
    "a city's state.id in the record taken from the region when idState is absent (a join aliasing both as id)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable", "v2.consistency"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page === undefined || request.query.has("idState")) return;
      for (const item of page.data)
        if (pageOf(request.query) > 1) item.state = { ...item.state, id: item.region.id };
    }),
  ),
  brokenStateless(
    "cityName with a letter outside ASCII finds nothing (the parameter decoded as Latin-1: SÃ£o)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    onRequest("v2-cities", (query) => {
      const name = query.get("cityName");
      if (name !== null && /[^ -~]/.test(name)) query.set("cityName", mojibake(name));
    }),
  ),
  brokenStateless(
    "cityName with a stop word (de, do, da) finds nothing (the search index drops stop words from the query only)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    async (request, upstream) => {
      const name = request.query.get("cityName");
      if (!isFor(request, "v2-cities") || name === null) return upstream(request);
      const words = name.split(/[\s']+/);
      if (!words.some((word) => STOP_WORDS.has(word.toLowerCase()))) return upstream(request);
      const answer = await upstream(request);
      const cities = v2Cities(answer);
      if (cities !== undefined) cities.splice(0, cities.length);
      return answer;
    },
  ),
  brokenStateless(
    "the states list leaves out the last state (a LIMIT off by one), its cities still listed",
    [ORACLE_RULES.v2Cities, "v2.partition.states", "cross.cities", "v2.consistency"],
    onAnswer("v2-states", (answer) => {
      const states = v2Cities(answer);
      if (states !== undefined && states.length > 1) states.pop();
    }),
  ),
  brokenStateless(
    "field[] without data_ocorrencia drops the date bounds (the WHERE built from the selected columns only)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates", "v1.filter.occurrences"],
    onRequest("v1-occurrences", (query) => {
      const fields = query.getAll("field[]");
      if (fields.length > 0 && !fields.includes("data_ocorrencia")) {
        query.delete("data_ocorrencia[gt]");
        query.delete("data_ocorrencia[lt]");
      }
    }),
  ),
  brokenStateless(
    "cidade_id[] with estado_id[] and a date bound: the city filter dropped (three filters overflow a fixed WHERE template)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences"],
    onRequest("v1-occurrences", (query) => {
      const dated = query.has("data_ocorrencia[gt]") || query.has("data_ocorrencia[lt]");
      if (dated && query.has("estado_id[]")) query.delete("cidade_id[]");
    }),
  ),
  brokenStateless(
    "v1 latitude_ocorrencia and longitude_ocorrencia swapped on rows whose id is a multiple of 3",
    [ORACLE_RULES.v1Occurrences, "cross.records", "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.id_ocorrencia === "number" && row.id_ocorrencia % 3 === 0)
          [row.latitude_ocorrencia, row.longitude_ocorrencia] = [
            row.longitude_ocorrencia,
            row.latitude_ocorrencia,
          ];
    }),
  ),
  brokenCase(
    "v1 dates on São Paulo's wall clock with the offset of the day before (a per-day cache filled late): the first day of daylight saving, and the first after it, an hour off",
    [ORACLE_RULES.v1Occurrences, "cross.dates", "v1.dates.zone", "v1.consistency"],
    () => v1DatesShownOn(clockOfDayBefore),
  ),
  brokenStateless(
    "Populacao[gt] dropped when Cidade[lk] comes with it (a search path that ignores numeric bounds)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      if (query.has("Cidade[lk]")) query.delete("Populacao[gt]");
    }),
  ),
  brokenStateless(
    "v1 Cidade with an apostrophe shown with the quote doubled (Dias d''Ávila: the SQL escape written into the value)",
    [ORACLE_RULES.v1Cities, "cross.cities"],
    onAnswer("v1-cities", (answer) => {
      for (const row of v1Rows(answer) ?? [])
        if (typeof row.Cidade === "string") row.Cidade = row.Cidade.replace(/'/g, "''");
    }),
  ),
  brokenStateless(
    "v1 /cities with field[] drops the city with the highest CidadeId (a projection query with LIMIT count - 1)",
    [ORACLE_RULES.v1Cities, "cross.cities", "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      const rows = v1Rows(answer);
      if (rows === undefined || !request.query.has("field[]") || rows.length < 2) return;
      setV1Rows(answer, rows.slice(0, -1));
    }),
  ),
  brokenStateless(
    "v1 rows of several states all show the first row's nome_estado and uf_estado (the state joined once per answer)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency", "cross.records"],
    onV1Rows((rows) => {
      const first = rows[0];
      if (first === undefined) return;
      for (const row of rows) {
        if ("nome_estado" in row) row.nome_estado = first.nome_estado;
        if ("uf_estado" in row) row.uf_estado = first.uf_estado;
      }
    }),
  ),
  brokenStateless(
    "on pages after the first, an occurrence without transports shows transports: null (a left join with no row, mapped by another path)",
    [ORACLE_RULES.v2Occurrences, "v2.schema", "v2.records.stable"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page === undefined || pageOf(request.query) < 2) return;
      for (const item of page.data)
        if (item.transports.length === 0)
          (item as unknown as Record<string, unknown>).transports = null;
    }),
  ),
  brokenStateless(
    "order=DESC ignored for takes above 100 (a bulk path that always sorts ascending)",
    [ORACLE_RULES.v2Occurrences, "v2.order", "v2.paging.reverse"],
    onRequest("v2-occurrences", (query) => {
      if (Number(query.get("take") ?? "0") > 100) query.delete("order");
    }),
  ),
  brokenStateless(
    "v1 field[] with several cidade_id[]: only the first city's rows (the projection path reads one id)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences", "v1.partition"],
    onRequest("v1-occurrences", (query) => {
      const cities = query.getAll("cidade_id[]");
      if (!query.has("field[]") || cities.length < 2) return;
      query.delete("cidade_id[]");
      query.append("cidade_id[]", cities[0] ?? "");
    }),
  ),
];
