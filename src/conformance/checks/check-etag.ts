import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";

/** The body of an answer as compared: its text when the exchange kept it, else its parse. */
function bodyText(exchange: CheckInput): string {
  return "text" in exchange && typeof exchange.text === "string"
    ? exchange.text
    : JSON.stringify(exchange.body);
}

/**
 * An ETag, when a server sends one, names one representation (RFC 9110 8.8.3): two answers of one
 * path with the same ETag hold the same body. A tag keyed on the path alone, or on part of the
 * query, names two bodies, and a browser's cache (which sends If-None-Match by itself) then shows
 * one query's answer for another. Applied to the 200 answers given; undefined when none carries
 * an ETag (the spec states none: not applicable). Witnessed by two answers of one path with
 * different bodies under different tags.
 */
export function checkEtags(
  check: "v2.etag" | "v1.etag",
  exchanges: readonly CheckInput[],
): CheckOutcome | undefined {
  const first = new Map<string, CheckInput>();
  const tagsByPath = new Map<string, Set<string>>();
  let tagged = false;
  for (const exchange of exchanges) {
    const tag = exchange.headers.etag;
    if (exchange.status !== 200 || tag === undefined) continue;
    tagged = true;
    const key = `${exchange.path}\n${tag}`;
    const known = first.get(key);
    if (known === undefined) {
      first.set(key, exchange);
      const tags = tagsByPath.get(exchange.path) ?? new Set<string>();
      tagsByPath.set(exchange.path, tags.add(tag));
      continue;
    }
    if (bodyText(known) !== bodyText(exchange))
      return outcome(check, [
        failure(
          check,
          exchange,
          `one ETag ${tag} names two different answers of ${exchange.path}`,
          `an ETag of its own for each body (as ${queryOf(known)} answered under it)`,
          `the same ETag on another body (${queryOf(exchange)})`,
        ),
      ]);
  }
  if (!tagged) return undefined;
  const shown = [...tagsByPath].find(([, tags]) => tags.size > 1);
  return shown === undefined
    ? { ...outcome(check, []), unwitnessed: "no two answers of one path came with two ETags" }
    : { ...outcome(check, []), witness: `${shown[1].size} ETags on answers of ${shown[0]}` };
}
