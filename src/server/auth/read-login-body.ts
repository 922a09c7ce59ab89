import { parseSimpleQuery } from "../core/parse-simple-query";
import type { RequestContext } from "../core/request-context";
import { ApiError } from "../errors/api-error";
import { parseMultipartFields } from "./parse-multipart-fields";

/** The most bytes a login body may have (16 KiB, as the mock's body parsers always allowed). */
export const LOGIN_BODY_LIMIT = 16 * 1024;

/** The body formats a login endpoint reads. */
export type LoginBodyFormat = "json" | "urlencoded" | "multipart";

const MEDIA_TYPES: Readonly<Record<LoginBodyFormat, string>> = {
  json: "application/json",
  urlencoded: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

/** Reads the body's bytes, at most the limit (a longer body is a 413, as body-parser answers). */
async function bytesOf(exchange: RequestContext): Promise<Uint8Array> {
  const { body } = exchange.request;
  const declared = Number(exchange.header("content-length"));
  const bytes =
    declared > LOGIN_BODY_LIMIT
      ? undefined
      : body === undefined
        ? new Uint8Array(0)
        : typeof body === "function"
          ? await body(LOGIN_BODY_LIMIT)
          : body;
  if (bytes === undefined || bytes.length > LOGIN_BODY_LIMIT) {
    throw new ApiError("payload_too_large", { detail: `at most ${LOGIN_BODY_LIMIT} bytes` });
  }
  return bytes;
}

/** The text of a body in its declared charset; one the format does not take is a 400. */
function textOf(bytes: Uint8Array, charset: string | undefined, accepted: RegExp): string {
  const name = charset ?? "utf-8";
  if (!accepted.test(name)) throw new ApiError("bad_request");
  try {
    return new TextDecoder(name).decode(bytes);
  } catch {
    throw new ApiError("bad_request");
  }
}

/** JSON as body-parser's strict mode reads it: an object or an array; anything else is a 400. */
function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return {};
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) throw new ApiError("bad_request");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError("bad_request");
  }
}

/**
 * The fields of a login body in one of `formats`, chosen by Content-Type (JSON; urlencoded, read
 * by the simple query parser; multipart form fields), as the mock's Express body parsers read
 * them: a body over 16 KiB is a 413, malformed JSON or a charset the format does not take a 400
 * (bad_request), a body of another type or none is no fields (undefined).
 */
export async function readLoginBody(
  exchange: RequestContext,
  formats: readonly LoginBodyFormat[],
): Promise<unknown> {
  const contentType = exchange.header("content-type") ?? "";
  const [essence = "", ...parameters] = contentType.split(";");
  const format = formats.find(
    (candidate) => MEDIA_TYPES[candidate] === essence.trim().toLowerCase(),
  );
  if (format === undefined) return undefined;
  const encoding = (exchange.header("content-encoding") ?? "identity").toLowerCase();
  if (encoding !== "identity") throw new ApiError("bad_request");
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined)
    ?.toLowerCase();
  const bytes = await bytesOf(exchange);
  if (format === "multipart") return parseMultipartFields(bytes, contentType);
  if (format === "urlencoded") {
    return { ...parseSimpleQuery(textOf(bytes, charset, /^(utf-8|iso-8859-1)$/)) };
  }
  return parseJson(textOf(bytes, charset, /^utf-/));
}
