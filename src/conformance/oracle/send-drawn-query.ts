import { pathOf } from "../../contract";
import { queryOf } from "../answer-evidence";
import type { QueryPairs } from "../check-input";
import { encodeQuery, type ExchangeView, type QueryInput } from "../exchange";
import type { HttpClient } from "../http-client";
import type { DrawnQuery } from "./draw-query";

/** The query as the client's input: a repeated name once, with its values in order. */
function inputOf(query: QueryPairs): QueryInput {
  const input: Record<string, string[]> = {};
  for (const [name, value] of query) (input[name] ??= []).push(value);
  return input;
}

/**
 * The request line of a query (a witness, an example), brackets raw: `GET /api/v1/...?field[]=a`.
 */
export function requestLine(drawn: Pick<DrawnQuery, "operation" | "query">): string {
  return queryOf({ method: "GET", path: pathOf(drawn.operation), query: drawn.query });
}

/** The query string of a drawn query in its form (brackets raw or encoded, spaces `+`). */
function searchOf(drawn: DrawnQuery): string {
  const search = encodeQuery(drawn.query);
  return drawn.form === "plus"
    ? search.replace(/%20/g, "+")
    : search.replace(/\[/g, "%5B").replace(/\]/g, "%5D");
}

/**
 * Sends a drawn query: brackets raw through the client's GET; percent-encoded (`field%5B%5D`)
 * or with `+` for spaces written as a target through getRaw, so a server that reads only one
 * form differs.
 */
export function sendDrawnQuery(client: HttpClient, drawn: DrawnQuery): Promise<ExchangeView> {
  const path = pathOf(drawn.operation);
  if (drawn.form === "raw") return client.get(path, inputOf(drawn.query));
  const search = searchOf(drawn);
  return client.getRaw(`${path}${search === "" ? "" : `?${search}`}`);
}
