import { headerRecord, type Exchange } from "../capture";
import { KeptBodies } from "./kept-bodies";
import type { CheckInput, QueryPairs } from "./check-input";
import { readCompactV2Page, readV2Page, type LoosePage } from "./read-body";

export type { CheckInput, QueryPairs } from "./check-input";

/** A query as the probes write it: absent values are left out, arrays repeat the parameter. */
export type QueryInput = Readonly<
  Record<string, string | number | readonly (string | number)[] | undefined>
>;

/**
 * One request the suite sent and what came back, as the checks read it: the one `Exchange`
 * (request, response bytes, timing) with the fields every check reads (`CheckInput`) derived
 * from it once.
 */
export interface ExchangeView extends Exchange, CheckInput {
  /** Sequence number, from 1, in the order the requests were sent. */
  readonly seq: number;
  /** Whether an Authorization header was sent (its value never leaves the client). */
  readonly authorized: boolean;
  /** The raw body text (empty when there was no answer). */
  readonly text: string;
  /** Whether the body parsed as JSON. */
  readonly json: boolean;
  /** Time from sending to the end of the body, in ms. */
  readonly durationMs: number;
  /** Why no answer came, when status is 0, or why its body was not read. */
  readonly error?: string;
}

/** What the suite knows of a request beyond the exchange itself. */
export interface SentRequest {
  /** Sequence number, from 1. */
  readonly seq: number;
  /** The path, e.g. the v2 occurrences path. */
  readonly path: string;
  /** The query parameters sent. */
  readonly query: QueryPairs;
  /** Whether an Authorization header was sent. */
  readonly authorized: boolean;
}

const NOT_JSON = Symbol("not JSON");

/** How each view made by viewOf reads its v2 page: from the store's readings, seldom parsing. */
const pageReaders = new WeakMap<object, () => LoosePage | undefined>();

/**
 * The page of a view viewOf made, held by the view for the whole run: its pageMeta and its
 * length (a few numbers); its items (the fields the checks read) are the store's reading, read
 * again from the body when the store no longer keeps them.
 */
class KeptPage implements LoosePage {
  constructor(
    readonly meta: LoosePage["meta"],
    readonly length: number,
    private readonly read: () => LoosePage | undefined,
  ) {}

  get items(): LoosePage["items"] {
    return this.read()?.items ?? [];
  }
}

/**
 * The v2 occurrences page of an answer (undefined when its `data` is not a list). For a view
 * viewOf made, its pageMeta and length are kept with the view and its items in the store's
 * readings, so that a check reading an older answer seldom parses its body again; else the page
 * is read from the view's body.
 */
export function pageOf(exchange: CheckInput | undefined): LoosePage | undefined {
  if (exchange === undefined) return undefined;
  const reader = pageReaders.get(exchange);
  return reader === undefined ? readV2Page(exchange.body) : reader();
}

/** How many items a v2 occurrences answer lists (undefined when its `data` is not a list). */
export function pageLengthOf(exchange: CheckInput | undefined): number | undefined {
  const page = pageOf(exchange);
  return page instanceof KeptPage ? page.length : page?.items.length;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return NOT_JSON;
  }
}

/**
 * The checks' view of an exchange: status, headers, text and parsed body derived from it. With
 * `kept`, the body's bytes and parse live in that store (bounded memory: a view kept for the
 * end of the run holds a handle, not its answer); without, the view holds them itself.
 */
export function viewOf(exchange: Exchange, sent: SentRequest, kept?: KeptBodies): ExchangeView {
  const { request, response } = exchange;
  const raw = response !== undefined && response.bodyNote === undefined ? response.body : undefined;
  const bytes =
    raw === undefined ? undefined : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const store = kept ?? new KeptBodies(Number.POSITIVE_INFINITY);
  const handle = bytes === undefined ? undefined : store.keep(bytes);
  const parse = (): unknown => (handle === undefined ? NOT_JSON : store.parsed(handle, parseJson));
  const json = parse() !== NOT_JSON;
  const decode = (): string => (handle === undefined ? "" : store.bytesOf(handle).toString("utf8"));
  const error = exchange.noResponse ?? response?.bodyNote;
  const view: ExchangeView = {
    ...exchange,
    ...sent,
    response:
      response === undefined || handle === undefined
        ? response
        : {
            ...response,
            get body() {
              return store.bytesOf(handle);
            },
          },
    method: request.method === "POST" ? "POST" : "GET",
    url: request.url,
    status: response?.status ?? 0,
    headers: response === undefined ? {} : headerRecord(response.headers),
    // Parsed when asked (the store keeps the newest parses): a kept view holds no parse.
    get body() {
      const value = json ? parse() : undefined;
      return value === NOT_JSON ? undefined : value;
    },
    // Decoded when read (few checks do, on failures): a kept view holds no copy.
    get text() {
      return decode();
    },
    json,
    durationMs: exchange.timing.durationMs,
    ...(error === undefined ? {} : { error }),
  };
  const page = (): LoosePage | undefined => readV2Page(view.body);
  if (handle === undefined) {
    pageReaders.set(view, page);
    return view;
  }
  const items = (): LoosePage | undefined =>
    store.reading(handle, () => readCompactV2Page(view.body));
  let held: { readonly page: KeptPage | undefined } | undefined;
  pageReaders.set(view, () => {
    if (held === undefined) {
      const read = items();
      held = { page: read && new KeptPage(read.meta, read.items.length, items) };
    }
    return held.page;
  });
  return view;
}

/** Turns a query input into ordered pairs (array values repeat the parameter). */
export function toQueryPairs(input: QueryInput): QueryPairs {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([name, String(item)]);
    else pairs.push([name, String(value)]);
  }
  return pairs;
}

/** The first value of a parameter. */
export function queryValue(query: QueryPairs, name: string): string | undefined {
  return query.find(([key]) => key === name)?.[1];
}

/** Every value of a repeated parameter. */
export function queryValues(query: QueryPairs, name: string): string[] {
  return query.filter(([key]) => key === name).map(([, value]) => value);
}

/** Encodes a query string, keeping brackets readable (`field[]=a`); curl then needs -g. */
export function encodeQuery(query: QueryPairs): string {
  const encode = (text: string): string =>
    encodeURIComponent(text).replace(/%5B/gi, "[").replace(/%5D/gi, "]");
  return query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

/** The full URL of a path and query below a base URL (whose own path is kept). */
export function buildUrl(baseUrl: string, path: string, query: QueryPairs): string {
  const base = baseUrl.replace(/\/+$/, "");
  const search = encodeQuery(query);
  return `${base}${path}${search === "" ? "" : `?${search}`}`;
}
