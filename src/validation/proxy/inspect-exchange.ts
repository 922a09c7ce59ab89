import type { BodyResult } from "../body-result";
import {
  type ExchangeResponse,
  type ExchangeWithResponse,
  type ExchangeRecord,
  headerValue,
  recordItem,
  nestsDeeperThan,
  isJsonMediaType,
  MAX_NESTING_DEPTH,
} from "../../capture";
import { validateItem, type ValidateItemOptions } from "../validate-item";
import { decodeBody } from "./decode-body";
import { recordHeaders } from "./redact-headers";

/** What the proxy learns from one exchange. */
export interface Inspection {
  /** The validation result (as `validate` would give for the recording). */
  readonly result: BodyResult;
  /** The exchange as a recording line. */
  readonly record: ExchangeRecord;
  /** The decoded body text, when the body is text. */
  readonly text?: string;
}

/** How an exchange is inspected. */
export interface InspectOptions extends ValidateItemOptions {
  /** Largest decoded body validated, in bytes; a larger one is noted, not validated. */
  readonly maxBody?: number;
}

/** Why an answer nested too deep is neither validated nor recorded parsed. */
const TOO_DEEP = `not validated: nested deeper than ${MAX_NESTING_DEPTH} levels`;

/** The finding of an answer nested too deep to validate: one violation at its root. */
function tooDeepResult(result: BodyResult): BodyResult {
  const violation = {
    path: "",
    rule: "maxDepth",
    message: `nested deeper than ${MAX_NESTING_DEPTH} arrays and objects: too deep to validate`,
    schemaPath: "",
  };
  return { ...result, status: "invalid", violations: [violation] };
}

/** Whether a content type is text that a recording can hold as a string. */
export function isTextual(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  return isJsonMediaType(contentType) || /^\s*text\/|xml|javascript|urlencoded/i.test(contentType);
}

function responseBody(
  response: ExchangeResponse,
  contentType: string | undefined,
  contentEncoding: string | undefined,
  maxBody: number | undefined,
): { body?: unknown; text?: string; note?: string; tooDeep?: boolean } {
  if (response.bodyNote !== undefined) return { note: response.bodyNote };
  if (response.body.length === 0) return { text: "" };
  const bytes = Buffer.from(response.body.buffer, response.body.byteOffset, response.body.length);
  const decoded = decodeBody(bytes, contentEncoding, maxBody);
  if (!decoded.ok) return { note: `body not recorded: ${decoded.reason}` };
  if (!isTextual(contentType)) {
    return { note: `body not recorded: content type ${contentType ?? "not stated"}` };
  }
  const text = decoded.body.toString("utf8");
  if (!isJsonMediaType(contentType)) return { text };
  if (nestsDeeperThan(text)) return { note: TOO_DEEP, tooDeep: true };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    return { text };
  }
}

/**
 * Validates the answer of one exchange (schema chosen from the URL and status, body decoded when
 * gzip, deflate or br) and turns it into a recording line: the same code path as `validate`
 * reading that line later, so the proxy and a later run agree. A JSON answer nested deeper than
 * MAX_NESTING_DEPTH is recorded with a note instead of its body, and its result is a finding.
 */
export function inspectExchange(
  exchange: ExchangeWithResponse,
  options: InspectOptions = {},
): Inspection {
  const { request, response, timing } = exchange;
  const responseHeaders = recordHeaders(response.headers);
  const contentType = headerValue(responseHeaders, "content-type");
  const { body, text, note, tooDeep } = responseBody(
    response,
    contentType,
    headerValue(responseHeaders, "content-encoding"),
    options.maxBody,
  );
  const recorded = body !== undefined ? { body } : note !== undefined ? { note } : { text };
  const record: ExchangeRecord = {
    startedDateTime: timing.started.toISOString(),
    durationMs: timing.durationMs,
    request: {
      method: request.method,
      url: request.url,
      headers: recordHeaders(request.headers),
    },
    response: { status: response.status, headers: responseHeaders, ...recorded },
  };
  const checked = validateItem(recordItem(record, { file: "proxy" }), options);
  const result = tooDeep === true ? tooDeepResult(checked) : checked;
  return text === undefined ? { result, record } : { result, record, text };
}
