import type { OccurrencesResponse } from "../../../src/generated/types";
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
];
