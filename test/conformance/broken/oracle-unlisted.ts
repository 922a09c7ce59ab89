import { foldName } from "../../../src/query";
import type { City, Occurrence } from "../../../src/generated/types";
import type { Breakage, JsonRequest } from "./break-handler";
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
  withQuery,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { shiftV1Shown } from "./oracle-cross";
import { repaged, wholeV2 } from "./whole-result";

/** Whether the request target names a parameter percent-encoded (`cidade_id%5B%5D`). */
function encodedIn(request: JsonRequest, raw: string): boolean {
  const encoded = raw.replace("[", "%5B").replace("]", "%5D").toLowerCase();
  return (request.target ?? "").toLowerCase().includes(`${encoded}=`);
}

/** Whether a folded name matches a LIKE pattern (`%` any run, `_` one letter), anchored. */
function likeMatches(name: string, pattern: string): boolean {
  const body = pattern
    .split("")
    .map((c) => (c === "%" ? ".*" : c === "_" ? "." : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`, "s").test(name);
}

/** The ids of the cities that have an occurrence, read once per run from the whole v2 list. */
function usedCities(): (
  request: JsonRequest,
  upstream: Parameters<Breakage>[1],
) => Promise<Set<string>> {
  let used: Promise<Set<string>> | undefined;
  return (request, upstream) => {
    used ??= (async () => {
      const all = { ...request, path: "/api/v2/occurrences", query: new URLSearchParams() };
      return new Set(((await wholeV2(all, upstream)) ?? []).map((item) => item.city.id));
    })();
    return used;
  };
}

/**
 * v2 GET /occurrences, v2 GET /cities, v1 GET /occurrences, v1 GET /cities: mistakes no one listed.
 */
export const ORACLE_UNLISTED_SERVERS: readonly OracleBrokenServer[] = [
  brokenCase(
    "ORM join on transports: with order=DESC an occurrence with two or more transports comes once per transport",
    [ORACLE_RULES.v2Occurrences, "v2.records.unique-id", "v2.paging.reverse", "v2.order"],
    repaged({
      when: (query) => query.get("order") === "DESC",
      whole: (items) =>
        items.flatMap((item) => Array<Occurrence>(Math.max(1, item.transports.length)).fill(item)),
    }),
  ),
  brokenCase(
    "pages after the third carry one item fewer than take (LIMIT take - 1 on the deep-page path)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.page-size", "v2.paging.concatenation"],
    repaged({
      when: (query) => pageOf(query) > 3,
      page: (items, window) => items.slice(window.start, Math.max(window.start, window.end - 1)),
    }),
  ),
  brokenCase(
    "OFFSET computed with the previous request's take (a paginator kept per connection)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.sequence", "v2.paging.concatenation"],
    () => {
      let previous: number | undefined;
      let offsetTake: number | undefined;
      const inner = repaged({
        when: (query) => pageOf(query) > 1 && offsetTake !== undefined,
        page: (items, window) => {
          const start = (window.pageMeta.page - 1) * (offsetTake ?? window.pageMeta.take);
          return items.slice(start, start + window.pageMeta.take);
        },
      })();
      return async (request, upstream) => {
        if (!isFor(request, "v2-occurrences")) return upstream(request);
        const answer = await upstream(request);
        const take = v2Page(answer)?.pageMeta.take;
        offsetTake = previous !== undefined && previous !== take ? previous : undefined;
        const shown = offsetTake === undefined ? answer : await inner(request, upstream);
        if (take !== undefined) previous = take;
        return shown;
      };
    },
  ),
  brokenStateless(
    "with idCities itemCount counts the page's items (the count read from the result after LIMIT)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.page-count", "v2.paging.item-count-stable"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page === undefined || !request.query.has("idCities")) return;
      const meta = page.pageMeta;
      meta.itemCount = page.data.length;
      meta.pageCount = Math.ceil(meta.itemCount / meta.take);
      meta.hasNextPage = meta.page < meta.pageCount;
    }),
  ),
  brokenStateless(
    "on pages after the first, neighborhood.name is the previous item's (the name joined by row position)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable", "v2.consistency"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page === undefined || page.pageMeta.page < 2) return;
      const names = page.data.map((item) => item.neighborhood.name);
      page.data.forEach((item, i) => {
        if (i > 0) item.neighborhood = { ...item.neighborhood, name: names[i - 1] ?? "" };
      });
    }),
  ),
  brokenStateless(
    "several idCities: only the last one applied (a framework reading a repeated parameter as its last value)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.cities", "v2.partition.cities"],
    onRequest("v2-occurrences", (query) => {
      const cities = query.getAll("idCities");
      if (cities.length < 2) return;
      query.delete("idCities");
      query.append("idCities", cities[cities.length - 1] ?? "");
    }),
  ),
  brokenCase(
    "order=DESC applied after paging: the page of the ascending order, reversed",
    [ORACLE_RULES.v2Occurrences, "v2.order", "v2.paging.reverse", "v2.paging.sequence"],
    repaged({
      when: (query) => query.get("order") === "DESC",
      page: (items, window) => {
        const ascending = [...items].reverse();
        return ascending.slice(window.start, window.end).reverse();
      },
    }),
  ),
  brokenCase(
    "the cities list leaves out cities with no occurrence (an inner join on occurrences)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters", "cross.cities"],
    () => {
      const used = usedCities();
      return onAnswer("v2-cities", async (answer, request, upstream) => {
        const cities = v2Cities(answer);
        if (cities === undefined) return;
        const ids = await used(request, upstream);
        cities.splice(0, cities.length, ...cities.filter((city) => ids.has(city.id)));
      });
    },
  ),
  brokenStateless(
    "cityName put in a LIKE unescaped: % and _ in the name read as wildcards",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    async (request, upstream) => {
      const name = request.query.get("cityName");
      if (!isFor(request, "v2-cities") || name === null || !/[%_]/.test(name))
        return upstream(request);
      const answer = await upstream(withQuery(request, (query) => query.delete("cityName")));
      const cities = v2Cities(answer);
      if (cities !== undefined) {
        const kept = cities.filter((city) => likeMatches(foldName(city.name), foldName(name)));
        cities.splice(0, cities.length, ...kept);
      }
      return answer;
    },
  ),
  brokenStateless(
    "with cityName each city's state.name is the first state's (the state joined without its key)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters", "v2.consistency"],
    onAnswer("v2-cities", async (answer, request, upstream) => {
      const cities = v2Cities(answer);
      if (cities === undefined || !request.query.has("cityName")) return;
      const all = v2Cities(await upstream({ ...request, query: new URLSearchParams() })) ?? [];
      const first: City | undefined = all[0];
      if (first === undefined) return;
      for (const city of cities) city.state = { ...city.state, name: first.state.name };
    }),
  ),
  brokenStateless(
    "cidade_id[] capped at 10 values (the IN list cut at ten)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences", "v1.partition"],
    onRequest("v1-occurrences", (query) => {
      const cities = query.getAll("cidade_id[]");
      if (cities.length <= 10) return;
      query.delete("cidade_id[]");
      for (const city of cities.slice(0, 10)) query.append("cidade_id[]", city);
    }),
  ),
  brokenStateless(
    "a percent-encoded cidade_id%5B%5D ignored (the raw brackets read, estado_id%5B%5D decoded)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences", "v1.partition"],
    (request, upstream) =>
      upstream(
        isFor(request, "v1-occurrences") && encodedIn(request, "cidade_id[]")
          ? withQuery(request, (query) => query.delete("cidade_id[]"))
          : request,
      ),
  ),
  brokenStateless(
    "qtd_ferido_civil_ocorrencia counts every civilian victim, the dead ones too",
    [ORACLE_RULES.v1Occurrences, "cross.records", "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const [dead, wounded] = [row.qtd_morto_civil_ocorrencia, row.qtd_ferido_civil_ocorrencia];
        if (typeof dead === "number" && typeof wounded === "number")
          row.qtd_ferido_civil_ocorrencia = dead + wounded;
      }
    }),
  ),
  brokenStateless(
    "hora_ocorrencia in -03:00 while data_ocorrencia stays UTC (the two columns converted apart)",
    [ORACLE_RULES.v1Occurrences, "v1.consistency", "cross.dates", "v1.dates.zone"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const shown = row.data_ocorrencia;
        if (typeof shown === "string" && typeof row.hora_ocorrencia === "string")
          row.hora_ocorrencia = shiftV1Shown(shown, -3).slice(11);
      }
    }),
  ),
  brokenCase(
    "with cidade_id[] nome_cidade is the name of the city one id below (a join on cidade_id - 1)",
    [ORACLE_RULES.v1Occurrences, "cross.records", "v1.consistency"],
    () => {
      let names: Promise<Map<number, string>> | undefined;
      return onAnswer("v1-occurrences", async (answer, request, upstream) => {
        const rows = v1Rows(answer);
        if (rows === undefined || !request.query.has("cidade_id[]")) return;
        names ??= (async () => {
          const all = await upstream({
            ...request,
            path: "/api/v1/cities",
            query: new URLSearchParams(),
          });
          return new Map(
            (v1Rows(all) ?? []).map((city) => [Number(city.CidadeId), String(city.Cidade)]),
          );
        })();
        const known = await names;
        for (const row of rows) {
          const below = known.get(Number(row.cidade_id) - 1);
          if (below !== undefined && "nome_cidade" in row) row.nome_cidade = below;
        }
      });
    },
  ),
  brokenStateless(
    "Populacao[gt] and Populacao[lt] together joined with OR (a city above either bound is listed)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    async (request, upstream) => {
      const q = request.query;
      if (!isFor(request, "v1-cities") || !q.has("Populacao[gt]") || !q.has("Populacao[lt]"))
        return upstream(request);
      const both = await upstream(request);
      const rows = v1Rows(both);
      if (rows === undefined) return both;
      const seen = new Set(rows.map((row) => JSON.stringify(row)));
      for (const dropped of ["Populacao[gt]", "Populacao[lt]"]) {
        const one = v1Rows(await upstream(withQuery(request, (query) => query.delete(dropped))));
        for (const row of one ?? []) {
          if (!seen.has(JSON.stringify(row))) rows.push(row);
          seen.add(JSON.stringify(row));
        }
      }
      setV1Rows(both, rows);
      return both;
    },
  ),
  brokenStateless(
    "with EstadoId a null PIBPrecoCorrente comes as 0 (a COALESCE in the state's query only)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities", "cross.cities"],
    onAnswer("v1-cities", (answer, request) => {
      if (!request.query.has("EstadoId")) return;
      for (const row of v1Rows(answer) ?? [])
        if ("PIBPrecoCorrente" in row && row.PIBPrecoCorrente === null) row.PIBPrecoCorrente = 0;
    }),
  ),
  brokenStateless(
    "data_ocorrencia[lt] alone ignored (the builder writes [lt] only inside a BETWEEN with [gt])",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates", "v1.filter.occurrences"],
    onRequest("v1-occurrences", (query) => {
      if (!query.has("data_ocorrencia[gt]")) query.delete("data_ocorrencia[lt]");
    }),
  ),
  brokenStateless(
    "several distinct estado_id[] joined with AND: two states answer nothing",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences", "v1.partition"],
    onAnswer("v1-occurrences", (answer, request) => {
      if (new Set(request.query.getAll("estado_id[]")).size > 1) setV1Rows(answer, []);
    }),
  ),
  brokenStateless(
    "Cidade[lk] without a wildcard matched as a prefix (the value given a trailing %)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      const pattern = query.get("Cidade[lk]");
      if (pattern !== null && !/[%_]/.test(pattern)) query.set("Cidade[lk]", `${pattern}%`);
    }),
  ),
  brokenCase(
    "v1 /cities lists only the cities with an occurrence (an inner join on occurrences)",
    [ORACLE_RULES.v1Cities, "cross.cities", "v1.filter.cities"],
    () => {
      let used: Promise<Set<number>> | undefined;
      return onAnswer("v1-cities", async (answer, request, upstream) => {
        const rows = v1Rows(answer);
        if (rows === undefined) return;
        used ??= (async () => {
          const all = await upstream({
            ...request,
            path: "/api/v1/occurrences",
            query: new URLSearchParams("field[]=cidade_id"),
          });
          return new Set((v1Rows(all) ?? []).map((row) => Number(row.cidade_id)));
        })();
        const ids = await used;
        setV1Rows(
          answer,
          rows.filter((row) => !("CidadeId" in row) || ids.has(Number(row.CidadeId))),
        );
      });
    },
  ),
];
