import { queryOf } from "../answer-evidence";
import type { ExchangeView, QueryInput } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import { isRecord } from "../../is-record";
import type { MirrorRecord } from "./mirror";
import { MIRROR_LIMITS } from "./mirror-limits";
import { isUnread, unreadAnswer, type Unread } from "./unread";

/** A v2 window read to its end in one order: its records as listed, and the take that read it. */
export interface V2WindowRead {
  readonly records: readonly MirrorRecord[];
  /** The take every page was read with (the largest the server served as asked). */
  readonly take: number;
  /** The pages read. */
  readonly pages: number;
}

/** A window with more pages than the mirror reads, at the take the server serves. */
export interface TooManyPages extends Unread {
  /** The take the server served as asked. */
  readonly servedTake: number;
}

interface RawPage {
  readonly records: readonly MirrorRecord[];
  readonly itemCount: number;
  readonly take: number | undefined;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** A 200 answer's records and pageMeta, or why the mirror cannot read it. */
function rawPage(exchange: ExchangeView): RawPage | Unread {
  const bad = unreadAnswer(exchange);
  if (bad !== undefined) return bad;
  const body = exchange.body;
  const data = isRecord(body) ? body.data : undefined;
  const meta = isRecord(body) ? body.pageMeta : undefined;
  if (!Array.isArray(data) || !isRecord(meta) || !isCount(meta.itemCount))
    return { unread: `${queryOf(exchange)} answered no data list with a pageMeta.itemCount` };
  const stray = data.findIndex((item) => !isRecord(item) || typeof item.id !== "string");
  if (stray >= 0)
    return { unread: `${queryOf(exchange)} lists an item without a string id (data[${stray}])` };
  return {
    records: data as MirrorRecord[],
    itemCount: meta.itemCount,
    take: isCount(meta.take) ? meta.take : undefined,
  };
}

/**
 * Reads every record of a v2 occurrences query in one order, page by page with the largest take
 * the server serves as asked (`take`; unsettled: 1000, then 100, then 10 when refused; a take
 * answered smaller, capped, is asked again as served). The reading is whole or an Unread: every
 * page 200, the same itemCount on each, no id listed twice, and as many records as itemCount.
 */
export async function readV2Window(
  ctx: ProbeContext,
  query: QueryInput,
  order: "ASC" | "DESC",
  take: number | undefined,
): Promise<V2WindowRead | TooManyPages | Unread> {
  const takes = take === undefined ? MIRROR_LIMITS.takes : [take];
  let refused: Unread | undefined;
  for (const asked of takes) {
    const ask = (page: number): Promise<ExchangeView> =>
      ctx.request("v2-occurrences", { ...query, order, take: asked, page });
    const firstAnswer = await ask(1);
    const first = rawPage(firstAnswer);
    if (isUnread(first)) {
      // A take refused (4xx) when the server's largest is not settled: a smaller one is tried.
      const status = firstAnswer.status;
      if (take === undefined && status >= 400 && status < 500) {
        refused = first;
        continue;
      }
      return first;
    }
    // Capped: the take it serves is asked again, so every page has one size.
    if (first.take !== undefined && first.take > 0 && first.take < asked)
      return readV2Window(ctx, query, order, first.take);
    const pages = Math.ceil(first.itemCount / asked);
    if (pages > MIRROR_LIMITS.maxPages)
      return {
        unread: `${queryOf(firstAnswer)}: itemCount ${first.itemCount} needs ${pages} pages of ${asked}, more than the mirror reads (${MIRROR_LIMITS.maxPages})`,
        servedTake: asked,
      };
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ask(index + 2)),
    );
    const records: MirrorRecord[] = [];
    const pageOfId = new Map<string, number>();
    for (const [index, answer] of [firstAnswer, ...rest].entries()) {
      const page = index === 0 ? first : rawPage(answer);
      if (isUnread(page)) return page;
      if (page.itemCount !== first.itemCount)
        return {
          unread: `${queryOf(answer)}: pageMeta.itemCount ${page.itemCount}, page 1 said ${first.itemCount}`,
        };
      for (const record of page.records) {
        const id = record.id as string;
        const seen = pageOfId.get(id);
        if (seen !== undefined)
          return { unread: `${queryOf(answer)} lists ${id} again (page ${seen} listed it)` };
        pageOfId.set(id, index + 1);
        records.push(record);
      }
    }
    if (records.length !== first.itemCount)
      return {
        unread: `${queryOf(firstAnswer)}: pageMeta.itemCount ${first.itemCount}, but its ${pages} page(s) of ${asked} listed ${records.length} records`,
      };
    return { records, take: asked, pages };
  }
  return refused ?? { unread: "no take was tried" };
}
