import { FIRST_PAGE, pathOf } from "../../contract";
import { type Answer, type AppOptions, resolveAppOptions } from "../../server";
import type { QueryCanon } from "./answer-key";

/** What the front handler may keep, decided once from the app's options. */
export interface CachePolicy {
  /**
   * Whether answers are a function of the request alone: no latency or failure drawn per
   * request, no token checked (tokens expire). False: nothing is kept, the app answers all.
   */
  readonly repeats: boolean;
  /**
   * How the v2 occurrences queries are normalised (answerKey): the defaults this app assumes.
   * Undefined with unknown parameters ignored: the ignored names are listed in query order
   * (X-Ignored-Parameters), so a query is kept as sent.
   */
  readonly canon: QueryCanon | undefined;
}

/** The cache policy of an app's options. */
export function cachePolicyOf(options: AppOptions): CachePolicy {
  const resolved = resolveAppOptions(options);
  const repeats =
    options.latency === undefined && resolved.failRate === 0 && resolved.auth.mode === "off";
  const canon =
    options.unknownParameters === "ignore"
      ? undefined
      : {
          path: pathOf("v2-occurrences"),
          defaults: {
            take: String(resolved.occurrences.defaultTake),
            order: resolved.occurrences.defaultOrder,
            page: String(FIRST_PAGE),
          },
          limits: resolved.queryLimits,
        };
  return { repeats, canon };
}

/** Whether an answer is kept: a stable 200 whose body is an array of at most `limit` bytes. */
export function isKept(answer: Answer, limit: number): boolean {
  return (
    answer.status === 200 &&
    answer.stable &&
    answer.length !== undefined &&
    answer.length <= limit &&
    Array.isArray(answer.body)
  );
}
