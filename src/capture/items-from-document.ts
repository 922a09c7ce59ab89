import { summarizeExchange, type ExchangeSummary } from "./exchange-summary";
import { headerValue, isExchangeRecord, type ExchangeRecord } from "./exchange-record";
import { harContentText, isHarLog, readHarEntry } from "./har";
import type { InputItem } from "./input-item";
import { invalidUtf8Message } from "./locate-offset";
import { isJsonMediaType } from "./media-type";
import { parseJson } from "./parse-json";
import type { Source } from "./source";

/** What is known of a recorded answer before its body is read. */
interface Answer {
  readonly source: Source;
  readonly exchange: ExchangeSummary;
  readonly contentType: string | undefined;
  /** The decoded body text, if recorded. */
  readonly text: string | undefined;
}

/** The item for a recorded answer's body text: parsed, malformed, or nothing to validate. */
function answerItem(answer: Answer): InputItem {
  const { source, exchange, contentType, text } = answer;
  if (text === undefined || text === "") {
    return { kind: "skipped", source, exchange, reason: "no response body recorded" };
  }
  if (!isJsonMediaType(contentType)) {
    const reason = `response is not JSON (content type ${contentType ?? "not stated"})`;
    return { kind: "skipped", source, exchange, reason };
  }
  const parsed = parseJson(text);
  return parsed.ok
    ? { kind: "body", source, exchange, body: parsed.value }
    : { kind: "malformed", source, exchange, parseError: parsed.error };
}

/** The item of one proxy recording line. */
export function recordItem(record: ExchangeRecord, source: Source): InputItem {
  const { response } = record;
  const exchange = summarizeExchange(record);
  if (response.body !== undefined) return { kind: "body", source, exchange, body: response.body };
  if (response.note !== undefined) {
    return { kind: "skipped", source, exchange, reason: response.note };
  }
  const contentType = headerValue(response.headers, "content-type");
  return answerItem({ source, exchange, contentType, text: response.text });
}

/** The item of one HAR entry (read by readHarEntry); a malformed entry is reported as such. */
export function harEntryItem(entry: unknown, file: string, index: number): InputItem {
  const source = { file, entry: index };
  const reading = readHarEntry(entry);
  if (reading === undefined) {
    return { kind: "skipped", source, reason: "HAR entry without request or response status" };
  }
  const { exchange, content } = reading;
  const summary = summarizeExchange(exchange);
  const text = harContentText(content);
  if (typeof text === "object") {
    const message = `base64 body: ${invalidUtf8Message(text.invalidUtf8, text.byte)} of the decoded bytes`;
    const parseError = { line: 1, column: text.invalidUtf8 + 1, offset: text.invalidUtf8, message };
    return { kind: "malformed", source, exchange: summary, parseError };
  }
  return answerItem({ source, exchange: summary, contentType: content.mimeType, text });
}

/**
 * The items of one parsed JSON document: every entry of a HAR log (an empty log: one skipped
 * item), the answer of a recorded exchange, or else the document itself as one response body.
 */
export function itemsFromDocument(value: unknown, source: Source): InputItem[] {
  if (isHarLog(value)) {
    // An empty log still counts as a file read, with nothing in it to validate.
    if (value.log.entries.length === 0) {
      return [{ kind: "skipped", source, reason: "HAR log without entries" }];
    }
    return value.log.entries.map((e, i) => harEntryItem(e, source.file, i));
  }
  if (isExchangeRecord(value)) return [recordItem(value, source)];
  return [{ kind: "body", source, body: value }];
}
