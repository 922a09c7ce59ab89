import {
  headerOf,
  type ExchangeWithResponse,
  type HeaderPairs,
  type ExchangeRecord,
  type RecordedHeaders,
  headerValue,
} from "../../capture";
import type { Inspection } from "./inspect-exchange";
import type { Recorder } from "./recorder";
import { redactRawBody } from "./redact-raw-body";
import { isSecretField, type SecretRedactor } from "./secret-redactor";

/** What a recorder writes of one exchange. */
export interface Recording {
  readonly exchange: ExchangeWithResponse;
  readonly inspection: Pick<Inspection, "record" | "text">;
}

/** Learns the tokens an exchange sends or issues: Bearer values, cookies, secret body fields. */
export function learnSecrets(
  exchange: ExchangeWithResponse,
  record: ExchangeRecord,
  redactor: SecretRedactor,
): void {
  for (const [name, value] of [...exchange.request.headers, ...exchange.response.headers]) {
    const lower = name.toLowerCase();
    if (lower.endsWith("authorization")) redactor.learn(value.replace(/^\S+\s+/, "").trim());
    if (lower === "cookie" || lower === "set-cookie") {
      const pairs = lower === "cookie" ? value.split(";") : [value.split(";")[0] ?? ""];
      for (const pair of pairs) redactor.learn(pair.slice(pair.indexOf("=") + 1).trim());
    } else if (!lower.endsWith("authorization") && isSecretField(lower)) redactor.learn(value);
  }
  redactor.learnFrom(record.response.body);
  const form = record.response.text;
  if (form !== undefined && /urlencoded/i.test(contentTypeOf(record.response.headers))) {
    redactor.learnFrom(Object.fromEntries(new URLSearchParams(form)));
  }
}

function contentTypeOf(headers: RecordedHeaders): string {
  return headerValue(headers, "content-type") ?? "";
}

function recordedHeaders(headers: RecordedHeaders, redactor: SecretRedactor): RecordedHeaders {
  const out: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = typeof value === "string" ? redactor.text(value) : value.map(redactor.text);
  }
  return out;
}

function pairs(headers: HeaderPairs, redactor: SecretRedactor): HeaderPairs {
  return headers.map(([name, value]) => [name, redactor.text(value)] as const);
}

/** The raw body a recorder may keep in base64 (HAR), redacted; with a note when changed. */
function rawBodyOf(
  exchange: ExchangeWithResponse,
  redactor: SecretRedactor,
): { body: Uint8Array; bodyNote?: string } {
  const { body, headers } = exchange.response;
  const raw = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const kept = redactRawBody(raw, headerOf(headers, "content-encoding"), redactor);
  if (kept.kind === "as-received") return { body: kept.bytes };
  if (kept.kind === "redacted")
    return { body: kept.bytes, bodyNote: "decoded, its secrets redacted" };
  return { body: Buffer.alloc(0), bodyNote: `body not recorded: it ${kept.reason}` };
}

/**
 * An exchange and its recording line as a recorder may write them: the session's redactor first
 * learns the tokens this exchange sends or issues (a login's accessToken, a Bearer header, a
 * cookie), then every secret field (by name, in JSON and form bodies and the query) and every
 * known token (wherever it appears: body, URL, any header) is `[redacted]`. Secret headers are
 * redacted by name when the recorder writes them (recordHeaders, harHeaders). A body kept raw
 * (HAR's base64) is decoded and redacted the same way (redactRawBody).
 */
export function redactRecording(
  exchange: ExchangeWithResponse,
  inspection: Pick<Inspection, "record" | "text">,
  redactor: SecretRedactor,
): Recording {
  const { record } = inspection;
  learnSecrets(exchange, record, redactor);
  const { response } = record;
  const isForm = /urlencoded/i.test(contentTypeOf(response.headers));
  const body = response.body === undefined ? undefined : redactor.value(response.body);
  const fieldsRedacted = body !== response.body;
  const redactText = (text: string): string => (isForm ? redactor.form(text) : redactor.text(text));
  const text =
    inspection.text === undefined
      ? undefined
      : fieldsRedacted
        ? JSON.stringify(body)
        : redactText(inspection.text);
  const redactedRecord: ExchangeRecord = {
    ...record,
    request: {
      ...record.request,
      url: redactor.url(record.request.url),
      headers: recordedHeaders(record.request.headers, redactor),
    },
    response: {
      ...response,
      headers: recordedHeaders(response.headers, redactor),
      ...(body === undefined ? {} : { body }),
      ...(response.text === undefined ? {} : { text: redactText(response.text) }),
    },
  };
  return {
    exchange: {
      ...exchange,
      request: {
        ...exchange.request,
        url: redactor.url(exchange.request.url),
        headers: pairs(exchange.request.headers, redactor),
      },
      response: {
        ...exchange.response,
        headers: pairs(exchange.response.headers, redactor),
        ...(text === undefined && response.note !== undefined ? rawBodyOf(exchange, redactor) : {}),
      },
    },
    inspection: text === undefined ? { record: redactedRecord } : { record: redactedRecord, text },
  };
}

/**
 * A recorder that learns the tokens of every exchange (so the session's log lines redact them
 * too) and hands `inner` each exchange redacted (redactRecording); without `inner` it only
 * learns.
 */
export function createRedactingRecorder(
  inner: Recorder | undefined,
  redactor: SecretRedactor,
): Recorder {
  return {
    path: inner?.path ?? "",
    record(exchange, inspection) {
      if (exchange.response === undefined) return;
      const answered = { ...exchange, response: exchange.response };
      if (inner === undefined) {
        learnSecrets(answered, inspection.record, redactor);
        return;
      }
      const recording = redactRecording(answered, inspection, redactor);
      inner.record(recording.exchange, recording.inspection);
    },
    close: () => inner?.close() ?? Promise.resolve(),
  };
}
