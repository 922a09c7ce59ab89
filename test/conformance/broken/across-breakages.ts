import type { CitiesResponse, OccurrencesResponse } from "../../../src/generated/types";
import { shiftDay } from "../../../src/conformance/dates";
import { rewriting } from "./answers";
import type { JsonAnswer } from "./break-handler";
import { broken, variant, type BrokenServer, type ServerVariant } from "./broken-server";
import { v1DatesShownOn } from "./v1-dates-shown-on";

function occurrencesPage(answer: JsonAnswer, url: URL): OccurrencesResponse | undefined {
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

/** Servers that break paging across pages and the completeness of filters. */
export const ACROSS_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "sorted within each page but not across page borders (pages served last first)",
    ["v2.paging.sequence"],
    rewriting({
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
    }),
  ),
  broken(
    "itemCount stale: 5 short, pageCount following it, while the pages go on",
    ["v2.paging.sequence"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page !== undefined && page.pageMeta.itemCount > 5)
          restate(page, page.pageMeta.itemCount - 5);
      },
    }),
  ),
  broken(
    "itemCount capped at 20",
    ["v2.partition.states"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page !== undefined && page.pageMeta.itemCount > 20) restate(page, 20);
      },
    }),
  ),
  broken(
    "idState honoured on page 1 only",
    ["v2.filter.state"],
    rewriting({
      rewriteRequest(url) {
        if (pageOf(url) > 1) url.searchParams.delete("idState");
      },
    }),
  ),
  broken(
    "date window honoured on page 1 only",
    ["v2.filter.dates"],
    rewriting({
      rewriteRequest(url) {
        if (pageOf(url) > 1) {
          url.searchParams.delete("initialdate");
          url.searchParams.delete("finaldate");
        }
      },
    }),
  ),
  broken(
    "the third and later idCities ignored",
    ["v2.partition.cities"],
    rewriting({
      rewriteRequest(url) {
        const cities = url.searchParams.getAll("idCities");
        url.searchParams.delete("idCities");
        for (const city of cities.slice(0, 2)) url.searchParams.append("idCities", city);
      },
    }),
  ),
  broken(
    "typeOccurrence dropped when several idCities are given",
    ["v2.partition.cities"],
    rewriting({
      rewriteRequest(url) {
        if (severalCities(url)) url.searchParams.delete("typeOccurrence");
      },
    }),
  ),
  broken(
    "several idCities: a row comes twice (a join duplicates it)",
    ["v2.partition.cities"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page === undefined || !severalCities(url) || page.pageMeta.itemCount === 0) return;
        restate(page, page.pageMeta.itemCount + 1);
        const [first] = page.data;
        if (pageOf(url) === 1 && first !== undefined)
          page.data = [...page.data.slice(0, -1), first];
      },
    }),
  ),
  broken(
    "order=DESC: each page from the second repeats the last item of the page before",
    ["v2.paging.sequence"],
    rewriting({
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
    }),
  ),
  broken(
    "typeOccurrence=withoutVictim loses one row in twenty (its itemCount and its pages)",
    ["v2.partition.type-occurrence"],
    rewriting({
      rewriteAnswer(answer, url) {
        const page = occurrencesPage(answer, url);
        if (page === undefined || url.searchParams.get("typeOccurrence") !== "withoutVictim")
          return;
        const { itemCount, take } = page.pageMeta;
        const kept = itemCount - Math.ceil(itemCount / 20);
        restate(page, kept);
        page.data = page.data.slice(0, Math.max(0, kept - (pageOf(url) - 1) * take));
      },
    }),
  ),
  broken(
    "finaldate loses its own day when combined with idState (read as exclusive there only)",
    ["v2.partition.dates"],
    rewriting({
      rewriteRequest(url) {
        const to = url.searchParams.get("finaldate");
        if (to === null || !url.searchParams.has("idState") || !/^\d{4}-\d{2}-\d{2}$/.test(to))
          return;
        url.searchParams.set("finaldate", shiftDay(to, -1));
      },
    }),
  ),
];

/** Servers that differ from the mock only where typeOccurrence is not shown. */
export const TYPE_SILENT_DIFFERENCES: readonly ServerVariant[] = [
  variant(
    "typeOccurrence values other than withVictim refused with a 400",
    rewriting({
      intercept(request) {
        const value = request.url.searchParams.get("typeOccurrence");
        return value !== null && value !== "withVictim"
          ? { status: 400, headers: {}, body: { error: "typeOccurrence must be withVictim" } }
          : undefined;
      },
    }),
  ),
];

function v1Rows(answer: JsonAnswer, url: URL): Record<string, unknown>[] {
  return url.pathname === "/api/v1/occurrences" &&
    answer.status === 200 &&
    Array.isArray(answer.body)
    ? (answer.body as Record<string, unknown>[])
    : [];
}

/** Servers whose resources, or whose records, disagree with themselves. */
export const CONSISTENCY_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "a victim's occurrenceId is the next occurrence's id",
    ["v2.consistency"],
    rewriting({
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
    }),
  ),
  broken(
    "occurrences give a state another name than the cities list",
    ["v2.consistency"],
    rewriting({
      rewriteAnswer(answer, url) {
        for (const item of occurrencesPage(answer, url)?.data ?? [])
          item.state.name = `Estado de ${item.state.name}`;
      },
    }),
  ),
  broken(
    "an occurrence's city carries the name of another city (names swapped on each page)",
    ["v2.consistency"],
    rewriting({
      rewriteAnswer(answer, url) {
        const items = occurrencesPage(answer, url)?.data ?? [];
        const first = items[0];
        const other = items.find((item) => item.city.id !== first?.city.id);
        if (first === undefined || other === undefined) return;
        [first.city.name, other.city.name] = [other.city.name, first.city.name];
      },
    }),
  ),
  broken(
    "occurrence city names written with accents, as in the cities list",
    ["v2.format.city-name"],
    rewriting({
      async rewriteAnswer(answer, url, upstream) {
        const page = occurrencesPage(answer, url);
        if (page === undefined) return;
        const cities = (await upstream(new URL("/api/v2/cities", url))).body as CitiesResponse;
        const names = new Map(cities.data.map((city) => [city.id, city.name]));
        for (const item of page.data) item.city.name = names.get(item.city.id) ?? item.city.name;
      },
    }),
  ),
  broken(
    "v1: nome_cidade is not the city of cidade_id",
    ["v1.consistency"],
    rewriting({
      rewriteAnswer(answer, url) {
        for (const row of v1Rows(answer, url))
          if ("nome_cidade" in row) row.nome_cidade = `Cidade ${String(row.cidade_id)}`;
      },
    }),
  ),
  broken(
    "v1: hora_ocorrencia three hours off data_ocorrencia (another zone)",
    ["v1.consistency"],
    rewriting({
      rewriteAnswer(answer, url) {
        for (const row of v1Rows(answer, url)) {
          if (typeof row.hora_ocorrencia !== "string") continue;
          const [h, rest] = [Number(row.hora_ocorrencia.slice(0, 2)), row.hora_ocorrencia.slice(2)];
          row.hora_ocorrencia = `${String((h + 21) % 24).padStart(2, "0")}${rest}`;
        }
      },
    }),
  ),
];

function shiftV1Date(row: Record<string, unknown>, ms: number): void {
  if (typeof row.data_ocorrencia !== "string") return;
  const time = Date.parse(`${row.data_ocorrencia.replace(" ", "T")}Z`) + ms;
  const text = new Date(time).toISOString().slice(0, 19).replace("T", " ");
  row.data_ocorrencia = text;
  if (typeof row.hora_ocorrencia === "string") row.hora_ocorrencia = text.slice(11);
}

/** v1 multi-value filters that lose or repeat rows. */
export const V1_MULTI_VALUE_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "v1: several estado_id[]: only the last honoured",
    ["v1.partition"],
    rewriting({
      rewriteRequest(url) {
        const states = url.searchParams.getAll("estado_id[]");
        const last = states[states.length - 1];
        if (states.length < 2 || last === undefined) return;
        url.searchParams.delete("estado_id[]");
        url.searchParams.set("estado_id[]", last);
      },
    }),
  ),
  broken(
    "v1: several cidade_id[]: a row comes twice (a join duplicates it)",
    ["v1.partition"],
    rewriting({
      rewriteAnswer(answer, url) {
        const rows = v1Rows(answer, url);
        const [first] = rows;
        if (url.searchParams.getAll("cidade_id[]").length >= 2 && first !== undefined)
          rows.push({ ...first });
      },
    }),
  ),
];

/** v1 and v2 disagree on a record's date. */
export const CROSS_DATE_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "v1: one record's data_ocorrencia a day later than its v2 date",
    ["cross.dates"],
    rewriting({
      rewriteAnswer(answer, url) {
        const [row] = v1Rows(answer, url);
        if (row !== undefined) shiftV1Date(row, 86_400_000);
      },
    }),
  ),
];

/** Servers that differ only in how they write names where the rules leave room: conform. */
export const CONSISTENCY_SILENT_DIFFERENCES: readonly ServerVariant[] = [
  variant(
    "v1: nome_cidade and nome_estado in upper case",
    rewriting({
      rewriteAnswer(answer, url) {
        for (const row of v1Rows(answer, url)) {
          if (typeof row.nome_cidade === "string") row.nome_cidade = row.nome_cidade.toUpperCase();
          if (typeof row.nome_estado === "string") row.nome_estado = row.nome_estado.toUpperCase();
        }
      },
    }),
  ),
  variant(
    "v1: dates written in local time (-03:00), v2 in UTC",
    v1DatesShownOn((time) =>
      new Date(time - 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " "),
    ),
  ),
  variant(
    "occurrence state names in upper case",
    rewriting({
      rewriteAnswer(answer, url) {
        for (const item of occurrencesPage(answer, url)?.data ?? [])
          item.state.name = item.state.name.toUpperCase();
      },
    }),
  ),
];

/** Servers that get the HTTP layer, or the forms real clients send, wrong. */
export const HTTP_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "v2: JSON under Content-Type: text/html",
    ["v2.content-type"],
    rewriting({
      rewriteAnswer(answer, url) {
        if (url.pathname.startsWith("/api/v2")) answer.headers["content-type"] = "text/html";
      },
    }),
  ),
  broken(
    "v1: JSON under Content-Type: text/plain",
    ["v1.content-type"],
    rewriting({
      rewriteAnswer(answer, url) {
        if (url.pathname.startsWith("/api/v1"))
          answer.headers["content-type"] = "text/plain; charset=utf-8";
      },
    }),
  ),
  broken(
    "GET /api/v2/cities? with a bare ? answered 404 (routes matched on the raw target)",
    ["v2.cities.bare-query"],
    rewriting({
      intercept: (request) =>
        request.target?.endsWith("?") === true
          ? { status: 404, headers: {}, body: { msg: "Cannot GET /api/v2/cities?" } }
          : undefined,
    }),
  ),
  broken(
    "GET /api/v2/cities? with a bare ? read as an empty cityName (no city)",
    ["v2.cities.bare-query"],
    rewriting({
      intercept: (request) =>
        request.target === "/api/v2/cities?"
          ? {
              status: 200,
              headers: {},
              body: {
                msg: "Successfully returned cities",
                msgCode: "success",
                code: 200,
                data: [],
              },
            }
          : undefined,
    }),
  ),
  broken(
    "cities: an accented cityName finds nothing (matched against unaccented names)",
    ["v2.cities.filters"],
    rewriting({
      rewriteAnswer(answer, url) {
        const name = url.searchParams.get("cityName");
        if (
          url.pathname === "/api/v2/cities" &&
          name !== null &&
          /[\u0300-\u036f]/.test(name.normalize("NFD"))
        )
          (answer.body as CitiesResponse).data = [];
      },
    }),
  ),
];

/** Servers that differ from the mock only in HTTP details the spec leaves open: conform. */
export const HTTP_SILENT_DIFFERENCES: readonly ServerVariant[] = [
  variant(
    "Content-Type application/json without a charset, and a +json type on v1",
    rewriting({
      rewriteAnswer(answer, url) {
        answer.headers["content-type"] = url.pathname.startsWith("/api/v1")
          ? "application/vnd.occurrences+json"
          : "application/json";
      },
    }),
  ),
];
