import type { SchemaName } from "../schemas";
import type { SchemaChoice } from "./schema-choice";
import { v1CityColumns, v1OccurrenceColumns } from "./v1-columns";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function found(schema: SchemaName, reason: string): SchemaChoice {
  return { found: true, schema, reason: `shape: ${reason}` };
}

function undetermined(reason: string): SchemaChoice {
  return { found: false, reason: `schema cannot be told from the body: ${reason}` };
}

function hasAny(keys: readonly string[], names: ReadonlySet<string>): boolean {
  return keys.some((key) => names.has(key));
}

function detectEnvelope(body: Record<string, unknown>): SchemaChoice {
  if ("pageMeta" in body) return found("v2/occurrences-response", "a v2 envelope with pageMeta");
  if (isObject(body.data) && "accessToken" in body.data) {
    return found("v2/auth-token-response", "a v2 envelope whose data holds accessToken");
  }
  const data = body.data;
  if (!Array.isArray(data)) {
    if (typeof body.code === "number" && body.code >= 400) {
      return found("v2/error-response", `a v2 envelope with code ${body.code} and no data`);
    }
    return undetermined("an object with msg but neither data nor an error code");
  }
  const first: unknown = data[0];
  if (isObject(first) && ("documentNumber" in first || "contextInfo" in first)) {
    return found("v2/occurrences-response", "a v2 envelope whose data are occurrences");
  }
  if (body.msg === "Successfully returned cities" || (isObject(first) && "state" in first)) {
    return found("v2/cities-response", "a v2 envelope whose data are cities (with state)");
  }
  if (isObject(first) && Object.keys(first).every((key) => key === "id" || key === "name")) {
    return found("v2/states-response", "a v2 envelope whose data are {id, name} states");
  }
  if (first === undefined) {
    return undetermined("a v2 envelope with empty data and no pageMeta (cities or states?)");
  }
  return undetermined("a v2 envelope whose data items match no known resource");
}

function detectArray(body: readonly unknown[]): SchemaChoice {
  const first = body[0];
  if (first === undefined) return undetermined("an empty array fits every v1 list");
  if (typeof first === "string") {
    if (v1OccurrenceColumns().has(first)) {
      return found("v1/occurrence-definitions", "an array of v1 occurrence column names");
    }
    if (v1CityColumns().has(first)) {
      return found("v1/city-definitions", "an array of v1 city column names");
    }
    return undetermined("an array of strings that are no v1 column names");
  }
  if (isObject(first)) {
    const keys = Object.keys(first);
    if (hasAny(keys, v1OccurrenceColumns())) {
      return found("v1/occurrences-response", "an array of v1 occurrence rows (id_ocorrencia…)");
    }
    if (hasAny(keys, v1CityColumns())) {
      return found("v1/cities-response", "an array of v1 city rows (CidadeId…)");
    }
  }
  return undetermined("an array whose first item is no v1 row");
}

/**
 * Tells a response body's schema from its shape alone, for bodies captured without their URL.
 * v2: an envelope with pageMeta is an occurrences response; with data items holding `state`
 * (or the cities msg) a cities response; with {id, name} items a states response; with
 * data.accessToken a login answer; with code ≥ 400 and no data an error. v1: an array of rows
 * with an occurrence column (id_ocorrencia…) is an occurrences response, with a city column
 * (CidadeId…) a cities response; an array of column names is the matching definitions; an
 * object with access_token a login answer; {msg, error, status} an error. Anything else, and an
 * empty array, is reported as undetermined rather than guessed.
 */
export function detectSchema(body: unknown): SchemaChoice {
  if (Array.isArray(body)) return detectArray(body);
  if (!isObject(body)) {
    return undetermined(`a JSON ${body === null ? "null" : typeof body} is no response body`);
  }
  if (
    "msgCode" in body ||
    "pageMeta" in body ||
    ("msg" in body && ("data" in body || "code" in body))
  ) {
    return detectEnvelope(body);
  }
  if ("access_token" in body) return found("v1/auth-token-response", "an object with access_token");
  if ("msg" in body && "error" in body && "status" in body) {
    return found("v1/error-response", "an object with msg, error and status");
  }
  return undetermined("an object that is neither a v2 envelope nor a v1 answer");
}
