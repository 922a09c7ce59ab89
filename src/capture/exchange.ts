/** Header fields in the order they were sent or received, names as written, repeats kept. */
export type HeaderPairs = readonly (readonly [name: string, value: string])[];

/** The request of an exchange, as it was sent. */
export interface ExchangeRequest {
  /** Request method, upper case. */
  readonly method: string;
  /** Request URL: absolute, or a path with its query. */
  readonly url: string;
  /** Request headers as sent (credentials may be redacted by whoever captured them). */
  readonly headers: HeaderPairs;
  /** The request body, when one was sent and kept. */
  readonly body?: Uint8Array;
  /** The HTTP version, e.g. `HTTP/1.1`, when known. */
  readonly httpVersion?: string;
}

/** The response of an exchange, as it was received. */
export interface ExchangeResponse {
  /** Response status code. */
  readonly status: number;
  /** The reason phrase, when known. */
  readonly statusText?: string;
  /** Response headers as received. */
  readonly headers: HeaderPairs;
  /** The body bytes as kept (see `bodyNote` when they are not the whole body). */
  readonly body: Uint8Array;
  /** Why the body bytes are not the whole body (too large, not recorded), when they are not. */
  readonly bodyNote?: string;
}

/** When an exchange happened and how long it took. */
export interface ExchangeTiming {
  /** When the request was sent (or arrived, for a proxy). */
  readonly started: Date;
  /** Milliseconds from the request to the end of the answer (or to giving up on it). */
  readonly durationMs: number;
}

/**
 * One request with its answer: the one exchange type every reader of captures, the proxy and
 * conformance's client produce. `response` is absent when no answer came; `noResponse` says why.
 */
export interface Exchange {
  /** What was sent. */
  readonly request: ExchangeRequest;
  /** What came back; undefined when nothing did. */
  readonly response: ExchangeResponse | undefined;
  /** Why no response came (network error, timeout), when none did. */
  readonly noResponse?: string;
  /** When, and for how long. */
  readonly timing: ExchangeTiming;
}

/** The first value of a header by name (any case), or undefined. */
export function headerOf(headers: HeaderPairs, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return headers.find(([key]) => key.toLowerCase() === wanted)?.[1];
}

/** Header pairs as a record with lower-case names, repeated headers joined by ", ". */
export function headerRecord(headers: HeaderPairs): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    record[key] = record[key] === undefined ? value : `${record[key]}, ${value}`;
  }
  return record;
}

/** Node's raw header list (`[name, value, name, value, …]`) as pairs, order and case kept. */
export function pairsOfRawHeaders(rawHeaders: readonly string[]): HeaderPairs {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    pairs.push([rawHeaders[i] ?? "", rawHeaders[i + 1] ?? ""]);
  }
  return pairs;
}

/** A header record (one value per name) as pairs, in the record's order. */
export function headerPairs(record: Readonly<Record<string, string>>): HeaderPairs {
  return Object.entries(record);
}

/** An exchange that was answered: its response is there. */
export type ExchangeWithResponse = Exchange & { readonly response: ExchangeResponse };
