import type { V1ReversedRange } from "../query/v1";
import type { Profile } from "../schemas";

/**
 * What a reversed v1 date range answers when the user chose `given` (or nothing) under
 * `profile`: the choice when made, else `swap` in the observed profile (the real service
 * answered `[gt]=2020-07-01&[lt]=2019-12-20` with the rows between them) and `empty` in the
 * spec's. One rule for `serve` and the MSW handlers, as unknownParameterModeOf.
 */
export function v1ReversedRangeOf(
  given: V1ReversedRange | undefined,
  profile: Profile | undefined,
): V1ReversedRange {
  return given ?? (profile === "observed" ? "swap" : "empty");
}
