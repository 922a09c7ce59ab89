import { queryOf } from "../answer-evidence";
import { checkDepth } from "../checks/check-depth";
import { type ExchangeView, pageOf } from "../exchange";
import type { ProbeContext } from "./probe-context";

/** The take the window is paged with. */
const DEPTH_TAKE = 20;

/** The fewest pages a window needs to be read at depth. */
const MIN_PAGES = 5;

/**
 * v2.paging.depth: the unfiltered set paged with take DEPTH_TAKE (five pages at least, else
 * unwitnessed), its last two pages read in order=ASC and compared with the first records of
 * order=DESC (three requests after the count). The set's own itemCount decides the pages.
 */
export async function probeV2Depth(ctx: ProbeContext): Promise<void> {
  ctx.phase("v2 paging at depth");
  const page = (n: number): Promise<ExchangeView> =>
    ctx.request("v2-occurrences", { order: "ASC", take: DEPTH_TAKE, page: n });
  const first = await page(1);
  const meta = pageOf(first)?.meta;
  const pages = meta?.pageCount;
  const count = meta?.itemCount;
  if (pages === undefined || count === undefined || pages < MIN_PAGES) {
    ctx.record([
      {
        check: "v2.paging.depth",
        failures: [],
        unwitnessed: `no window of ${MIN_PAGES} pages of ${DEPTH_TAKE} (the unfiltered set has ${String(pages ?? "no")} page(s))`,
      },
    ]);
    return;
  }
  const expected = count - (pages - 2) * DEPTH_TAKE;
  const [before, last, fromEnd] = await Promise.all([
    page(pages - 1),
    page(pages),
    ctx.request("v2-occurrences", { order: "DESC", take: Math.max(1, expected), page: 1 }),
  ]);
  ctx.record([{ ...checkDepth([before, last], fromEnd, expected), witness: queryOf(last) }]);
}
