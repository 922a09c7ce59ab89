import { OPERATIONS, ROW_SCHEMAS } from "../contract";
import type { SchemaName } from "../schemas";
import type { SchemaChoice } from "./schema-choice";

/** The success schema of each operation of the contract table: `METHOD /api/vN/path` → schema. */
const SUCCESS_SCHEMAS: ReadonlyMap<string, SchemaName> = new Map(
  OPERATIONS.map((entry) => [`${entry.method} ${entry.path}`, entry.answer]),
);

/** The v1 lists whose rows field[] restricts (the contract table's lists with rows). */
const COLUMN_LISTS: ReadonlySet<string> = new Set(Object.keys(ROW_SCHEMAS));

/** The query parameter that names the columns of a v1 answer. */
export const FIELD_PARAMETER = "field[]";

function parse(url: string): URL | undefined {
  try {
    return new URL(url, "http://relative.invalid");
  } catch {
    return undefined;
  }
}

/**
 * The schema of an answer, from its request's method and URL and its status: the endpoint's
 * success schema for 2xx, the version's error schema for 4xx and 5xx. The URL may be absolute or
 * a path, with any prefix before `/api/v1` or `/api/v2`. A v1 list requested with field[] comes
 * back with `columns` set. Answers without a body (HEAD, 1xx, 204, 3xx) and unknown endpoints
 * have no schema: the result says why.
 */
export function schemaForUrl(method: string, url: string, status: number): SchemaChoice {
  const verb = method.toUpperCase();
  const where = `${verb} ${url} ${status}`;
  const parsed = parse(url);
  const match = parsed === undefined ? null : /\/api\/(v[12])(\/.*)?$/.exec(parsed.pathname);
  if (parsed === undefined || match === null) {
    return { found: false, reason: `no schema for ${where}: not an /api/v1 or /api/v2 path` };
  }
  const version = match[1] ?? "";
  if (verb === "HEAD" || status < 200 || status === 204 || (status >= 300 && status < 400)) {
    return { found: false, reason: `no body expected for ${where}` };
  }
  if (status >= 400) {
    const schema: SchemaName = version === "v1" ? "v1/error-response" : "v2/error-response";
    return { found: true, schema, reason: `URL: error answer of /api/${version}` };
  }
  const endpoint = `/api/${version}${(match[2] ?? "").replace(/\/+$/, "")}`;
  const schema = SUCCESS_SCHEMAS.get(`${verb} ${endpoint}`);
  if (schema === undefined) {
    return { found: false, reason: `no schema for ${where}: unknown endpoint` };
  }
  const reason = `URL: ${verb} ${endpoint}`;
  const columns = [...new Set(parsed.searchParams.getAll(FIELD_PARAMETER))];
  if (COLUMN_LISTS.has(schema) && columns.length > 0) {
    return { found: true, schema, columns, reason: `${reason} with field[]=${columns.join(",")}` };
  }
  return { found: true, schema, reason };
}
