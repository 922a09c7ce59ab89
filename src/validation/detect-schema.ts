import { isOccurrenceRecord } from "../capture";
import { envelopeMessage } from "../contract";
import { isRecord } from "../is-record";
import type { SchemaName } from "../schemas";
import type { SchemaChoice } from "./schema-choice";
import { detectV2Item } from "./detect-v2-item";
import { V1_CITY_COLUMNS, V1_OCCURRENCE_COLUMNS } from "../query/v1";

// The v1 column names, from the definitions schemas (the one list the v1 router reads too).
const OCCURRENCE_COLUMNS: ReadonlySet<string> = new Set(V1_OCCURRENCE_COLUMNS);
const CITY_COLUMNS: ReadonlySet<string> = new Set(V1_CITY_COLUMNS);
/** The envelope message of a v2 cities answer (the contract table's). */
const CITIES_MESSAGE = envelopeMessage("v2-cities");

function found(schema: SchemaName, reason: string): SchemaChoice {
  return { found: true, schema, reason: `shape: ${reason}` };
}

function undetermined(reason: string): SchemaChoice {
  return { found: false, reason: `schema cannot be told from the body: ${reason}` };
}

function hasAny(keys: readonly string[], names: ReadonlySet<string>): boolean {
  return keys.some((key) => names.has(key));
}

/**
 * A v1 list of rows, told by its first row: with every column, the list's schema; with only
 * some columns and nothing else (the rows a field[] request asks for, captured without their
 * URL), the list restricted to those columns, as the URL's field[] would restrict it.
 */
function v1List(
  schema: SchemaName,
  keys: readonly string[],
  columns: ReadonlySet<string>,
  what: string,
): SchemaChoice {
  const some = keys.length < columns.size && keys.every((key) => columns.has(key));
  if (!some) return found(schema, `an array of v1 ${what}`);
  return {
    found: true,
    schema,
    columns: keys,
    reason: `shape: an array of v1 ${what} holding only the columns ${keys.join(",")} (as field[] selects)`,
  };
}

/** A single v1 row (an object of v1 columns): the row schema when it holds every column. */
function v1Row(keys: readonly string[], columns: ReadonlySet<string>, schema: SchemaName) {
  if (keys.every((key) => columns.has(key)) && keys.length === columns.size) {
    return found(schema, `a single v1 row with every column`);
  }
  return undetermined(
    `a single v1 row with only some columns: pass --schema ${schema} (then missing columns are violations), or validate the answer it came in`,
  );
}

function detectEnvelope(body: Record<string, unknown>): SchemaChoice {
  if ("pageMeta" in body) return found("v2/occurrences-response", "a v2 envelope with pageMeta");
  if (isRecord(body.data) && "accessToken" in body.data) {
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
  if (isOccurrenceRecord(first)) {
    return found("v2/occurrences-response", "a v2 envelope whose data are occurrences");
  }
  if (body.msg === CITIES_MESSAGE || (isRecord(first) && "state" in first)) {
    return found("v2/cities-response", "a v2 envelope whose data are cities (with state)");
  }
  if (isRecord(first) && Object.keys(first).every((key) => key === "id" || key === "name")) {
    return found("v2/states-response", "a v2 envelope whose data are {id, name} states");
  }
  if (first === undefined) {
    return undetermined("a v2 envelope with empty data and no pageMeta (cities or states?)");
  }
  return undetermined("a v2 envelope whose data items match no known resource");
}

function detectArray(body: readonly unknown[]): SchemaChoice {
  const first = body[0];
  if (first === undefined) {
    return undetermined(
      "an empty array fits every list (v1 answers, v2 fixture files): name it with --schema",
    );
  }
  if (typeof first === "string") {
    if (OCCURRENCE_COLUMNS.has(first)) {
      return found("v1/occurrence-definitions", "an array of v1 occurrence column names");
    }
    if (CITY_COLUMNS.has(first)) {
      return found("v1/city-definitions", "an array of v1 city column names");
    }
    return undetermined("an array of strings that are no v1 column names");
  }
  if (isRecord(first)) {
    const keys = Object.keys(first);
    if (hasAny(keys, OCCURRENCE_COLUMNS)) {
      return v1List(
        "v1/occurrences-response",
        keys,
        OCCURRENCE_COLUMNS,
        "occurrence rows (id_ocorrencia…)",
      );
    }
    if (hasAny(keys, CITY_COLUMNS)) {
      return v1List("v1/cities-response", keys, CITY_COLUMNS, "city rows (CidadeId…)");
    }
  }
  const item = detectV2Item(first);
  if (item !== undefined) {
    return {
      found: true,
      schema: item.schema,
      each: true,
      reason: `shape: a bare array of ${item.schema} items (the data of ${item.response}), as generate fixtures writes`,
    };
  }
  return undetermined("an array whose first item is neither a v1 row nor a v2 item");
}

/**
 * Tells a response body's schema from its shape alone, for bodies captured without their URL.
 * v2: an envelope with pageMeta is an occurrences response; with data items holding `state`
 * (or the cities msg) a cities response; with {id, name} items a states response; with
 * data.accessToken a login answer; with code ≥ 400 and no data an error. v1: an array of rows
 * with an occurrence column (id_ocorrencia…) is an occurrences response, with a city column
 * (CidadeId…) a cities response; an array of column names is the matching definitions; an
 * object with access_token a login answer; {msg, error, status} an error. A bare array of v2
 * occurrences, cities or states (a fixture file: the `data` of a list answer, without its
 * envelope) is told by its first item (detectV2Item) and checked item by item (`each`). v1
 * rows holding only some columns and nothing else are checked against the list restricted to
 * those columns (as field[] would). A single record is told too: a v2 occurrence, city or state
 * by detectV2Item, a v1 row with every column by its row schema; a single v1 row with only some
 * columns, anything else, and an empty array are reported as undetermined, with the --schema to
 * pass, rather than guessed.
 */
export function detectSchema(body: unknown): SchemaChoice {
  if (Array.isArray(body)) return detectArray(body);
  if (!isRecord(body)) {
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
  const item = detectV2Item(body);
  if (item !== undefined) {
    return found(item.schema, `a single ${item.schema} (an item of ${item.response})`);
  }
  const keys = Object.keys(body);
  if (hasAny(keys, OCCURRENCE_COLUMNS)) return v1Row(keys, OCCURRENCE_COLUMNS, "v1/occurrence-row");
  if (hasAny(keys, CITY_COLUMNS)) return v1Row(keys, CITY_COLUMNS, "v1/city-row");
  return undetermined(
    "an object that is neither a v2 envelope, a v1 answer nor a single record: pass --schema NAME (e.g. v2/occurrence, v1/occurrence-row)",
  );
}
