import type { Occurrence } from "../../../src/generated/types";
import type { WorldOccurrence } from "../../../src/world/world";
import type { Breakage } from "./break-handler";
import type { WorldName } from "./broken-server";
import { shiftDay } from "../../../src/conformance/dates";
import { isFor, onAnswer, onRequest, v1Rows, withColumnShown } from "./answers";
import { worldOf } from "./mock-handlers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cachedOn, repaged } from "./whole-result";
import { wallClock } from "./wall-clock";

/** The most records a cursor reads at once. */
const BATCH = 1000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Takes above 1000 read from a cursor in batches of 1000, each batch resumed at the last record
 * read (`>=`): each batch repeats the one before's last record, and the page is cut at take.
 */
const batchesOfThousand: () => Breakage = repaged({
  when: (query) => Number(query.get("take") ?? "0") > BATCH,
  page: (items, window) => {
    const take = window.pageMeta.take;
    const out: Occurrence[] = [];
    for (let at = window.start; out.length < take && at < items.length;) {
      const batch = items.slice(at, at + BATCH);
      out.push(...batch);
      if (batch.length < BATCH) break;
      at += batch.length - 1;
    }
    return out.slice(0, take);
  },
});

/**
 * v1 occurrence rows rewritten with the world's record of each (read by id_ocorrencia, shown for
 * the lookup and dropped again when `field[]` leaves it out): a server reading another table.
 */
function onV1RowsWithRecord(
  world: WorldName,
  change: (row: Record<string, unknown>, record: WorldOccurrence) => void,
): () => Breakage {
  return () => {
    const byId = new Map(worldOf(world, "spec").occurrences.map((record) => [record.id, record]));
    return async (request, upstream) => {
      if (!isFor(request, "v1-occurrences")) return upstream(request);
      const { asked, drop } = withColumnShown(request, "id_ocorrencia");
      const answer = await upstream(asked);
      for (const row of v1Rows(answer) ?? []) {
        const record = byId.get(Number(row.id_ocorrencia));
        if (record !== undefined) change(row, record);
        drop(row);
      }
      return answer;
    };
  };
}

/** The named zone each state's v1 dates are shown on (by estado_id: RJ, PE, BA, PA). */
const STATE_ZONES: Readonly<Record<number, string>> = {
  1: "America/Sao_Paulo",
  2: "America/Recife",
  3: "America/Bahia",
  4: "America/Belem",
};

/**
 * A fourth batch of real backend mistakes, written outside the suite from docs/ alone: a cache
 * keyed on the months of the window, a bound alone read with a default for the other, a cursor
 * read in overlapping batches, If-None-Match checked for presence only, a list de-duplicated by
 * count, a v1 bound printed with six significant digits; on v1 occurrences, a legacy-id table
 * shifted, a year-end bound rolled back a year, an HTML-escaped address, state names without
 * their accents, coordinates cut to four decimals, and each state's dates on a zone of its own.
 */
export const ORACLE_UNLISTED_BATCH4_SERVERS: readonly OracleBrokenServer[] = [
  // v2 occurrences
  brokenCase(
    "a v2 occurrences cache keyed on the date window cut to months (initialdate and finaldate as YYYY-MM): a window answered from the cache of another window in the same months",
    [ORACLE_RULES.v2Occurrences],
    cachedOn("v2-occurrences", (query) => {
      const key = new URLSearchParams(query);
      for (const name of ["initialdate", "finaldate"]) {
        const value = key.get(name);
        if (value !== null) key.set(name, value.slice(0, 7));
      }
      key.sort();
      return key.toString();
    }),
  ),
  brokenStateless(
    "initialdate without finaldate answers that one day (finaldate defaulted to initialdate)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates", "v2.partition.dates"],
    onRequest("v2-occurrences", (query) => {
      const from = query.get("initialdate");
      if (from !== null && !query.has("finaldate")) query.set("finaldate", from);
    }),
  ),
  // On the default world, where the suite once passed it (seeds 3, 5 and 7).
  brokenStateless(
    "finaldate without initialdate: the window starts 365 days before finaldate (a default start of one year)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates", "v2.partition.dates"],
    onRequest("v2-occurrences", (query) => {
      const to = query.get("finaldate");
      if (to !== null && DAY_PATTERN.test(to) && !query.has("initialdate"))
        query.set("initialdate", shiftDay(to, -365));
    }),
    { world: "default" },
  ),
  brokenCase(
    "takes above 1000 read from a cursor in batches of 1000, each batch resumed at the last record read (>=): every batch repeats the previous batch's last record, the page cut at take",
    [
      ORACLE_RULES.v2Occurrences,
      "v2.paging.large-take",
      "v2.paging.page-size",
      "v2.records.unique-id",
    ],
    batchesOfThousand,
  ),
  brokenStateless(
    "any If-None-Match answered 304 (the header's presence checked, not its value)",
    [ORACLE_RULES.v2Occurrences, "v2.status", "v1.status"],
    async (request, upstream) => {
      const answer = await upstream(request);
      if (answer.status !== 200 || request.headers["if-none-match"] === undefined) return answer;
      const tag = Object.entries(answer.headers).find(([name]) => name.toLowerCase() === "etag");
      return { status: 304, headers: tag === undefined ? {} : { ETag: tag[1] }, body: "" };
    },
  ),
  brokenStateless(
    "repeated idCities de-duplicated by count only (list.slice(0, new Set(list).size)): a city repeated before another pushes the last one out",
    [ORACLE_RULES.v2Occurrences],
    onRequest("v2-occurrences", (query) => {
      const list = query.getAll("idCities");
      const size = new Set(list).size;
      if (size === list.length) return;
      query.delete("idCities");
      for (const city of list.slice(0, size)) query.append("idCities", city);
    }),
  ),
  // v1 cities
  brokenStateless(
    "Populacao bounds passed through printf %g (six significant digits): Populacao[lt]=6211223 reads as 6211220",
    [ORACLE_RULES.v1Cities],
    onRequest("v1-cities", (query) => {
      for (const name of ["Populacao[gt]", "Populacao[lt]"]) {
        const value = query.get(name);
        if (value !== null && /^\d+$/.test(value))
          query.set(name, String(Number(Number(value).toPrecision(6))));
      }
    }),
  ),
  // v1 occurrences
  brokenStateless(
    "v1 cidade_id[] of Pará's cities (51 to 57) mapped to the next id (a legacy-id table shifted after a deleted row; 57 maps to nothing)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences", "v1.partition"],
    onRequest("v1-occurrences", (query) => {
      const ids = query.getAll("cidade_id[]");
      if (ids.length === 0) return;
      query.delete("cidade_id[]");
      for (const id of ids)
        query.append(
          "cidade_id[]",
          /^\d+$/.test(id) && Number(id) >= 51 ? String(Number(id) + 1) : id,
        );
    }),
  ),
  brokenStateless(
    "v1 data_ocorrencia[lt]=YYYY-12-31 turned into < YYYY-01-01 (the day after built with the month rolled over but not the year)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates"],
    onRequest("v1-occurrences", (query) => {
      const match = /^(\d{4})-12-31$/.exec(query.get("data_ocorrencia[lt]") ?? "");
      if (match !== null) query.set("data_ocorrencia[lt]", `${Number(match[1]) - 1}-12-31`);
    }),
  ),
  brokenStateless(
    "v1 local_ocorrencia HTML-escaped (a template helper run on the JSON path): Dias d&#39;Ávila",
    [ORACLE_RULES.v1Occurrences, "cross.records"],
    onAnswer("v1-occurrences", (answer) => {
      for (const row of v1Rows(answer) ?? [])
        if (typeof row.local_ocorrencia === "string")
          row.local_ocorrencia = row.local_ocorrencia
            .replace(/&/g, "&amp;")
            .replace(/'/g, "&#39;")
            .replace(/</g, "&lt;")
            .replace(/>/g, "&gt;")
            .replace(/"/g, "&quot;");
    }),
  ),
  brokenStateless(
    "v1 nome_estado from an ASCII-only states table (Para, while v2 and the cities write Pará)",
    [ORACLE_RULES.v1Occurrences, "cross.records"],
    onAnswer("v1-occurrences", (answer) => {
      for (const row of v1Rows(answer) ?? [])
        if (typeof row.nome_estado === "string")
          row.nome_estado = row.nome_estado.normalize("NFD").replace(/\p{M}/gu, "");
    }),
  ),
  // On the default world, where the suite once passed it (seeds 1 and 3).
  brokenStateless(
    "v1 latitude and longitude of Bahia's rows cut to four decimals (a DECIMAL(9,4) column in the partner's import)",
    [ORACLE_RULES.v1Occurrences, "cross.records"],
    async (request, upstream) => {
      if (!isFor(request, "v1-occurrences")) return upstream(request);
      const { asked, drop } = withColumnShown(request, "estado_id");
      const answer = await upstream(asked);
      for (const row of v1Rows(answer) ?? []) {
        if (row.estado_id === 3)
          for (const column of ["latitude_ocorrencia", "longitude_ocorrencia"]) {
            const value = row[column];
            if (typeof value === "number") row[column] = Math.trunc(value * 1e4) / 1e4;
          }
        drop(row);
      }
      return answer;
    },
    { world: "default" },
  ),
  // On the default world, where the suite once passed it (seeds 2 and 4).
  brokenCase(
    "v1 dates shown on each state's own named zone (Rio on America/Sao_Paulo with its daylight saving, the others on America/Recife, Bahia, Belem): one zone per state, not per answer",
    [ORACLE_RULES.v1Occurrences, "cross.dates"],
    onV1RowsWithRecord("default", (row, record) => {
      const zone = STATE_ZONES[record.stateId];
      if (zone === undefined) return;
      const shown = wallClock(record.time, zone);
      if ("data_ocorrencia" in row) row.data_ocorrencia = shown;
      if ("hora_ocorrencia" in row) row.hora_ocorrencia = shown.slice(11);
    }),
    { world: "default" },
  ),
];
