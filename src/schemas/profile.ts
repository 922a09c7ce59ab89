/**
 * The two profiles of the one contract: `spec`, the documents as written (the default), and
 * `observed`, the documents plus the real service's known departures (schemas/departures/).
 */
export const PROFILES = ["spec", "observed"] as const;

/** A profile of the contract. */
export type Profile = (typeof PROFILES)[number];

/** The profile used when none is asked for. */
export const DEFAULT_PROFILE: Profile = "spec";

/** Whether a string names a profile. */
export function isProfile(value: string): value is Profile {
  return (PROFILES as readonly string[]).includes(value);
}
