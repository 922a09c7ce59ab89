import type { ParsedFlags } from "./parse-flags";

/**
 * The --baseline and --write-baseline paths of a command line, by flag name (see BASELINE_FLAGS),
 * for the part of a run that reads and writes baselines.
 */
export interface BaselineFlagValues {
  /** --baseline FILE: the findings to accept. */
  readonly baseline?: string;
  /** --write-baseline FILE: where this run's findings go. */
  readonly "write-baseline"?: string;
}

/** The baseline paths given among a command line's parsed flags. */
export function baselineFlagValues(flags: ParsedFlags["flags"]): BaselineFlagValues {
  const { baseline, "write-baseline": written } = flags;
  return {
    ...(typeof baseline === "string" ? { baseline } : {}),
    ...(typeof written === "string" ? { "write-baseline": written } : {}),
  };
}
