import type { V2OccurrencesQuery } from "../generated/types";
import { numberKeyword, stringKeyword } from "./schema-keyword";

/** A sort direction of the v2 occurrences list (its query schema's `order`). */
export type DefaultOrder = NonNullable<V2OccurrencesQuery["order"]>;

/** The query schema whose keywords state the v2 list's defaults and limits. */
const SCHEMA = "query/v2-occurrences";

function orderDefault(): DefaultOrder {
  const value = stringKeyword(SCHEMA, "order", "default");
  if (value !== "ASC" && value !== "DESC") throw new Error(`${SCHEMA} order.default: ${value}`);
  return value;
}

/**
 * The defaults and limits of the v2 occurrences list as its query schema states them
 * (`default` of take and order, `maximum` of take): read, never written again.
 */
export const QUERY_DEFAULTS: Readonly<{
  /** take when a request has none: the schema's `take.default`. */
  defaultTake: number;
  /** The largest take accepted: the schema's `take.maximum`. */
  maxTake: number;
  /** order when a request has none: the schema's `order.default`. */
  defaultOrder: DefaultOrder;
}> = Object.freeze({
  defaultTake: numberKeyword(SCHEMA, "take", "default"),
  maxTake: numberKeyword(SCHEMA, "take", "maximum"),
  defaultOrder: orderDefault(),
});

/**
 * The first page of the v2 occurrences list, the page of a request that names none: the least
 * page the query schema accepts (`page.minimum`).
 */
export const FIRST_PAGE: number = numberKeyword(SCHEMA, "page", "minimum");
