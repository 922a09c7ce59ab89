import type { Occurrence } from "../../../src/generated/types";
import type { Breakage, JsonRequest, Upstream } from "./break-handler";
import { broken, type BrokenServer } from "./broken-server";
import { onAnswer, pageOf, v2Page, withQuery } from "./answers";

/** The take above which the broken large-take server stops filling its pages. */
const LARGE_TAKE = 100;

/** The items of the page next to the one asked (`step` -1: the one before), from the core. */
async function neighbour(
  request: JsonRequest,
  upstream: Upstream,
  step: number,
): Promise<Occurrence[]> {
  const page = pageOf(request.query) + step;
  if (page < 1) return [];
  const asked = withQuery(request, (query) => query.set("page", String(page)));
  return v2Page(await upstream(asked))?.data ?? [];
}

/** Page p > 1 starts `shift` items later than it should (1: one skipped; -1: one repeated). */
function shiftedPages(shift: 1 | -1): Breakage {
  return onAnswer("v2-occurrences", async (answer, request, upstream) => {
    const page = v2Page(answer);
    if (page === undefined || pageOf(request.query) < 2 || page.data.length === 0) return;
    if (shift === -1) {
      const before = await neighbour(request, upstream, -1);
      const last = before[before.length - 1];
      if (last !== undefined) page.data = [last, ...page.data.slice(0, -1)];
      return;
    }
    const after = await neighbour(request, upstream, 1);
    page.data = [...page.data.slice(1), ...after.slice(0, 1)];
  });
}

/**
 * Ties on the date at a page edge: when page p opens with an item of the same date as the last of
 * page p - 1, page p shows that last item again instead (one record seen twice, one never).
 */
const tiesAtEdge: Breakage = onAnswer("v2-occurrences", async (answer, request, upstream) => {
  const page = v2Page(answer);
  const first = page?.data[0];
  if (page === undefined || first === undefined || pageOf(request.query) < 2) return;
  const before = await neighbour(request, upstream, -1);
  const last = before[before.length - 1];
  if (last !== undefined && last.date === first.date) page.data[0] = last;
});

/** Within each run of items sharing a date, the order flips on every second asking of a query. */
function unstableTies(): Breakage {
  const asked = new Map<string, number>();
  return onAnswer("v2-occurrences", (answer, request) => {
    const page = v2Page(answer);
    if (page === undefined) return;
    const key = request.query.toString();
    const times = (asked.get(key) ?? 0) + 1;
    asked.set(key, times);
    if (times % 2 === 1) return;
    const items = page.data;
    for (let i = 0; i + 1 < items.length; i += 1) {
      const [a, b] = [items[i], items[i + 1]];
      if (a !== undefined && b !== undefined && a.date === b.date) {
        [items[i], items[i + 1]] = [b, a];
        i += 1;
      }
    }
  });
}

/** Paging at depth and size, and reading a window through (api-v2 2.2, 8). */
export const PAGING_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "the last page of a window of five pages or more comes back empty",
    ["v2.paging.depth", "v2.paging.page-size", "v2.paging.sequence"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      const meta = page?.pageMeta;
      if (
        page !== undefined &&
        meta !== undefined &&
        meta.pageCount >= 5 &&
        meta.page === meta.pageCount
      ) {
        page.data = [];
      }
    }),
  ),
  broken(
    "pages past the 5th repeat the 5th page's items",
    ["v2.paging.depth", "v2.paging.sequence", "v2.paging.concatenation"],
    onAnswer("v2-occurrences", async (answer, request, upstream) => {
      const page = v2Page(answer);
      if (page === undefined || pageOf(request.query) <= 5 || page.data.length === 0) return;
      const fifth = withQuery(request, (query) => query.set("page", "5"));
      page.data = v2Page(await upstream(fifth))?.data ?? page.data;
    }),
  ),
  broken(
    `a take above ${LARGE_TAKE} fills only ${LARGE_TAKE} items, pageMeta still stating the take asked`,
    ["v2.paging.large-take", "v2.paging.page-size"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page !== undefined && page.pageMeta.take > LARGE_TAKE)
        page.data = page.data.slice(0, LARGE_TAKE);
    }),
  ),
  broken(
    "every full page holds one item less than take (data.length against pageMeta)",
    ["v2.paging.page-size"],
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page !== undefined && page.data.length === page.pageMeta.take && page.data.length > 1) {
        page.data.pop();
      }
    }),
  ),
  broken(
    "a record skipped between pages (page p > 1 starts one item late)",
    ["v2.paging.sequence", "v2.paging.concatenation"],
    shiftedPages(1),
  ),
  broken(
    "a record repeated between pages (page p > 1 starts with the last item of page p - 1)",
    ["v2.paging.sequence", "v2.paging.concatenation"],
    shiftedPages(-1),
  ),
  broken(
    "ties on the date at a page edge: the tied record of the next page replaced by the last of the page before",
    ["v2.paging.ties", "v2.paging.sequence", "v2.paging.concatenation"],
    tiesAtEdge,
    { world: "default" },
  ),
  {
    name: "unstable order: items of one date swap places every second time the same query is asked",
    rules: [
      "v2.paging.stable-order",
      "v2.paging.repeatable",
      "v2.paging.ties",
      "v2.records.stable",
    ],
    make: unstableTies,
    world: "default",
  },
  {
    name: "unstable order: every second asking of a query answers its page reversed",
    rules: ["v2.paging.stable-order", "v2.paging.repeatable", "v2.order"],
    make: () => {
      const asked = new Map<string, number>();
      return onAnswer("v2-occurrences", (answer, request) => {
        const page = v2Page(answer);
        const key = request.query.toString();
        const times = (asked.get(key) ?? 0) + 1;
        asked.set(key, times);
        if (page !== undefined && times % 2 === 0) page.data.reverse();
      });
    },
  },
];
