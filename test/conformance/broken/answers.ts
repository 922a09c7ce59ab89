import { pathOf, TOTAL_COUNT_HEADER, type OperationId } from "../../../src/contract";
import type { City, Occurrence, OccurrencesResponse } from "../../../src/generated/types";
import { shiftDay } from "../../../src/conformance/dates";
import { isRecord } from "../../../src/is-record";
import type { Breakage, JsonAnswer, JsonRequest, Upstream } from "./break-handler";

/** Whether a request is for the operation (its path read from the contract table). */
export function isFor(request: JsonRequest, id: OperationId): boolean {
  return request.method === "GET" && request.path === pathOf(id);
}

/** The v2 occurrences page of a 200 answer, to rewrite in place; undefined for anything else. */
export function v2Page(answer: JsonAnswer): OccurrencesResponse | undefined {
  const body = answer.body;
  return answer.status === 200 &&
    isRecord(body) &&
    Array.isArray(body.data) &&
    isRecord(body.pageMeta)
    ? (body as unknown as OccurrencesResponse)
    : undefined;
}

/** The v2 cities of a 200 answer, to rewrite in place. */
export function v2Cities(answer: JsonAnswer): City[] | undefined {
  const body = answer.body;
  return answer.status === 200 && isRecord(body) && Array.isArray(body.data)
    ? (body.data as City[])
    : undefined;
}

/** The rows of a v1 200 list answer, to rewrite in place. */
export function v1Rows(answer: JsonAnswer): Record<string, unknown>[] | undefined {
  const body = answer.body;
  return answer.status === 200 && Array.isArray(body) ? body.filter(isRecord) : undefined;
}

/** A copy of the request with its query changed. */
export function withQuery(
  request: JsonRequest,
  change: (query: URLSearchParams) => void,
): JsonRequest {
  const query = new URLSearchParams(request.query);
  change(query);
  return { ...request, query };
}

/**
 * A v1 request that shows `column` (a server that filters on it whatever `field[]` shows): when
 * `field[]` names columns but not this one, `asked` adds it, and `drop` deletes it from a row
 * again (once the row is read); otherwise `asked` is the request and `drop` leaves rows alone.
 */
export function withColumnShown(
  request: JsonRequest,
  column: string,
): { asked: JsonRequest; drop: (row: Record<string, unknown>) => void } {
  const fields = request.query.getAll("field[]");
  if (fields.length === 0 || fields.includes(column)) return { asked: request, drop: () => {} };
  return {
    asked: withQuery(request, (query) => query.append("field[]", column)),
    drop: (row) => Reflect.deleteProperty(row, column),
  };
}

/** A breakage that changes the query of the operation's requests before the core reads them. */
export function onRequest(id: OperationId, change: (query: URLSearchParams) => void): Breakage {
  return (request, upstream) => upstream(isFor(request, id) ? withQuery(request, change) : request);
}

/** A breakage that rewrites the core's answers to the operation's requests. */
export function onAnswer(
  id: OperationId,
  change: (answer: JsonAnswer, request: JsonRequest, upstream: Upstream) => void | Promise<void>,
): Breakage {
  return async (request, upstream) => {
    const answer = await upstream(request);
    if (isFor(request, id)) await change(answer, request, upstream);
    return answer;
  };
}

/** A v2 page's items rewritten in place. */
export function onV2Items(change: (items: Occurrence[], request: JsonRequest) => void): Breakage {
  return onAnswer("v2-occurrences", (answer, request) => {
    const page = v2Page(answer);
    if (page !== undefined) change(page.data, request);
  });
}

/** The v1 occurrence rows rewritten in place. */
export function onV1Rows(
  change: (rows: Record<string, unknown>[], request: JsonRequest) => void,
): Breakage {
  return onAnswer("v1-occurrences", (answer, request) => {
    const rows = v1Rows(answer);
    if (rows !== undefined) change(rows, request);
  });
}

/** True for a UUID whose first hex digit is 0-3 (about a quarter of the records or cities). */
export function inFirstQuarter(id: string): boolean {
  return /^[0-3]/.test(id);
}

/**
 * Moves a date parameter by whole days, when the query has it: each of its values, when it is
 * given more than once (the core then reads the repeated value as it does).
 */
export function shiftParameter(query: URLSearchParams, name: string, days: number): void {
  const values = query.getAll(name);
  if (values.length === 0) return;
  query.delete(name);
  for (const value of values)
    query.append(name, /^\d{4}-\d{2}-\d{2}$/.test(value) ? shiftDay(value, days) : value);
}

/** The page made empty, its pageMeta saying so (itemCount 0). */
export function emptyPage(page: OccurrencesResponse): void {
  page.data = [];
  page.pageMeta.itemCount = 0;
  page.pageMeta.pageCount = 0;
  page.pageMeta.hasNextPage = false;
  page.pageMeta.hasPreviousPage = page.pageMeta.page > 1;
}

/** How many kinds of v2 filter the query combines (the two date bounds count as one window). */
export function filterKinds(query: URLSearchParams): number {
  const window = query.has("initialdate") || query.has("finaldate") ? 1 : 0;
  return (
    window + ["idState", "idCities", "typeOccurrence"].filter((name) => query.has(name)).length
  );
}

/** The page asked, 1 when none. */
export function pageOf(query: URLSearchParams): number {
  return Number(query.get("page") ?? "1");
}

/**
 * A deterministic generator of numbers in [0, 1) (mulberry32), for breakages that misbehave now and
 * then.
 */
export function drawsFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sets a v1 list answer's rows and its total-count header to match (a server that drops or moves
 * a row says so consistently, rather than looking like a capped list).
 */
export function setV1Rows(answer: JsonAnswer, rows: readonly Record<string, unknown>[]): void {
  answer.body = [...rows];
  for (const name of Object.keys(answer.headers)) {
    if (name.toLowerCase() === TOTAL_COUNT_HEADER.toLowerCase())
      answer.headers[name] = String(rows.length);
  }
}

/** The rows of a v1 list answer kept when `keep` says so, the total-count header agreeing. */
export function keepV1Rows(
  answer: JsonAnswer,
  keep: (row: Record<string, unknown>) => boolean,
): void {
  const rows = v1Rows(answer);
  if (rows !== undefined) setV1Rows(answer, rows.filter(keep));
}

/**
 * A v1 occurrences server that filters on the shown `data_ocorrencia` in its query, whatever
 * `field[]` shows: when `parameter` comes (a day), only the rows `keep(shown, day)` says so are
 * kept (the date is asked for and dropped again when `field[]` leaves it out).
 */
export function keepRowsByShownDate(
  parameter: string,
  keep: (shown: unknown, day: string) => boolean,
): Breakage {
  return async (request, upstream) => {
    const day = request.query.get(parameter);
    if (!isFor(request, "v1-occurrences") || day === null) return upstream(request);
    const { asked, drop } = withColumnShown(request, "data_ocorrencia");
    const answer = await upstream(asked);
    keepV1Rows(answer, (row) => {
      const shown = row.data_ocorrencia;
      drop(row);
      return keep(shown, day);
    });
    return answer;
  };
}

/**
 * What a breakage written by URL does (rewriting): answer alone, change the URL the core is
 * asked, or change the core's answer. Each is optional.
 */
export interface Rewrites {
  /** Answers without asking the core (auth, rate limits) when it returns an answer. */
  intercept?(request: JsonRequest & { readonly url: URL }): JsonAnswer | undefined;
  /** Rewrites the URL (path and query) the core is asked. */
  rewriteRequest?(url: URL): void;
  /** Rewrites the core's answer; `url` is the request as sent, `ask` asks the core another URL. */
  rewriteAnswer?(
    answer: JsonAnswer,
    url: URL,
    ask: (url: URL) => Promise<JsonAnswer>,
  ): void | Promise<void>;
}

/**
 * The host of the URLs a breakage written by URL reads (any host would do: the core ignores it).
 */
const REWRITE_BASE = "http://broken.invalid";

/**
 * The core's answer as a plain JSON server in front of it sends it: of the core's headers only
 * Retry-After is kept (no X-Total-Count to restate when rows are dropped), Content-Type is JSON.
 */
async function plainly(answer: Promise<JsonAnswer>): Promise<JsonAnswer> {
  const plain = await answer;
  const retryAfter = Object.entries(plain.headers).find(
    ([name]) => name.toLowerCase() === "retry-after",
  );
  plain.headers = retryAfter === undefined ? {} : { "retry-after": retryAfter[1] };
  return plain;
}

/** A GET of a URL's path and query, as a breakage asks the core for another page. */
function getOf(url: URL): JsonRequest {
  return { method: "GET", path: url.pathname, query: new URLSearchParams(url.search), headers: {} };
}

/**
 * A breakage written by URL: a forwarding server in front of the core that may answer alone,
 * rewrite the URL it forwards, and rewrite the core's answer (see Rewrites), and that keeps
 * none of the core's headers but Retry-After.
 */
export function rewriting(rewrites: Rewrites): Breakage {
  return async (request, upstream) => {
    const search = request.query.toString();
    const target = request.target ?? `${request.path}${search === "" ? "" : `?${search}`}`;
    const url = new URL(target, REWRITE_BASE);
    const intercepted = rewrites.intercept?.({ ...request, url });
    if (intercepted !== undefined) return intercepted;
    const forwarded = new URL(url.href);
    rewrites.rewriteRequest?.(forwarded);
    const answer = await plainly(
      upstream({ ...request, path: forwarded.pathname, query: forwarded.searchParams }),
    );
    const ask = (other: URL): Promise<JsonAnswer> => plainly(upstream(getOf(other)));
    await rewrites.rewriteAnswer?.(answer, url, ask);
    return answer;
  };
}
