import { isRecord } from "../is-record";
import type { Exchange, HeaderPairs } from "./exchange";
/** Header values as recorded: lower-case names, repeated headers as arrays. */
export type RecordedHeaders = Readonly<Record<string, string | readonly string[]>>;

/**
 * One line of a proxy recording (`proxy --record FILE.ndjson`), which `validate` reads back.
 * `response.body` is the parsed JSON answer; an answer that is not JSON (or is broken JSON)
 * is kept as `response.text` instead, so a later `validate` reports it with its position.
 */
export interface ExchangeRecord {
  /** When the request arrived, ISO 8601. */
  readonly startedDateTime?: string;
  /** Milliseconds from the request to the end of the upstream answer. */
  readonly durationMs?: number;
  readonly request: {
    readonly method: string;
    /** Absolute URL at the upstream. */
    readonly url: string;
    /** Request headers; credentials are redacted. */
    readonly headers: RecordedHeaders;
  };
  readonly response: {
    readonly status: number;
    /** Response headers as the upstream sent them (content-encoding included; body is decoded). */
    readonly headers: RecordedHeaders;
    /** The decoded, parsed JSON body. */
    readonly body?: unknown;
    /** The decoded body text, when it is not JSON or does not parse. */
    readonly text?: string;
    /** Why the body was not recorded (an encoding the proxy cannot decode). */
    readonly note?: string;
  };
}

/** Whether a parsed NDJSON line is an exchange record rather than a bare response body. */
export function isExchangeRecord(value: unknown): value is ExchangeRecord {
  if (!isRecord(value) || !isRecord(value.request) || !isRecord(value.response)) return false;
  return (
    typeof value.request.method === "string" &&
    typeof value.request.url === "string" &&
    typeof value.response.status === "number"
  );
}

/** The value of a recorded header, joined when repeated. */
export function headerValue(headers: unknown, name: string): string | undefined {
  if (!isRecord(headers)) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return value.map(String).join(", ");
  }
  return undefined;
}

function pairsOf(headers: RecordedHeaders): HeaderPairs {
  return Object.entries(headers).flatMap(([name, value]) =>
    (typeof value === "string" ? [value] : value).map((one) => [name, one] as const),
  );
}

/**
 * The exchange of one recording line: its headers as pairs (repeats kept), its body as bytes
 * (the parsed body serialised again, or the text kept), a note as the reason the body is absent.
 */
export function exchangeOfRecord(record: ExchangeRecord): Exchange {
  const { request, response } = record;
  const text = response.body !== undefined ? JSON.stringify(response.body) : (response.text ?? "");
  return {
    request: { method: request.method, url: request.url, headers: pairsOf(request.headers) },
    response: {
      status: response.status,
      headers: pairsOf(response.headers),
      body: Buffer.from(text),
      ...(response.note === undefined ? {} : { bodyNote: response.note }),
    },
    timing: {
      started: new Date(record.startedDateTime ?? 0),
      durationMs: record.durationMs ?? 0,
    },
  };
}
