import type { Breakage } from "./break-handler";
import {
  inFirstQuarter,
  isFor,
  keepRowsByShownDate,
  onAnswer,
  onRequest,
  onV1Rows,
  onV2Items,
  pageOf,
  setV1Rows,
  v1Rows,
  v2Cities,
  v2Page,
  withColumnShown,
  withQuery,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cachedOn, repaged, without } from "./whole-result";

/** The text of a string cut at a number of UTF-8 bytes (a byte column), mid-character or not. */
function cutAtBytes(text: string, bytes: number): string {
  return Buffer.from(text, "utf8").subarray(0, bytes).toString("utf8");
}

/**
 * A server that falls back to the query without `parameter` when its answer is empty (a filter
 * whose value resolves to nothing read as no filter: an empty IN list dropped by the builder).
 */
function droppedWhenEmpty(
  id: "v2-occurrences" | "v2-cities" | "v1-occurrences",
  parameter: string | readonly string[],
  isEmpty: (body: unknown) => boolean,
): Breakage {
  const names = typeof parameter === "string" ? [parameter] : parameter;
  return async (request, upstream) => {
    const answer = await upstream(request);
    const given = names.some((name) => request.query.has(name));
    if (!isFor(request, id) || !given || answer.status !== 200) return answer;
    if (!isEmpty(answer.body)) return answer;
    return upstream(withQuery(request, (query) => names.forEach((name) => query.delete(name))));
  };
}

/** Whether a v2 body's data is an empty list. */
function emptyData(body: unknown): boolean {
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) && data.length === 0;
}

/** A decimal string rounded to four decimals, written with ten as the others are. */
function roundedTo4(decimal: string): string {
  return Number(decimal)
    .toFixed(4)
    .padEnd(decimal.split(".")[0]!.length + 11, "0");
}

/** A v1 row's `data_ocorrencia` as an instant (epoch ms), or undefined. */
function instantOf(shown: unknown): number | undefined {
  if (typeof shown !== "string") return undefined;
  const time = Date.parse(`${shown.replace(" ", "T")}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Real backend mistakes nobody had listed: filters that resolve to nothing, nested record fields,
 * counts, clocks, paging, caches, encodings and v1 operators, on every operation.
 */
export const ORACLE_UNLISTED_MORE_SERVERS: readonly OracleBrokenServer[] = [
  // v2 occurrences
  brokenStateless(
    "idCities whose cities have no occurrence in the answer read as no filter (the IN list built from the cities found, an empty list dropped)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.cities"],
    droppedWhenEmpty("v2-occurrences", "idCities", emptyData),
  ),
  brokenStateless(
    "with typeOccurrence each victim's ageGroup is its genre (two IdName joins aliased alike in the victims query)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable"],
    onV2Items((items, request) => {
      if (!request.query.has("typeOccurrence")) return;
      for (const item of items)
        for (const victim of item.victims) victim.ageGroup = { ...victim.genre };
    }),
  ),
  brokenStateless(
    "with idCities contextInfo.clippings comes empty (the clippings join left out of the IN branch)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable"],
    onV2Items((items, request) => {
      if (!request.query.has("idCities")) return;
      for (const item of items) item.contextInfo = { ...item.contextInfo, clippings: [] };
    }),
  ),
  brokenStateless(
    "on pages after the first, policeAction inverted on records with agents present (a bit field read with the wrong mask)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable"],
    onV2Items((items, request) => {
      if (pageOf(request.query) < 2) return;
      for (const item of items) if (item.agentPresence) item.policeAction = !item.policeAction;
    }),
  ),
  brokenStateless(
    "with order=DESC a dead victim's deathDate is null (the column left out of the reversed query's select)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable"],
    onV2Items((items, request) => {
      if (request.query.get("order") !== "DESC") return;
      for (const item of items) for (const victim of item.victims) victim.deathDate = null;
    }),
  ),
  brokenStateless(
    "with typeOccurrence hasNextPage is false on every page (the look-ahead query built without the victims join finds nothing)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.sequence"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page !== undefined && request.query.has("typeOccurrence"))
        page.pageMeta.hasNextPage = false;
    }),
  ),
  brokenStateless(
    "with typeOccurrence itemCount and pageCount count before the filter (typeOccurrence applied in memory after the count)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.page-count", "v2.filter.type-occurrence"],
    onAnswer("v2-occurrences", async (answer, request, upstream) => {
      const page = v2Page(answer);
      if (page === undefined || !request.query.has("typeOccurrence")) return;
      const unfiltered = v2Page(
        await upstream(withQuery(request, (query) => query.delete("typeOccurrence"))),
      );
      if (unfiltered === undefined) return;
      const { itemCount, pageCount, hasNextPage } = unfiltered.pageMeta;
      Object.assign(page.pageMeta, { itemCount, pageCount, hasNextPage });
    }),
  ),
  brokenCase(
    "order=DESC misses the newest record (an exclusive bound on the newest date in the reversed query)",
    [ORACLE_RULES.v2Occurrences, "v2.order", "v2.paging.reverse"],
    repaged({
      when: (query) => query.get("order") === "DESC",
      whole: (items) => items.slice(1),
    }),
  ),
  brokenCase(
    "a cache keyed without take on pages after the first (a page of one take answered for another take)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.page-size", "v2.paging.sequence"],
    cachedOn("v2-occurrences", (query) => (pageOf(query) > 1 ? without(query, "take") : undefined)),
  ),
  // v2 cities and states
  brokenStateless(
    "cityId of a city outside stateId read as no cityId (an empty lookup dropped): the state's every city",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    droppedWhenEmpty("v2-cities", "cityId", emptyData),
  ),
  brokenStateless(
    "with stateId city names come NFD-decomposed (a state's cache file written on a macOS volume)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    onAnswer("v2-cities", (answer, request) => {
      if (!request.query.has("stateId")) return;
      for (const city of v2Cities(answer) ?? []) city.name = city.name.normalize("NFD");
    }),
  ),
  brokenStateless(
    "with cityName each city's state.name is cut at 10 bytes, mid-character or not (a varchar(10) byte column on the search path)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    onAnswer("v2-cities", (answer, request) => {
      if (!request.query.has("cityName")) return;
      for (const city of v2Cities(answer) ?? [])
        city.state = { ...city.state, name: cutAtBytes(city.state.name, 10) };
    }),
  ),
  // v1 occurrences
  brokenStateless(
    "v1 cidade_id[] whose cities have no rows read as no filter (an empty IN list dropped)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences"],
    droppedWhenEmpty(
      "v1-occurrences",
      "cidade_id[]",
      (body) => Array.isArray(body) && body.length === 0,
    ),
  ),
  brokenStateless(
    "v1 data_ocorrencia's day on the -03:00 clock, its time in UTC: rows from 21:00 to midnight local shown a day late (the date and time columns converted apart)",
    [ORACLE_RULES.v1Occurrences, "cross.dates", "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const time = instantOf(row.data_ocorrencia);
        if (time === undefined || typeof row.data_ocorrencia !== "string") continue;
        const localDay = new Date(time - 3 * 3_600_000).toISOString().slice(0, 10);
        row.data_ocorrencia = `${localDay}${row.data_ocorrencia.slice(10)}`;
      }
    }),
  ),
  brokenStateless(
    "v1 local_ocorrencia cut at 40 characters (a varchar(40) column in the v1 table)",
    [ORACLE_RULES.v1Occurrences, "cross.records"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.local_ocorrencia === "string")
          row.local_ocorrencia = row.local_ocorrencia.slice(0, 40);
    }),
  ),
  brokenStateless(
    "v1 field[] rows show qtd_ferido_agen_segur_ocorrencia as 0 (the projection path forgets the agents' join)",
    [ORACLE_RULES.v1Occurrences, "v1.counts", "cross.records"],
    onV1Rows((rows, request) => {
      if (!request.query.has("field[]")) return;
      for (const row of rows)
        if (typeof row.qtd_ferido_agen_segur_ocorrencia === "number")
          row.qtd_ferido_agen_segur_ocorrencia = 0;
    }),
  ),
  brokenStateless(
    "v1 a field[] column named twice answers whole rows (the column set checked by its length against the distinct names)",
    [ORACLE_RULES.v1Occurrences, "v1.fields"],
    async (request, upstream) => {
      if (!isFor(request, "v1-occurrences")) return upstream(request);
      const fields = request.query.getAll("field[]");
      if (new Set(fields).size === fields.length) return upstream(request);
      return upstream(withQuery(request, (query) => query.delete("field[]")));
    },
  ),
  brokenStateless(
    "v1 occurrences with estado_id[] given twice answer one row more than once (a join per estado_id[] value)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences"],
    onAnswer("v1-occurrences", (answer, request) => {
      const rows = v1Rows(answer);
      const states = request.query.getAll("estado_id[]");
      if (rows === undefined || states.length < 2 || rows.length === 0) return;
      setV1Rows(answer, [...rows, ...rows.slice(0, 1)]);
    }),
  ),
  // v1 cities
  brokenStateless(
    "v1 Cidade[lk] with a % or _ between letters matched literally (only a leading and trailing % honoured: an includes/startsWith search)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    async (request, upstream) => {
      const pattern = request.query.get("Cidade[lk]");
      if (!isFor(request, "v1-cities") || pattern === null) return upstream(request);
      const inner = pattern.replace(/^%/, "").replace(/%$/, "");
      if (!/[%_]/.test(inner)) return upstream(request);
      const answer = await upstream(request);
      setV1Rows(answer, []);
      return answer;
    },
  ),
  brokenStateless(
    "v1 /cities with EstadoId: DensidadeDemografica recomputed as Populacao / Area rounded (another path computing the column)",
    [ORACLE_RULES.v1Cities, "cross.cities"],
    onAnswer("v1-cities", (answer, request) => {
      if (!request.query.has("EstadoId")) return;
      for (const row of v1Rows(answer) ?? [])
        if (typeof row.Populacao === "number" && typeof row.Area === "number" && row.Area > 0)
          row.DensidadeDemografica = Math.round(row.Populacao / row.Area);
    }),
  ),
  // definitions
  brokenCase(
    "/cities/definitions answers the occurrences' columns once /occurrences/definitions was asked (a memo keyed on the last path segment)",
    [ORACLE_RULES.v1Cities, "v1.definitions"],
    () => {
      let memo: unknown;
      return async (request, upstream) => {
        const answer = await upstream(request);
        if (!request.path.endsWith("/definitions") || answer.status !== 200) return answer;
        if (memo === undefined) memo = answer.body;
        else answer.body = memo;
        return answer;
      };
    },
  ),
  // More: consistent mistakes only another version or list tells, failed requests, fallbacks.
  brokenStateless(
    "v2 dates before 2019 written as the -03:00 wall clock with a Z (rows migrated from the old system in local time)",
    [ORACLE_RULES.v2Occurrences, "cross.dates", "v2.consistency"],
    onV2Items((items) => {
      for (const item of items) {
        const time = Date.parse(item.date);
        if (time < Date.parse("2019-01-01T00:00:00Z"))
          item.date = new Date(time - 3 * 3_600_000).toISOString();
      }
    }),
  ),
  brokenStateless(
    "v2 latitude and longitude rounded to four decimals for about a quarter of the cities (a float column on a partial table)",
    [ORACLE_RULES.v2Occurrences, "cross.records"],
    onV2Items((items) => {
      for (const item of items)
        if (inFirstQuarter(item.city.id)) {
          item.latitude = roundedTo4(item.latitude);
          item.longitude = roundedTo4(item.longitude);
        }
    }),
  ),
  brokenStateless(
    "v1 populacao_cidade on occurrence rows rounded to the thousand (a copy from a census summary table)",
    [ORACLE_RULES.v1Occurrences, "cross.records", "v1.consistency", "cross.cities"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.populacao_cidade === "number")
          row.populacao_cidade = Math.round(row.populacao_cidade / 1000) * 1000;
    }),
  ),
  brokenStateless(
    "v1 qtd_morto_civil_ocorrencia at most 1 (a has-dead flag read as the count)",
    [ORACLE_RULES.v1Occurrences, "v1.counts", "cross.records"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.qtd_morto_civil_ocorrencia === "number")
          row.qtd_morto_civil_ocorrencia = Math.min(1, row.qtd_morto_civil_ocorrencia);
    }),
  ),
  brokenStateless(
    "v1 civilians killed and wounded swapped on every row (two columns mapped by position)",
    [ORACLE_RULES.v1Occurrences, "cross.records", "v1.counts"],
    async (request, upstream) => {
      if (!isFor(request, "v1-occurrences")) return upstream(request);
      const dead = withColumnShown(request, "qtd_morto_civil_ocorrencia");
      const wounded = withColumnShown(dead.asked, "qtd_ferido_civil_ocorrencia");
      const answer = await upstream(wounded.asked);
      for (const row of v1Rows(answer) ?? []) {
        [row.qtd_morto_civil_ocorrencia, row.qtd_ferido_civil_ocorrencia] = [
          row.qtd_ferido_civil_ocorrencia,
          row.qtd_morto_civil_ocorrencia,
        ];
        dead.drop(row);
        wounded.drop(row);
      }
      return answer;
    },
  ),
  brokenCase(
    "v1 occurrence rows' cod_ibge_cidade and gentilico_cidade of the city one id below (a join on cidade_id - 1 for the city's detail columns)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency", "cross.records"],
    () => {
      let cities: Map<number, Record<string, unknown>> | undefined;
      return async (request, upstream) => {
        if (!isFor(request, "v1-occurrences")) return upstream(request);
        if (cities === undefined) {
          const rows = v1Rows(
            await upstream({
              method: "GET",
              path: "/api/v1/cities",
              query: new URLSearchParams(),
              headers: {},
            }),
          );
          cities = new Map((rows ?? []).map((row) => [Number(row.CidadeId), row] as const));
        }
        const { asked, drop } = withColumnShown(request, "cidade_id");
        const answer = await upstream(asked);
        for (const row of v1Rows(answer) ?? []) {
          const below = cities.get(Number(row.cidade_id) - 1);
          drop(row);
          if (below === undefined) continue;
          if ("cod_ibge_cidade" in row) row.cod_ibge_cidade = below.CodigoIBGE;
          if ("gentilico_cidade" in row) row.gentilico_cidade = below.Gentilico;
        }
        return answer;
      };
    },
  ),
  brokenStateless(
    "v1 presen_agen_segur_ocorrencia always 0 (the column read from a table left empty by a migration)",
    [ORACLE_RULES.v1Occurrences, "cross.records"],
    onV1Rows((rows) => {
      for (const row of rows)
        if ("presen_agen_segur_ocorrencia" in row) row.presen_agen_segur_ocorrencia = 0;
    }),
  ),
  brokenCase(
    "finaldate's day ends at 23:00 (the bound computed as the day's start plus 23 hours, an off-by-one in hours): the last hour's records dropped",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates"],
    repaged({
      when: (query) => query.has("finaldate"),
      whole: (items, request) => {
        const last = request.query.get("finaldate") ?? "";
        return items.filter((item) => !item.date.startsWith(`${last}T23`));
      },
    }),
  ),
  brokenStateless(
    "v1 data_ocorrencia[lt]'s day ends at 23:00 (the bound computed as the day's start plus 23 hours): the last hour's rows dropped",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates"],
    keepRowsByShownDate(
      "data_ocorrencia[lt]",
      (shown, day) => typeof shown !== "string" || !shown.startsWith(`${day} 23`),
    ),
  ),
  brokenStateless(
    "v2 cityName with an apostrophe answers HTTP 500 (the quote breaks the unescaped SQL, the error not caught)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters", "v2.status"],
    async (request, upstream) => {
      const name = request.query.get("cityName");
      if (!isFor(request, "v2-cities") || name === null || !name.includes("'"))
        return upstream(request);
      return {
        status: 500,
        headers: { "content-type": "application/json; charset=utf-8" },
        body: { msg: "internal error", msgCode: "internal", code: 500, data: [] },
      };
    },
  ),
  brokenStateless(
    "v1 date bounds that find no row dropped (an empty answer retried without them)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates", "v1.filter.occurrences"],
    droppedWhenEmpty(
      "v1-occurrences",
      ["data_ocorrencia[gt]", "data_ocorrencia[lt]"],
      (body) => Array.isArray(body) && body.length === 0,
    ),
  ),
  brokenStateless(
    "v2 a date window that finds nothing read as no window (an empty answer retried without initialdate and finaldate)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates"],
    droppedWhenEmpty("v2-occurrences", ["initialdate", "finaldate"], emptyData),
  ),
  brokenStateless(
    "the v2 states list gives each state the id of its region (a join aliasing both as id)",
    [ORACLE_RULES.v2Cities, "v2.partition.states", "v2.consistency"],
    async (request, upstream) => {
      const answer = await upstream(request);
      if (!isFor(request, "v2-states")) return answer;
      const states = v2Cities(answer);
      if (states === undefined) return answer;
      const occurrences = v2Page(
        await upstream({
          method: "GET",
          path: "/api/v2/occurrences",
          query: new URLSearchParams({ take: "1000" }),
          headers: {},
        }),
      );
      const regionOf = new Map(
        (occurrences?.data ?? []).map((item) => [item.state.id, item.region.id] as const),
      );
      for (const state of states as unknown as { id: string }[])
        state.id = regionOf.get(state.id) ?? state.id;
      return answer;
    },
  ),
  brokenStateless(
    "hasPreviousPage true on page 1 when idState comes (offset >= 0 where > 0 was meant, in the state's query)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.flags"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page !== undefined && request.query.has("idState") && pageOf(request.query) === 1)
        page.pageMeta.hasPreviousPage = true;
    }),
  ),
  brokenStateless(
    "with take above 10, subNeighborhood and locality of an item taken from the item before it (an ORM identity map reused)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable"],
    onV2Items((items, request) => {
      if (Number(request.query.get("take") ?? "0") <= 10) return;
      for (let i = items.length - 1; i > 0; i -= 1) {
        const before = items[i - 1]!;
        items[i]!.subNeighborhood = before.subNeighborhood;
        items[i]!.locality = before.locality;
      }
    }),
  ),
  brokenStateless(
    "every transport's occurrenceId is the transport's own id (the link table's two keys mapped the wrong way round)",
    [ORACLE_RULES.v2Occurrences, "v2.consistency"],
    onV2Items((items) => {
      for (const item of items)
        for (const transport of item.transports) transport.occurrenceId = transport.id;
    }),
  ),
  brokenStateless(
    "initialdate without finaldate dropped when order=DESC (a newest-first feed built apart)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates"],
    onRequest("v2-occurrences", (query) => {
      if (!query.has("finaldate") && query.get("order") === "DESC") query.delete("initialdate");
    }),
  ),
  brokenCase(
    "an unfiltered take of 1000 or more starts one record late (OFFSET 1 on the export path)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.take-agreement"],
    repaged({
      when: (query) =>
        Number(query.get("take") ?? "0") >= 1000 &&
        [...query.keys()].every((name) => ["take", "page", "order"].includes(name)),
      page: (items, window) => items.slice(window.start + 1, window.end + 1),
    }),
  ),
  brokenStateless(
    "neighborhood.id is the city's id (the join selected city.id AS neighborhood_id)",
    [ORACLE_RULES.v2Occurrences, "v2.records.nested-ids"],
    onV2Items((items) => {
      for (const item of items) item.neighborhood.id = item.city.id;
    }),
  ),
  brokenStateless(
    "complementary reasons carry the main reason's id (one id column mapped for both)",
    [ORACLE_RULES.v2Occurrences, "v2.records.nested-ids"],
    onV2Items((items) => {
      for (const { contextInfo } of items)
        for (const reason of contextInfo.complementaryReasons as { id: string }[])
          reason.id = contextInfo.mainReason.id;
    }),
  ),
  brokenStateless(
    "victim ids numbered within each occurrence (the first victim of every occurrence has one id)",
    [ORACLE_RULES.v2Occurrences, "v2.records.nested-ids"],
    onV2Items((items) => {
      for (const item of items)
        item.victims.forEach((victim, index) => {
          victim.id = `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`;
        });
    }),
  ),
  brokenCase(
    "a take above 100 serves at most 100 rows on pages after the first (the repository clamps, pageMeta echoes the take)",
    [
      ORACLE_RULES.v2Occurrences,
      "v2.paging.large-take",
      "v2.paging.page-size",
      "v2.paging.concatenation",
    ],
    repaged({
      when: (query) => Number(query.get("take") ?? "0") > 100 && pageOf(query) > 1,
      page: (items, window) => items.slice(window.start, Math.min(window.end, window.start + 100)),
    }),
  ),
];
