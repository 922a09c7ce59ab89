import { pathOf } from "../../contract";
import { queryOf } from "../answer-evidence";
import type { QueryPairs } from "../check-input";
import { encodeQuery, type ExchangeView, type QueryInput } from "../exchange";
import type { HttpClient } from "../http-client";
import type { DrawnQuery } from "./draw-query";
import { groupedPairs } from "./grouped-pairs";

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

/**
 * A number from a text (FNV-1a; its high bits are read, the low ones follow the letters' parity):
 * picks a way of writing a query without drawing anew.
 */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The pairs with a repeated name's values apart, each name taking its turn (`a=1&b=x&a=2`): a
 * query string may write them so, and a server keeping only a name's last run of values differs.
 * Undefined when no name is repeated beside another name.
 */
function interleaved(query: QueryPairs): QueryPairs | undefined {
  const names = [...new Set(query.map(([name]) => name))];
  const byName = names.map((name) => query.filter(([other]) => other === name));
  if (names.length < 2 || byName.every((pairs) => pairs.length < 2)) return undefined;
  const longest = Math.max(...byName.map((pairs) => pairs.length));
  return Array.from({ length: longest }, (_, turn) =>
    byName.flatMap((pairs) => (pairs[turn] === undefined ? [] : [pairs[turn]])),
  ).flat();
}

/**
 * The pairs with the names in reverse order, each name's values in their order: the order of
 * parameters means nothing, so a server reading them by position (the first date bound the
 * start) differs.
 */
function namesReversed(query: QueryPairs): QueryPairs {
  const names = [...new Set(query.map(([name]) => name))].reverse();
  return names.flatMap((name) => query.filter(([other]) => other === name));
}

/**
 * The query string of a drawn query in its form: brackets encoded (upper-case hex, or lower-case
 * for half the queries: `%5b` is the same octet), spaces `+`, or brackets raw with a repeated
 * name's values apart (half the queries that have one beside another name); the names in reverse
 * order in half the queries not written apart; a raw query built with a name's values apart, as
 * built. Undefined: the client's own writing (brackets raw,
 * a name's values together, the names in the drawn order). Each half is a hash of the query, so
 * the draws stay those of the seed.
 */
function searchOf(drawn: DrawnQuery): string | undefined {
  // A query built with a name's values apart (a certain draw; seeded ones are grouped) goes out
  // as built: it asks what the parser does with them wherever the hash falls.
  if (drawn.form === "raw" && changes(groupedPairs(drawn.query), drawn.query))
    return encodeQuery(drawn.query);
  const hash = textHash(encodeQuery(drawn.query));
  const reversed = (hash >>> 8) % 2 === 0 ? undefined : namesReversed(drawn.query);
  const ordered = reversed ?? drawn.query;
  if (drawn.form === "plus") return encodeQuery(ordered).replace(/%20/g, "+");
  if (drawn.form === "encoded") {
    const [open, close] = (hash >>> 24) % 2 === 0 ? ["%5B", "%5D"] : ["%5b", "%5d"];
    return encodeQuery(ordered).replace(/\[/g, open).replace(/\]/g, close);
  }
  const apart = (hash >>> 16) % 2 === 0 ? undefined : interleaved(drawn.query);
  if (apart !== undefined) return encodeQuery(apart);
  return reversed === undefined || !changes(reversed, drawn.query)
    ? undefined
    : encodeQuery(reversed);
}

/** Whether two orderings of one query's pairs differ. */
function changes(a: QueryPairs, b: QueryPairs): boolean {
  return a.some(([name, value], i) => b[i]?.[0] !== name || b[i]?.[1] !== value);
}

/**
 * Sends a drawn query: brackets raw through the client's GET; percent-encoded (`field%5B%5D`),
 * with `+` for spaces or with a repeated name's values apart written as a target through getRaw,
 * so a server that reads only one form differs.
 */
export function sendDrawnQuery(client: HttpClient, drawn: DrawnQuery): Promise<ExchangeView> {
  const path = pathOf(drawn.operation);
  const search = searchOf(drawn);
  if (search === undefined) return client.get(path, inputOf(drawn.query));
  return client.getRaw(`${path}${search === "" ? "" : `?${search}`}`);
}
