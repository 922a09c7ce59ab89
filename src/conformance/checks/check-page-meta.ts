import { queryValue, type CheckInput } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import type { LoosePage } from "../read-body";

function requestedInt(exchange: CheckInput, name: string): number | undefined {
  const raw = queryValue(exchange.query, name);
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** The size the spec implies for a page: take before the last, the remainder on it, 0 past it. */
export function expectedPageSize(page: number, take: number, itemCount: number): number {
  const pageCount = Math.ceil(itemCount / take);
  if (page < pageCount) return take;
  if (page === pageCount) return itemCount - (pageCount - 1) * take;
  return 0;
}

/**
 * The per-response paging checks of api-v2 2.2: pageCount, the two flags, the echo of page and
 * take, and the number of items on the page. Each check is applied only when the fields it reads
 * are present and well typed (the schema check reports the rest).
 */
export function checkPageMeta(exchange: CheckInput, page: LoosePage): CheckOutcome[] {
  const meta = page.meta;
  if (meta === undefined) return [];
  const outcomes: CheckOutcome[] = [];
  const requestedPage = requestedInt(exchange, "page") ?? 1;
  const requestedTake = requestedInt(exchange, "take");
  const take = requestedTake ?? meta.take;
  const { itemCount, pageCount } = meta;
  const where = `page=${requestedPage} take=${take ?? "?"} itemCount=${itemCount ?? "?"}`;

  if (
    itemCount !== undefined &&
    meta.take !== undefined &&
    meta.take > 0 &&
    pageCount !== undefined
  ) {
    const expected = Math.ceil(itemCount / meta.take);
    outcomes.push(
      outcome(
        "v2.paging.page-count",
        pageCount === expected
          ? []
          : [
              failure(
                "v2.paging.page-count",
                exchange,
                `pageCount is wrong for itemCount=${itemCount} take=${meta.take}`,
                `pageCount ${expected} (ceil(${itemCount} / ${meta.take}))`,
                `pageCount ${pageCount}`,
              ),
            ],
      ),
    );
  }

  if (itemCount !== undefined && take !== undefined && take > 0) {
    const truePageCount = Math.ceil(itemCount / take);
    // Judged against the page asked for (a wrong echo is the echo check's finding).
    const current = requestedPage;
    const flagFailures: Failure[] = [];
    if (meta.hasPreviousPage !== undefined && meta.hasPreviousPage !== current > 1) {
      flagFailures.push(
        failure(
          "v2.paging.flags",
          exchange,
          `hasPreviousPage is wrong on ${where}`,
          `hasPreviousPage ${current > 1} (page ${current})`,
          `hasPreviousPage ${meta.hasPreviousPage}`,
        ),
      );
    }
    if (meta.hasNextPage !== undefined && meta.hasNextPage !== current < truePageCount) {
      flagFailures.push(
        failure(
          "v2.paging.flags",
          exchange,
          `hasNextPage is wrong on ${where}`,
          `hasNextPage ${current < truePageCount} (page ${current} of ${truePageCount})`,
          `hasNextPage ${meta.hasNextPage}`,
        ),
      );
    }
    outcomes.push(outcome("v2.paging.flags", flagFailures));

    const size = expectedPageSize(requestedPage, take, itemCount);
    const position =
      requestedPage < truePageCount
        ? "a full page"
        : requestedPage === truePageCount
          ? "the last page"
          : "a page past the end";
    outcomes.push(
      outcome(
        "v2.paging.page-size",
        page.items.length === size
          ? []
          : [
              failure(
                "v2.paging.page-size",
                exchange,
                `${position} holds the wrong number of items (${where})`,
                `${size} item(s) on ${position}`,
                `${page.items.length} item(s)`,
              ),
            ],
      ),
    );
  }

  const echoFailures: Failure[] = [];
  if (meta.page !== undefined && meta.page !== requestedPage) {
    echoFailures.push(
      failure(
        "v2.paging.echo",
        exchange,
        "pageMeta.page does not echo the requested page",
        `page ${requestedPage}`,
        `page ${meta.page}`,
      ),
    );
  }
  if (requestedTake !== undefined && meta.take !== undefined && meta.take !== requestedTake) {
    echoFailures.push(
      failure(
        "v2.paging.echo",
        exchange,
        "pageMeta.take does not echo the requested take",
        `take ${requestedTake}`,
        `take ${meta.take}`,
      ),
    );
  }
  if (meta.page !== undefined || (requestedTake !== undefined && meta.take !== undefined)) {
    outcomes.push(outcome("v2.paging.echo", echoFailures));
  }
  return outcomes;
}
