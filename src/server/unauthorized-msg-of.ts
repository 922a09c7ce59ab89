import type { Profile } from "../schemas";

/**
 * The `msg` of the real service's 401 to a data request whose token is invalid or expired: a
 * published mobile client logs in again only on these words (real-world.md, the client being
 * the only evidence; the spec shows no error bodies).
 */
export const OBSERVED_UNAUTHORIZED_MSG = "Unauthorized access. Incorrect credentials.";

/**
 * The `unauthorizedMsg` a profile serves with: the one given, else the real service's under
 * `observed` and the mock's own (undefined) under `spec`. One rule for `serve` and the MSW
 * handlers.
 */
export function unauthorizedMsgOf(
  given: string | undefined,
  profile: Profile | undefined,
): string | undefined {
  return given ?? (profile === "observed" ? OBSERVED_UNAUTHORIZED_MSG : undefined);
}

/** unauthorizedMsgOf as an app option: `{unauthorizedMsg}`, or nothing when the mock's own. */
export function unauthorizedOptionOf(
  given: string | undefined,
  profile: Profile | undefined,
): { readonly unauthorizedMsg?: string } {
  const msg = unauthorizedMsgOf(given, profile);
  return msg === undefined ? {} : { unauthorizedMsg: msg };
}
