import type { CitiesResponse, OccurrencesResponse } from "../../../src/generated/types";
import type { Answer, Breakage } from "./start-broken-server";

function occurrencesPage(answer: Answer, url: URL): OccurrencesResponse | undefined {
  return url.pathname === "/api/v2/occurrences" && answer.status === 200
    ? (answer.body as OccurrencesResponse)
    : undefined;
}

function pageOf(url: URL): number {
  return Number(url.searchParams.get("page") ?? "1");
}

function restate(page: OccurrencesResponse, itemCount: number): void {
  const meta = page.pageMeta;
  meta.itemCount = itemCount;
  meta.pageCount = Math.ceil(itemCount / meta.take);
  meta.hasNextPage = meta.page < meta.pageCount;
}

const severalCities = (url: URL): boolean => url.searchParams.getAll("idCities").length >= 2;

/** Servers that break paging across pages and the completeness of filters (issue 11). */
export const ACROSS_BREAKAGES: readonly Breakage[] = [
  {
    name: "sorted within each page but not across page borders (pages served last first)",
    expected: "v2.paging.sequence",
    async rewriteAnswer(answer, url, upstream) {
      const page = occurrencesPage(answer, url);
      if (page === undefined || url.searchParams.get("order") !== "ASC") return;
      const { pageCount } = page.pageMeta;
      const number = pageOf(url);
      if (pageCount < 2 || number > pageCount) return;
      const mirror = new URL(url.href);
      mirror.searchParams.set("page", String(pageCount + 1 - number));
      page.data = ((await upstream(mirror)).body as OccurrencesResponse).data;
    },
  },
  {
    name: "itemCount stale: 5 short, pageCount following it, while the pages go on",
    expected: "v2.paging.sequence",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page !== undefined && page.pageMeta.itemCount > 5)
        restate(page, page.pageMeta.itemCount - 5);
    },
  },
  {
    name: "itemCount capped at 20",
    expected: "v2.partition.states",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page !== undefined && page.pageMeta.itemCount > 20) restate(page, 20);
    },
  },
  {
    name: "idState honoured on page 1 only",
    expected: "v2.filter.state",
    rewriteRequest(url) {
      if (pageOf(url) > 1) url.searchParams.delete("idState");
    },
  },
  {
    name: "date window honoured on page 1 only",
    expected: "v2.filter.dates",
    rewriteRequest(url) {
      if (pageOf(url) > 1) {
        url.searchParams.delete("initialdate");
        url.searchParams.delete("finaldate");
      }
    },
  },
  {
    name: "the third and later idCities ignored",
    expected: "v2.partition.cities",
    rewriteRequest(url) {
      const cities = url.searchParams.getAll("idCities");
      url.searchParams.delete("idCities");
      for (const city of cities.slice(0, 2)) url.searchParams.append("idCities", city);
    },
  },
  {
    name: "typeOccurrence dropped when several idCities are given",
    expected: "v2.partition.cities",
    rewriteRequest(url) {
      if (severalCities(url)) url.searchParams.delete("typeOccurrence");
    },
  },
  {
    name: "several idCities: a row comes twice (a join duplicates it)",
    expected: "v2.partition.cities",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page === undefined || !severalCities(url) || page.pageMeta.itemCount === 0) return;
      restate(page, page.pageMeta.itemCount + 1);
      const [first] = page.data;
      if (pageOf(url) === 1 && first !== undefined) page.data = [...page.data.slice(0, -1), first];
    },
  },
  {
    name: "order=DESC: each page from the second repeats the last item of the page before",
    expected: "v2.paging.sequence",
    async rewriteAnswer(answer, url, upstream) {
      const page = occurrencesPage(answer, url);
      if (page === undefined || url.searchParams.get("order") !== "DESC") return;
      const number = pageOf(url);
      if (number < 2 || number > page.pageMeta.pageCount) return;
      const before = new URL(url.href);
      before.searchParams.set("page", String(number - 1));
      const previous = ((await upstream(before)).body as OccurrencesResponse).data;
      const last = previous[previous.length - 1];
      if (last !== undefined) page.data = [last, ...page.data.slice(1)];
    },
  },
  {
    name: "typeOccurrence=withoutVictim loses one row in twenty (its itemCount and its pages)",
    expected: "v2.partition.type-occurrence",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page === undefined || url.searchParams.get("typeOccurrence") !== "withoutVictim") return;
      const { itemCount, take } = page.pageMeta;
      const kept = itemCount - Math.ceil(itemCount / 20);
      restate(page, kept);
      page.data = page.data.slice(0, Math.max(0, kept - (pageOf(url) - 1) * take));
    },
  },
  {
    name: "finaldate loses its own day when combined with idState (read as exclusive there only)",
    expected: "v2.partition.dates",
    rewriteRequest(url) {
      const to = url.searchParams.get("finaldate");
      if (to === null || !url.searchParams.has("idState") || !/^\d{4}-\d{2}-\d{2}$/.test(to))
        return;
      const before = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000);
      url.searchParams.set("finaldate", before.toISOString().slice(0, 10));
    },
  },
];

/** Servers that differ from the mock only where typeOccurrence is not shown (issue 11). */
export const TYPE_SILENT_DIFFERENCES: readonly Breakage[] = [
  {
    name: "typeOccurrence values other than withVictim refused with a 400",
    expected: "conforms",
    intercept(request) {
      const value = request.url.searchParams.get("typeOccurrence");
      return value !== null && value !== "withVictim"
        ? { status: 400, headers: {}, body: { error: "typeOccurrence must be withVictim" } }
        : undefined;
    },
  },
];

function v1Rows(answer: Answer, url: URL): Record<string, unknown>[] {
  return url.pathname === "/api/v1/occurrences" &&
    answer.status === 200 &&
    Array.isArray(answer.body)
    ? (answer.body as Record<string, unknown>[])
    : [];
}

/** Servers whose resources, or whose records, disagree with themselves (issue 11). */
export const CONSISTENCY_BREAKAGES: readonly Breakage[] = [
  {
    name: "a victim's occurrenceId is the next occurrence's id",
    expected: "v2.consistency",
    rewriteAnswer(answer, url) {
      const page = occurrencesPage(answer, url);
      if (page === undefined) return;
      page.data.forEach((item, i) => {
        const next = page.data[(i + 1) % page.data.length];
        const victim = item.victims[0];
        if (victim !== undefined && next !== undefined && next.id !== item.id)
          victim.occurrenceId = next.id;
      });
    },
  },
  {
    name: "occurrences give a state another name than the cities list",
    expected: "v2.consistency",
    rewriteAnswer(answer, url) {
      for (const item of occurrencesPage(answer, url)?.data ?? [])
        item.state.name = `Estado de ${item.state.name}`;
    },
  },
  {
    name: "an occurrence's city carries the name of another city (names swapped on each page)",
    expected: "v2.consistency",
    rewriteAnswer(answer, url) {
      const items = occurrencesPage(answer, url)?.data ?? [];
      const first = items[0];
      const other = items.find((item) => item.city.id !== first?.city.id);
      if (first === undefined || other === undefined) return;
      [first.city.name, other.city.name] = [other.city.name, first.city.name];
    },
  },
  {
    name: "occurrence city names written with accents, as in the cities list",
    expected: "v2.format.city-name",
    async rewriteAnswer(answer, url, upstream) {
      const page = occurrencesPage(answer, url);
      if (page === undefined) return;
      const cities = (await upstream(new URL("/api/v2/cities", url))).body as CitiesResponse;
      const names = new Map(cities.data.map((city) => [city.id, city.name]));
      for (const item of page.data) item.city.name = names.get(item.city.id) ?? item.city.name;
    },
  },
  {
    name: "v1: nome_cidade is not the city of cidade_id",
    expected: "v1.consistency",
    rewriteAnswer(answer, url) {
      for (const row of v1Rows(answer, url))
        if ("nome_cidade" in row) row.nome_cidade = `Cidade ${String(row.cidade_id)}`;
    },
  },
  {
    name: "v1: hora_ocorrencia three hours off data_ocorrencia (another zone)",
    expected: "v1.consistency",
    rewriteAnswer(answer, url) {
      for (const row of v1Rows(answer, url)) {
        if (typeof row.hora_ocorrencia !== "string") continue;
        const [h, rest] = [Number(row.hora_ocorrencia.slice(0, 2)), row.hora_ocorrencia.slice(2)];
        row.hora_ocorrencia = `${String((h + 21) % 24).padStart(2, "0")}${rest}`;
      }
    },
  },
];

function shiftV1Date(row: Record<string, unknown>, ms: number): void {
  if (typeof row.data_ocorrencia !== "string") return;
  const time = Date.parse(`${row.data_ocorrencia.replace(" ", "T")}Z`) + ms;
  const text = new Date(time).toISOString().slice(0, 19).replace("T", " ");
  row.data_ocorrencia = text;
  if (typeof row.hora_ocorrencia === "string") row.hora_ocorrencia = text.slice(11);
}

/** v1 multi-value filters that lose or repeat rows. */
export const V1_MULTI_VALUE_BREAKAGES: readonly Breakage[] = [
  {
    name: "v1: several estado_id[]: only the last honoured",
    expected: "v1.partition",
    rewriteRequest(url) {
      const states = url.searchParams.getAll("estado_id[]");
      const last = states[states.length - 1];
      if (states.length < 2 || last === undefined) return;
      url.searchParams.delete("estado_id[]");
      url.searchParams.set("estado_id[]", last);
    },
  },
  {
    name: "v1: several cidade_id[]: a row comes twice (a join duplicates it)",
    expected: "v1.partition",
    rewriteAnswer(answer, url) {
      const rows = v1Rows(answer, url);
      const [first] = rows;
      if (url.searchParams.getAll("cidade_id[]").length >= 2 && first !== undefined)
        rows.push({ ...first });
    },
  },
];

/** v1 and v2 disagree on a record's date. */
export const CROSS_DATE_BREAKAGES: readonly Breakage[] = [
  {
    name: "v1: one record's data_ocorrencia a day later than its v2 date",
    expected: "cross.dates",
    rewriteAnswer(answer, url) {
      const [row] = v1Rows(answer, url);
      if (row !== undefined) shiftV1Date(row, 86_400_000);
    },
  },
];

/** Servers that differ only in how they write names where the rules leave room: conform. */
export const CONSISTENCY_SILENT_DIFFERENCES: readonly Breakage[] = [
  {
    name: "v1: nome_cidade and nome_estado in upper case",
    expected: "conforms",
    rewriteAnswer(answer, url) {
      for (const row of v1Rows(answer, url)) {
        if (typeof row.nome_cidade === "string") row.nome_cidade = row.nome_cidade.toUpperCase();
        if (typeof row.nome_estado === "string") row.nome_estado = row.nome_estado.toUpperCase();
      }
    },
  },
  {
    name: "v1: dates written in local time (-03:00), v2 in UTC",
    expected: "conforms",
    rewriteAnswer(answer, url) {
      for (const row of v1Rows(answer, url)) shiftV1Date(row, -3 * 3_600_000);
    },
  },
  {
    name: "occurrence state names in upper case",
    expected: "conforms",
    rewriteAnswer(answer, url) {
      for (const item of occurrencesPage(answer, url)?.data ?? [])
        item.state.name = item.state.name.toUpperCase();
    },
  },
];

/** Servers that get the HTTP layer, or the forms real clients send, wrong (issue 11). */
export const HTTP_BREAKAGES: readonly Breakage[] = [
  {
    name: "v2: JSON under Content-Type: text/html",
    expected: "v2.content-type",
    rewriteAnswer(answer, url) {
      if (url.pathname.startsWith("/api/v2")) answer.headers["content-type"] = "text/html";
    },
  },
  {
    name: "v1: JSON under Content-Type: text/plain",
    expected: "v1.content-type",
    rewriteAnswer(answer, url) {
      if (url.pathname.startsWith("/api/v1"))
        answer.headers["content-type"] = "text/plain; charset=utf-8";
    },
  },
  {
    name: "GET /api/v2/cities? with a bare ? answered 404 (routes matched on the raw target)",
    expected: "v2.cities.bare-query",
    intercept: (request) =>
      request.target.endsWith("?")
        ? { status: 404, headers: {}, body: { msg: "Cannot GET /api/v2/cities?" } }
        : undefined,
  },
  {
    name: "GET /api/v2/cities? with a bare ? read as an empty cityName (no city)",
    expected: "v2.cities.bare-query",
    intercept: (request) =>
      request.target === "/api/v2/cities?"
        ? {
            status: 200,
            headers: {},
            body: { msg: "Successfully returned cities", msgCode: "success", code: 200, data: [] },
          }
        : undefined,
  },
  {
    name: "cities: an accented cityName finds nothing (matched against unaccented names)",
    expected: "v2.cities.filters",
    rewriteAnswer(answer, url) {
      const name = url.searchParams.get("cityName");
      if (
        url.pathname === "/api/v2/cities" &&
        name !== null &&
        /[\u0300-\u036f]/.test(name.normalize("NFD"))
      )
        (answer.body as CitiesResponse).data = [];
    },
  },
];

/** Servers that differ from the mock only in HTTP details the spec leaves open: conform. */
export const HTTP_SILENT_DIFFERENCES: readonly Breakage[] = [
  {
    name: "Content-Type application/json without a charset, and a +json type on v1",
    expected: "conforms",
    rewriteAnswer(answer, url) {
      answer.headers["content-type"] = url.pathname.startsWith("/api/v1")
        ? "application/vnd.occurrences+json"
        : "application/json";
    },
  },
];
