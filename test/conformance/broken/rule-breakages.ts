import type {
  CitiesResponse,
  OccurrencesResponse,
  V1OccurrenceRow,
} from "../../../src/generated/types";
import { rewriting, shiftParameter } from "./answers";
import type { JsonAnswer } from "./break-handler";
import { broken, variant, type BrokenServer, type ServerVariant } from "./broken-server";

function occurrencesPage(answer: JsonAnswer, url: URL): OccurrencesResponse | undefined {
  return url.pathname === "/api/v2/occurrences" && answer.status === 200
    ? (answer.body as OccurrencesResponse)
    : undefined;
}

function v1Rows(answer: JsonAnswer, url: URL, path: string): Record<string, unknown>[] | undefined {
  return url.pathname === path && answer.status === 200 && Array.isArray(answer.body)
    ? (answer.body as Record<string, unknown>[])
    : undefined;
}

function requestedTake(url: URL): number | undefined {
  const take = url.searchParams.get("take");
  return take === null ? undefined : Number(take);
}

/** Servers that break the spec: each must fail the check named. */
export const V2_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "pageCount off by one when itemCount is a multiple of take (floor + 1)",
    ["v2.paging.page-count"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page !== undefined)
          page.pageMeta.pageCount = Math.floor(page.pageMeta.itemCount / page.pageMeta.take) + 1;
      },
    }),
  ),
  broken(
    "itemCount counts only the items on the page",
    ["v2.paging.item-count-stable"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page === undefined) return;
        const meta = page.pageMeta;
        meta.itemCount = page.data.length;
        meta.pageCount = Math.ceil(meta.itemCount / meta.take);
        meta.hasNextPage = meta.page < meta.pageCount;
      },
    }),
  ),
  broken(
    "idCities ignored",
    ["v2.filter.cities"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("idCities"),
    }),
  ),
  broken(
    "only the first of several idCities honoured",
    ["v2.filter.cities"],
    rewriting({
      rewriteRequest(url) {
        const [first] = url.searchParams.getAll("idCities");
        url.searchParams.delete("idCities");
        if (first !== undefined) url.searchParams.set("idCities", first);
      },
    }),
  ),
  broken(
    "idState ignored",
    ["v2.filter.state"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("idState"),
    }),
  ),
  broken(
    "initialdate ignored",
    ["v2.filter.dates"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("initialdate"),
    }),
  ),
  broken(
    "finaldate ignored",
    ["v2.filter.dates"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("finaldate"),
    }),
  ),
  broken(
    "typeOccurrence ignored",
    ["v2.filter.type-occurrence"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("typeOccurrence"),
    }),
  ),
  broken(
    "idCities dropped when idState is also given",
    ["v2.filter.intersection"],
    rewriting({
      rewriteRequest(url) {
        if (url.searchParams.has("idState")) url.searchParams.delete("idCities");
      },
    }),
  ),
  broken(
    "DESC returned when ASC is asked",
    ["v2.order"],
    rewriting({
      rewriteRequest(url) {
        if (url.searchParams.get("order") === "ASC") url.searchParams.set("order", "DESC");
      },
    }),
  ),
  broken(
    "take ignored (default page size served, requested take echoed)",
    ["v2.paging.page-size"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("take"),
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        const take = requestedTake(url);
        if (page === undefined || take === undefined) return;
        const meta = page.pageMeta;
        meta.take = take;
        meta.pageCount = Math.ceil(meta.itemCount / take);
        meta.hasNextPage = meta.page < meta.pageCount;
      },
    }),
  ),
  broken(
    "page echoed as 1 whatever was asked",
    ["v2.paging.echo"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page !== undefined) page.pageMeta.page = 1;
      },
    }),
  ),
  broken(
    "unstable order: each page after the first repeats the previous page's last item",
    ["v2.paging.concatenation"],
    rewriting({
      async rewriteAnswer(answer, url, upstream) {
        const page = occurrencesPage(answer, url);
        const number = Number(url.searchParams.get("page") ?? "1");
        if (page === undefined || number < 2 || page.data.length === 0) return;
        const previous = new URL(url.href);
        previous.searchParams.set("page", String(number - 1));
        const last = (await upstream(previous)).body as OccurrencesResponse;
        const repeated = last.data[last.data.length - 1];
        if (repeated !== undefined) page.data = [repeated, ...page.data.slice(0, -1)];
      },
    }),
  ),
  broken(
    "hasNextPage true on the last page",
    ["v2.paging.flags"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page !== undefined && page.pageMeta.page === page.pageMeta.pageCount)
          page.pageMeta.hasNextPage = true;
      },
    }),
  ),
  broken(
    "latitude sent as a number",
    ["v2.schema"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        for (const item of page?.data ?? [])
          (item as unknown as Record<string, unknown>).latitude = Number(item.latitude);
      },
    }),
  ),
  broken(
    "HTTP 500 whenever typeOccurrence is combined with idCities",
    ["v2.status"],
    rewriting({
      intercept(request) {
        const { searchParams } = request.url;
        return searchParams.has("typeOccurrence") && searchParams.has("idCities")
          ? { status: 500, headers: {}, body: { msg: "Internal error" } }
          : undefined;
      },
    }),
  ),
  broken(
    "cities: stateId ignored",
    ["v2.cities.filters"],
    rewriting({
      rewriteRequest(url) {
        if (url.pathname === "/api/v2/cities") url.searchParams.delete("stateId");
      },
    }),
  ),
  broken(
    "cities: cityId returns one extra city",
    ["v2.cities.filters"],
    rewriting({
      async rewriteAnswer(answer, url, upstream) {
        if (url.pathname !== "/api/v2/cities" || !url.searchParams.has("cityId")) return;
        const all = (await upstream(new URL("/api/v2/cities", url))).body as CitiesResponse;
        const body = answer.body as CitiesResponse;
        const extra = all.data.find((city) => city.id !== url.searchParams.get("cityId"));
        if (extra !== undefined) body.data.push(extra);
      },
    }),
  ),
];

/** Servers that differ from the mock only where the spec is silent: each must conform. */
export const SILENT_DIFFERENCES: readonly ServerVariant[] = [
  variant(
    "exclusive date bounds (initialdate and finaldate days themselves left out)",
    rewriting({
      rewriteRequest(url) {
        const [first, last] = [
          url.searchParams.get("initialdate"),
          url.searchParams.get("finaldate"),
        ];
        shiftParameter(url.searchParams, "initialdate", 1);
        shiftParameter(url.searchParams, "finaldate", -1);
        // A window of one or two days holds no day between its bounds: an empty page (the
        // core, asked the days between, would refuse them as reversed).
        const [from, to] = [url.searchParams.get("initialdate"), url.searchParams.get("finaldate")];
        const once = (name: string): boolean => url.searchParams.getAll(name).length === 1;
        if (
          once("initialdate") &&
          once("finaldate") &&
          first !== null &&
          last !== null &&
          first <= last &&
          to !== null &&
          from !== null &&
          to < from
        ) {
          url.searchParams.set("initialdate", "1900-01-01");
          url.searchParams.set("finaldate", "1900-01-01");
        }
      },
    }),
  ),
  variant(
    "another default take (10)",
    rewriting({
      rewriteRequest(url) {
        if (url.pathname === "/api/v2/occurrences" && !url.searchParams.has("take"))
          url.searchParams.set("take", "10");
      },
    }),
  ),
  variant(
    "take above 100 refused with a 400 of its own shape",
    rewriting({
      intercept(request) {
        const take = requestedTake(request.url);
        return take !== undefined && take > 100
          ? { status: 400, headers: {}, body: { error: "take too large", max: 100 } }
          : undefined;
      },
    }),
  ),
  variant(
    "bad parameters ignored instead of refused (HTTP 200)",
    rewriting({
      rewriteRequest(url) {
        for (const [name, value] of [...url.searchParams]) {
          const bad =
            (name === "take" && !/^\d+$/.test(value)) ||
            (name === "page" && value === "0") ||
            (name === "idState" && value === "not-a-uuid") ||
            (name === "initialdate" && value === "2020-13-45") ||
            (name === "order" && value === "SIDEWAYS");
          if (bad) url.searchParams.delete(name);
        }
      },
    }),
  ),
  variant(
    "extra response headers and an X-Last-Update freshness header",
    rewriting({
      rewriteAnswer(answer) {
        answer.headers["x-last-update"] = "2024-05-01T10:00:00-03:00";
      },
    }),
  ),
];

/** v1 breakages: each must fail the check named (need the mock to serve /api/v1). */
export const V1_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "v1: field[] ignored",
    ["v1.field-selection"],
    rewriting({
      rewriteRequest(url) {
        if (url.pathname.startsWith("/api/v1")) url.searchParams.delete("field[]");
      },
    }),
  ),
  broken(
    "v1: occurrence definitions out of order",
    ["v1.definitions"],
    rewriting({
      rewriteAnswer(answer, url) {
        const list =
          url.pathname === "/api/v1/occurrences/definitions" && Array.isArray(answer.body)
            ? (answer.body as unknown[])
            : undefined;
        if (list !== undefined && list.length > 2) [list[1], list[2]] = [list[2], list[1]];
      },
    }),
  ),
  broken(
    "v1: cidade_id[] ignored",
    ["v1.filter.occurrences"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("cidade_id[]"),
    }),
  ),
  broken(
    "v1: data_ocorrencia[gt] ignored",
    ["v1.filter.dates"],
    rewriting({
      rewriteRequest: (url) => url.searchParams.delete("data_ocorrencia[gt]"),
    }),
  ),
  broken(
    "v1: cities EstadoId ignored",
    ["v1.filter.cities"],
    rewriting({
      rewriteRequest(url) {
        if (url.pathname === "/api/v1/cities") url.searchParams.delete("EstadoId");
      },
    }),
  ),
  broken(
    "v1: Populacao[gt] read as Populacao[lt]",
    ["v1.filter.cities"],
    rewriting({
      rewriteRequest(url) {
        const value = url.searchParams.get("Populacao[gt]");
        if (value === null) return;
        url.searchParams.delete("Populacao[gt]");
        url.searchParams.set("Populacao[lt]", value);
      },
    }),
  ),
  broken(
    "v1: latitude_ocorrencia sent as a string",
    ["v1.schema"],
    rewriting({
      rewriteAnswer(answer, url) {
        for (const row of v1Rows(answer, url, "/api/v1/occurrences") ?? []) {
          if ("latitude_ocorrencia" in row)
            row.latitude_ocorrencia = String(row.latitude_ocorrencia);
        }
      },
    }),
  ),
  broken(
    "v1: a negative count of civilians killed",
    ["v1.counts"],
    rewriting({
      rewriteAnswer(answer, url) {
        const row = v1Rows(answer, url, "/api/v1/occurrences")?.[0] as
          Partial<V1OccurrenceRow> | undefined;
        if (row !== undefined && "qtd_morto_civil_ocorrencia" in row)
          row.qtd_morto_civil_ocorrencia = -1;
      },
    }),
  ),
  broken(
    "v1: HTTP 500 on estado_id[]",
    ["v1.status"],
    rewriting({
      intercept(request) {
        return request.url.searchParams.has("estado_id[]")
          ? { status: 500, headers: {}, body: { msg: "boom" } }
          : undefined;
      },
    }),
  ),
  broken(
    "v1: one city missing from GET /api/v1/cities",
    ["cross.cities"],
    rewriting({
      rewriteAnswer(answer, url) {
        const rows = v1Rows(answer, url, "/api/v1/cities");
        if (rows !== undefined && url.search === "") rows.pop();
      },
    }),
  ),
  broken(
    "v1: the last row of every occurrences answer dropped",
    ["cross.occurrence-count"],
    rewriting({
      rewriteAnswer(answer, url) {
        v1Rows(answer, url, "/api/v1/occurrences")?.pop();
      },
    }),
  ),
];

/** v1 servers that differ only where the spec is silent: each must conform. */
export const V1_SILENT_DIFFERENCES: readonly ServerVariant[] = [
  // The mock keeps the bound days (inclusive); moving each bound inward drops them.
  variant(
    "v1: data_ocorrencia[gt]/[lt] exclusive of the days themselves",
    rewriting({
      rewriteRequest(url) {
        shiftParameter(url.searchParams, "data_ocorrencia[gt]", 1);
        shiftParameter(url.searchParams, "data_ocorrencia[lt]", -1);
      },
    }),
  ),
  variant(
    "v1: Populacao[gt]/[lt] exclusive",
    rewriting({
      rewriteRequest(url) {
        for (const [name, delta] of [
          ["Populacao[gt]", 1],
          ["Populacao[lt]", -1],
        ] as const) {
          const value = url.searchParams.get(name);
          if (value !== null) url.searchParams.set(name, String(Number(value) + delta));
        }
      },
    }),
  ),
  variant(
    "v1: paging parameters ignored instead of refused",
    rewriting({
      rewriteRequest(url) {
        if (!url.pathname.startsWith("/api/v1")) return;
        url.searchParams.delete("page");
        url.searchParams.delete("limit");
      },
    }),
  ),
];
