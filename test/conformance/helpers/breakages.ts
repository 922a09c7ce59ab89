import type {
  CitiesResponse,
  OccurrencesResponse,
  V1OccurrenceRow,
} from "../../../src/generated/types";
import type { Answer, Breakage } from "./start-broken-server";

const DAY_MS = 86_400_000;

function occurrencesPage(answer: Answer, url: URL): OccurrencesResponse | undefined {
  return url.pathname === "/api/v2/occurrences" && answer.status === 200
    ? (answer.body as OccurrencesResponse)
    : undefined;
}

function v1Rows(answer: Answer, url: URL, path: string): Record<string, unknown>[] | undefined {
  return url.pathname === path && answer.status === 200 && Array.isArray(answer.body)
    ? (answer.body as Record<string, unknown>[])
    : undefined;
}

function shiftDay(url: URL, name: string, days: number): void {
  const value = url.searchParams.get(name);
  if (value === null) return;
  url.searchParams.set(
    name,
    new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10),
  );
}

function requestedTake(url: URL): number | undefined {
  const take = url.searchParams.get("take");
  return take === null ? undefined : Number(take);
}

/** Servers that break the spec: each must fail the check named. */
export const V2_BREAKAGES: readonly Breakage[] = [
  {
    name: "pageCount off by one when itemCount is a multiple of take (floor + 1)",
    expected: "v2.paging.page-count",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page !== undefined)
        page.pageMeta.pageCount = Math.floor(page.pageMeta.itemCount / page.pageMeta.take) + 1;
    },
  },
  {
    name: "itemCount counts only the items on the page",
    expected: "v2.paging.item-count-stable",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page === undefined) return;
      const meta = page.pageMeta;
      meta.itemCount = page.data.length;
      meta.pageCount = Math.ceil(meta.itemCount / meta.take);
      meta.hasNextPage = meta.page < meta.pageCount;
    },
  },
  {
    name: "idCities ignored",
    expected: "v2.filter.cities",
    rewriteRequest: (url) => url.searchParams.delete("idCities"),
  },
  {
    name: "only the first of several idCities honoured",
    expected: "v2.filter.cities",
    rewriteRequest(url) {
      const [first] = url.searchParams.getAll("idCities");
      url.searchParams.delete("idCities");
      if (first !== undefined) url.searchParams.set("idCities", first);
    },
  },
  {
    name: "idState ignored",
    expected: "v2.filter.state",
    rewriteRequest: (url) => url.searchParams.delete("idState"),
  },
  {
    name: "initialdate ignored",
    expected: "v2.filter.dates",
    rewriteRequest: (url) => url.searchParams.delete("initialdate"),
  },
  {
    name: "finaldate ignored",
    expected: "v2.filter.dates",
    rewriteRequest: (url) => url.searchParams.delete("finaldate"),
  },
  {
    name: "typeOccurrence ignored",
    expected: "v2.filter.type-occurrence",
    rewriteRequest: (url) => url.searchParams.delete("typeOccurrence"),
  },
  {
    name: "idCities dropped when idState is also given",
    expected: "v2.filter.intersection",
    rewriteRequest(url) {
      if (url.searchParams.has("idState")) url.searchParams.delete("idCities");
    },
  },
  {
    name: "DESC returned when ASC is asked",
    expected: "v2.order",
    rewriteRequest(url) {
      if (url.searchParams.get("order") === "ASC") url.searchParams.set("order", "DESC");
    },
  },
  {
    name: "take ignored (default page size served, requested take echoed)",
    expected: "v2.paging.page-size",
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
  },
  {
    name: "page echoed as 1 whatever was asked",
    expected: "v2.paging.echo",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page !== undefined) page.pageMeta.page = 1;
    },
  },
  {
    name: "unstable order: each page after the first repeats the previous page's last item",
    expected: "v2.paging.concatenation",
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
  },
  {
    name: "hasNextPage true on the last page",
    expected: "v2.paging.flags",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page !== undefined && page.pageMeta.page === page.pageMeta.pageCount)
        page.pageMeta.hasNextPage = true;
    },
  },
  {
    name: "latitude sent as a number",
    expected: "v2.schema",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      for (const item of page?.data ?? [])
        (item as unknown as Record<string, unknown>).latitude = Number(item.latitude);
    },
  },
  {
    name: "HTTP 500 whenever typeOccurrence is combined with idCities",
    expected: "v2.status",
    intercept(request) {
      const { searchParams } = request.url;
      return searchParams.has("typeOccurrence") && searchParams.has("idCities")
        ? { status: 500, headers: {}, body: { msg: "Internal error" } }
        : undefined;
    },
  },
  {
    name: "cities: stateId ignored",
    expected: "v2.cities.filters",
    rewriteRequest(url) {
      if (url.pathname === "/api/v2/cities") url.searchParams.delete("stateId");
    },
  },
  {
    name: "cities: cityId returns one extra city",
    expected: "v2.cities.filters",
    async rewriteAnswer(answer, url, upstream) {
      if (url.pathname !== "/api/v2/cities" || !url.searchParams.has("cityId")) return;
      const all = (await upstream(new URL("/api/v2/cities", url))).body as CitiesResponse;
      const body = answer.body as CitiesResponse;
      const extra = all.data.find((city) => city.id !== url.searchParams.get("cityId"));
      if (extra !== undefined) body.data.push(extra);
    },
  },
];

/** Servers that differ from the mock only where the spec is silent: each must conform. */
export const SILENT_DIFFERENCES: readonly Breakage[] = [
  {
    name: "exclusive date bounds (initialdate and finaldate days themselves left out)",
    expected: "conforms",
    rewriteRequest(url) {
      shiftDay(url, "initialdate", 1);
      shiftDay(url, "finaldate", -1);
    },
  },
  {
    name: "another default take (10)",
    expected: "conforms",
    rewriteRequest(url) {
      if (url.pathname === "/api/v2/occurrences" && !url.searchParams.has("take"))
        url.searchParams.set("take", "10");
    },
  },
  {
    name: "take above 100 refused with a 400 of its own shape",
    expected: "conforms",
    intercept(request) {
      const take = requestedTake(request.url);
      return take !== undefined && take > 100
        ? { status: 400, headers: {}, body: { error: "take too large", max: 100 } }
        : undefined;
    },
  },
  {
    name: "bad parameters ignored instead of refused (HTTP 200)",
    expected: "conforms",
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
  },
  {
    name: "extra response headers and an X-Last-Update freshness header",
    expected: "conforms",
    rewriteAnswer(answer) {
      answer.headers["x-last-update"] = "2024-05-01T10:00:00-03:00";
    },
  },
];

/** v1 breakages: each must fail the check named (need the mock to serve /api/v1). */
export const V1_BREAKAGES: readonly Breakage[] = [
  {
    name: "v1: field[] ignored",
    expected: "v1.field-selection",
    rewriteRequest(url) {
      if (url.pathname.startsWith("/api/v1")) url.searchParams.delete("field[]");
    },
  },
  {
    name: "v1: occurrence definitions out of order",
    expected: "v1.definitions",
    rewriteAnswer(answer, url) {
      const list =
        url.pathname === "/api/v1/occurrences/definitions" && Array.isArray(answer.body)
          ? (answer.body as unknown[])
          : undefined;
      if (list !== undefined && list.length > 2) [list[1], list[2]] = [list[2], list[1]];
    },
  },
  {
    name: "v1: cidade_id[] ignored",
    expected: "v1.filter.occurrences",
    rewriteRequest: (url) => url.searchParams.delete("cidade_id[]"),
  },
  {
    name: "v1: data_ocorrencia[gt] ignored",
    expected: "v1.filter.dates",
    rewriteRequest: (url) => url.searchParams.delete("data_ocorrencia[gt]"),
  },
  {
    name: "v1: cities EstadoId ignored",
    expected: "v1.filter.cities",
    rewriteRequest(url) {
      if (url.pathname === "/api/v1/cities") url.searchParams.delete("EstadoId");
    },
  },
  {
    name: "v1: Populacao[gt] read as Populacao[lt]",
    expected: "v1.filter.cities",
    rewriteRequest(url) {
      const value = url.searchParams.get("Populacao[gt]");
      if (value === null) return;
      url.searchParams.delete("Populacao[gt]");
      url.searchParams.set("Populacao[lt]", value);
    },
  },
  {
    name: "v1: latitude_ocorrencia sent as a string",
    expected: "v1.schema",
    rewriteAnswer(answer, url) {
      for (const row of v1Rows(answer, url, "/api/v1/occurrences") ?? []) {
        if ("latitude_ocorrencia" in row) row.latitude_ocorrencia = String(row.latitude_ocorrencia);
      }
    },
  },
  {
    name: "v1: a negative count of civilians killed",
    expected: "v1.counts",
    rewriteAnswer(answer, url) {
      const row = v1Rows(answer, url, "/api/v1/occurrences")?.[0] as
        Partial<V1OccurrenceRow> | undefined;
      if (row !== undefined && "qtd_morto_civil_ocorrencia" in row)
        row.qtd_morto_civil_ocorrencia = -1;
    },
  },
  {
    name: "v1: HTTP 500 on estado_id[]",
    expected: "v1.status",
    intercept(request) {
      return request.url.searchParams.has("estado_id[]")
        ? { status: 500, headers: {}, body: { msg: "boom" } }
        : undefined;
    },
  },
  {
    name: "v1: one city missing from GET /api/v1/cities",
    expected: "cross.cities",
    rewriteAnswer(answer, url) {
      const rows = v1Rows(answer, url, "/api/v1/cities");
      if (rows !== undefined && url.search === "") rows.pop();
    },
  },
  {
    name: "v1: the last row of every occurrences answer dropped",
    expected: "cross.occurrence-count",
    rewriteAnswer(answer, url) {
      v1Rows(answer, url, "/api/v1/occurrences")?.pop();
    },
  },
];

/** v1 servers that differ only where the spec is silent: each must conform. */
export const V1_SILENT_DIFFERENCES: readonly Breakage[] = [
  {
    // The mock keeps the bound days (inclusive); moving each bound inward drops them.
    name: "v1: data_ocorrencia[gt]/[lt] exclusive of the days themselves",
    expected: "conforms",
    rewriteRequest(url) {
      shiftDay(url, "data_ocorrencia[gt]", 1);
      shiftDay(url, "data_ocorrencia[lt]", -1);
    },
  },
  {
    name: "v1: Populacao[gt]/[lt] exclusive",
    expected: "conforms",
    rewriteRequest(url) {
      for (const [name, delta] of [
        ["Populacao[gt]", 1],
        ["Populacao[lt]", -1],
      ] as const) {
        const value = url.searchParams.get(name);
        if (value !== null) url.searchParams.set(name, String(Number(value) + delta));
      }
    },
  },
  {
    name: "v1: paging parameters ignored instead of refused",
    expected: "conforms",
    rewriteRequest(url) {
      if (!url.pathname.startsWith("/api/v1")) return;
      url.searchParams.delete("page");
      url.searchParams.delete("limit");
    },
  },
];
