import type { Exchange } from "../../../src/capture/exchange";
import {
  buildUrl,
  toQueryPairs,
  viewOf,
  type ExchangeView,
  type QueryInput,
} from "../../../src/conformance/exchange";

/** A recorded exchange made up for a pure check: GET path?query answered status with body. */
export function exchangeOf(
  path: string,
  query: QueryInput,
  body: unknown,
  status = 200,
): ExchangeView {
  const pairs = toQueryPairs(query);
  const text = JSON.stringify(body) ?? "";
  const exchange: Exchange = {
    request: { method: "GET", url: buildUrl("http://server.test", path, pairs), headers: [] },
    response: { status, headers: [], body: Buffer.from(text) },
    timing: { started: new Date(0), durationMs: 1 },
  };
  // The body as given (a check may be handed one JSON would not round-trip).
  return {
    ...viewOf(exchange, { seq: 1, path, query: pairs, authorized: false }),
    body,
    json: true,
  };
}

/** A v2 occurrence with just the fields the semantic checks read. */
export function occurrence(
  id: string,
  date: string,
  extra: { city?: string; state?: string; victims?: number; animalVictims?: number } = {},
): Record<string, unknown> {
  return {
    id,
    date,
    city: { id: extra.city ?? "city-a", name: "CITY" },
    state: { id: extra.state ?? "state-a", name: "State" },
    victims: Array.from({ length: extra.victims ?? 0 }, (_, i) => ({ id: `v${i}` })),
    animalVictims: Array.from({ length: extra.animalVictims ?? 0 }, (_, i) => ({ id: `a${i}` })),
  };
}

/** A v2 occurrences body with a pageMeta. */
export function page(
  meta: {
    page: number;
    take: number;
    itemCount: number;
    pageCount?: number;
    hasPreviousPage?: boolean;
    hasNextPage?: boolean;
  },
  data: readonly unknown[],
): Record<string, unknown> {
  const pageCount = meta.pageCount ?? Math.ceil(meta.itemCount / meta.take);
  return {
    msg: "Success in filtering occurrences",
    msgCode: "success",
    code: 200,
    pageMeta: {
      page: meta.page,
      take: meta.take,
      itemCount: meta.itemCount,
      pageCount,
      hasPreviousPage: meta.hasPreviousPage ?? meta.page > 1,
      hasNextPage: meta.hasNextPage ?? meta.page < pageCount,
    },
    data,
  };
}
