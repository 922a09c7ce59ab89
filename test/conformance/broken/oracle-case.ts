import type { Breakage } from "./break-handler";
import type { BrokenServer, MockSettings, ServerVariant, WorldName } from "./broken-server";

/** The rule of the differential run of each operation (the oracle's verdict on its answers). */
export const ORACLE_RULES = {
  v2Occurrences: "v2.oracle.occurrences",
  v2Cities: "v2.oracle.cities",
  v1Occurrences: "v1.oracle.occurrences",
  v1Cities: "v1.oracle.cities",
} as const;

/** The four rule ids of ORACLE_RULES. */
export const ORACLE_RULE_IDS: readonly string[] = Object.values(ORACLE_RULES);

/**
 * A broken server of the oracle's catalogue. `escapesToday`: the suite does not fail it on
 * every one of seeds 1–8 yet (the oracle is to catch it); the rotation then lists it instead of
 * asserting, and the remainder expects it missed on some seed (a `test.failing` that turns
 * red the day the suite catches it on all eight: then flip the flag off).
 */
export interface OracleBrokenServer extends BrokenServer {
  readonly escapesToday?: boolean;
}

/**
 * An honest server of the oracle's catalogue (it differs from the mock only where the spec is
 * silent). `failsToday`: the suite fails it on some seed today; listed, not asserted, as above.
 */
export interface OracleHonestServer extends ServerVariant {
  readonly failsToday?: boolean;
}

/** Where a catalogue server runs, and how it stands today. */
interface CaseOptions {
  readonly world?: WorldName;
  readonly settings?: MockSettings;
  readonly escapesToday?: boolean;
}

/** A broken server: `make` gives a fresh breakage per run (caches and counters start anew). */
export function brokenCase(
  name: string,
  rules: OracleBrokenServer["rules"],
  make: () => Breakage,
  options: CaseOptions = {},
): OracleBrokenServer {
  return { name, rules, make, ...options };
}

/** A broken server whose breakage keeps no state between requests. */
export function brokenStateless(
  name: string,
  rules: OracleBrokenServer["rules"],
  breakage: Breakage,
  options: CaseOptions = {},
): OracleBrokenServer {
  return brokenCase(name, rules, () => breakage, options);
}

/** An honest server. */
export function honestCase(
  name: string,
  make: () => Breakage,
  options: Omit<CaseOptions, "escapesToday"> & { readonly failsToday?: boolean } = {},
): OracleHonestServer {
  return { name, make, ...options };
}

/** The honest mock's answers as they are (an honest server made of settings alone). */
export const AS_IS: () => Breakage = () => (request, upstream) => upstream(request);
