import type { ProbeContext } from "../probes/probe-context";
import type { Oracle } from "./oracle";

/** The run's oracle, or why the server's own records could not be read whole. */
export type RunOracle = Oracle | { readonly unread: string };

/** Builds the run's oracle: settles the server's choices, reads the mirror, creates the oracle. */
export type OracleBuilder = (ctx: ProbeContext) => Promise<RunOracle>;

/**
 * The run's oracle: `settleChoices(ctx)`, then `readMirror(ctx, choices)`, then
 * `createOracle(mirror, choices)`. Until the choices and the mirror are read, it answers why
 * not, and the differential run's rules are not run for that reason.
 */
export function buildRunOracle(_ctx: ProbeContext): Promise<RunOracle> {
  return Promise.resolve({ unread: "the server's choices and mirror are not read in this build" });
}
