import type { ExchangeView } from "./exchange";
import { readV1Rows } from "./read-body";

/**
 * The number of matching rows a v1 list answer says there are, when its `X-Total-Count` header
 * states more than the rows it carries: the list is then a page, not the whole answer. v1 paging
 * is not shown (api-v1 4.3), so a capped list is no finding, but it cannot stand for the whole
 * set in the checks that compare answers. Undefined when the list is complete as far as can be
 * told (no such header, or no more than the rows sent).
 */
export function v1ListTotal(exchange: Pick<ExchangeView, "headers" | "body">): number | undefined {
  const header = exchange.headers["x-total-count"]?.trim();
  const rows = readV1Rows(exchange.body);
  if (header === undefined || rows === undefined || !/^\d+$/.test(header)) return undefined;
  const total = Number(header);
  return total > rows.length ? total : undefined;
}
