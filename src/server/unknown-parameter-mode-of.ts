import type { Profile } from "../schemas";
import type { UnknownParameterMode } from "./create-unknown-parameter-filter";

/**
 * What the mock does with a query parameter its endpoint does not list, when the user chose
 * `given` (or nothing) under `profile`: the choice when made, else `ignore` in the observed
 * profile (the real service drops what it does not know, real-world.md) and `reject` in the
 * spec's. One rule for `serve` and the MSW handlers.
 */
export function unknownParameterModeOf(
  given: UnknownParameterMode | undefined,
  profile: Profile | undefined,
): UnknownParameterMode {
  return given ?? (profile === "observed" ? "ignore" : "reject");
}
