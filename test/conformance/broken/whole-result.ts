import type { OperationId } from "../../../src/contract";
import type { Occurrence, OccurrencesResponse } from "../../../src/generated/types";
import { paginate, type PageWindow } from "../../../src/query";
import type { Breakage, JsonAnswer, JsonRequest, Upstream } from "./break-handler";
import { isFor, v2Page, withQuery } from "./answers";

/** The take a breakage reads a whole v2 result with (the mock serves up to 5000). */
const WHOLE_TAKE = 1000;

/**
 * Every item of a v2 occurrences query (its page and take ignored), in the core's order, read
 * page by page; undefined when the core does not answer it with a page.
 */
export async function wholeV2(
  request: JsonRequest,
  upstream: Upstream,
): Promise<Occurrence[] | undefined> {
  const items: Occurrence[] = [];
  for (let page = 1; ; page += 1) {
    const asked = withQuery(request, (query) => {
      query.set("take", String(WHOLE_TAKE));
      query.set("page", String(page));
    });
    const answer = v2Page(await upstream(asked));
    if (answer === undefined) return undefined;
    items.push(...answer.data);
    if (!answer.pageMeta.hasNextPage || answer.data.length === 0) return items;
  }
}

/** The query of a request without its page and take: the key of its whole result. */
export function wholeKey(request: JsonRequest): string {
  const query = new URLSearchParams(request.query);
  query.delete("page");
  query.delete("take");
  return `${request.path}?${query.toString()}`;
}

/** What a server that computes its pages itself does with a whole result. */
export interface Repaging {
  /** Which v2 occurrences requests it computes itself (the others pass to the core as they are). */
  readonly when: (query: URLSearchParams) => boolean;
  /** The whole result it pages (default: the core's whole result of the query). */
  readonly whole?: (
    items: Occurrence[],
    request: JsonRequest,
    upstream: Upstream,
  ) => Occurrence[] | Promise<Occurrence[]>;
  /** The items of the page asked (default: the window's slice of the whole result). */
  readonly page?: (items: readonly Occurrence[], window: PageWindow) => Occurrence[];
  /** The pageMeta it states (default: the window's, exact). */
  readonly meta?: (window: PageWindow) => OccurrencesResponse["pageMeta"];
}

/**
 * The page the core echoes (page and take as asked, defaults filled in) set from a whole result.
 */
function setPage(
  page: OccurrencesResponse,
  items: readonly Occurrence[],
  repaging: Repaging,
): void {
  const window = paginate(items.length, page.pageMeta.page, page.pageMeta.take);
  page.data = repaging.page?.(items, window) ?? items.slice(window.start, window.end);
  page.pageMeta = repaging.meta?.(window) ?? window.pageMeta;
}

/**
 * A server that computes the pages of some v2 occurrences queries itself from a whole result
 * (the core's, or one it changes): each whole result is read once per run and kept by query.
 */
export function repaged(repaging: Repaging): () => Breakage {
  return () => {
    const kept = new Map<string, Occurrence[]>();
    return async (request, upstream) => {
      const answer = await upstream(request);
      if (!isFor(request, "v2-occurrences") || !repaging.when(request.query)) return answer;
      const page = v2Page(answer);
      if (page === undefined) return answer;
      const key = wholeKey(request);
      let items = kept.get(key);
      if (items === undefined) {
        const whole = (await wholeV2(request, upstream)) ?? [];
        items =
          repaging.whole === undefined ? whole : await repaging.whole(whole, request, upstream);
        kept.set(key, items);
      }
      setPage(page, items, repaging);
      return answer;
    };
  };
}

/** A copy of an answer (a cache hands out its own copy each time). */
export function copyOf(answer: JsonAnswer): JsonAnswer {
  return {
    status: answer.status,
    headers: { ...answer.headers },
    body: JSON.parse(JSON.stringify(answer.body)) as unknown,
  };
}

/**
 * A cache in front of one operation keyed on part of the query (`keyOf`; undefined: not cached):
 * the first answer to a key is served again to every later request with that key.
 */
export function cachedOn(
  id: OperationId,
  keyOf: (query: URLSearchParams) => string | undefined,
): () => Breakage {
  return () => {
    const kept = new Map<string, JsonAnswer>();
    return async (request, upstream) => {
      const key = isFor(request, id) ? keyOf(request.query) : undefined;
      if (key === undefined) return upstream(request);
      const hit = kept.get(key);
      if (hit !== undefined) return copyOf(hit);
      const answer = await upstream(request);
      if (answer.status === 200) kept.set(key, copyOf(answer));
      return answer;
    };
  };
}

/** The query without some parameters, as text (a cache key that forgets them). */
export function without(query: URLSearchParams, ...names: string[]): string {
  const rest = new URLSearchParams(query);
  for (const name of names) rest.delete(name);
  rest.sort();
  return rest.toString();
}
