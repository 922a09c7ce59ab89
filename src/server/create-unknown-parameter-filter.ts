import { OPERATIONS } from "../contract";
import { describeQuerySchema, type QuerySchemaName } from "../query";

/** What the mock does with a query parameter its endpoint's schema does not list. */
export const UNKNOWN_PARAMETER_MODES = ["reject", "ignore"] as const;
/** reject: a 400 naming it (with "did you mean"); ignore: dropped, as the real service does. */
export type UnknownParameterMode = (typeof UNKNOWN_PARAMETER_MODES)[number];

function nameOf(part: string): string {
  const raw = part.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** What the filter did to a query: the query string kept, and the X-Ignored-Parameters value. */
export interface UnknownParameterFiltering {
  /** The parameters the endpoint lists, as sent, joined by `&`. */
  readonly query: string;
  /** The names dropped, percent-encoded, joined by `, `. */
  readonly header: string;
}

/**
 * For `--unknown-parameters ignore`: drops from each v2 GET request the query parameters its
 * endpoint's query schema (schemas/query/) does not list, as the real service ignores what it
 * does not know (real-world.md: `take` on cities, `initialDate`, `state=`), and names them in
 * X-Ignored-Parameters. The parameters listed pass on unchanged, bad values still get their 400.
 * Given a request's path and raw query, returns what is kept, or undefined when nothing is dropped.
 * v1 endpoints (operators and column equality on any column) are left as they are.
 */
export function createUnknownParameterFilter(): (
  path: string,
  query: string,
) => UnknownParameterFiltering | undefined {
  const known = new Map<string, ReadonlySet<string>>();
  for (const endpoint of OPERATIONS) {
    const query = endpoint.query;
    if (endpoint.version !== "v2" || query === undefined) continue;
    if (!query.startsWith("query/")) continue;
    known.set(
      endpoint.path,
      new Set(describeQuerySchema(query as QuerySchemaName).properties.keys()),
    );
  }
  return (path, query) => {
    const names = known.get(path.replace(/\/+$/, ""));
    if (names === undefined || query === "") return undefined;
    const parts = query.split("&").filter((part) => part !== "");
    const kept = parts.filter((part) => names.has(nameOf(part)));
    if (kept.length === parts.length) return undefined;
    const ignored = [...new Set(parts.filter((part) => !names.has(nameOf(part))).map(nameOf))];
    return { query: kept.join("&"), header: ignored.map(encodeURIComponent).join(", ") };
  };
}
