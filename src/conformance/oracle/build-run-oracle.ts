import type { ProbeContext } from "../probes/probe-context";
import { createOracle } from "./create-oracle";
import type { Oracle } from "./oracle";
import { readMirror } from "./read-mirror";
import { settleChoices } from "./settle-choices";
import { settleAccentReading } from "./settle-accent-reading";
import { settleVictimReading } from "./settle-victim-reading";
import { settleWindowZone } from "./settle-window-zone";

/** The run's oracle, or why the server's own records could not be read whole. */
export type RunOracle = Oracle | { readonly unread: string };

/** The versions the run found served (the oracle reads only those). */
export interface ServedVersions {
  readonly v1: boolean;
  readonly v2: boolean;
}

/** Builds the run's oracle: settles the server's choices, reads the mirror, creates the oracle. */
export type OracleBuilder = (ctx: ProbeContext, served: ServedVersions) => Promise<RunOracle>;

/**
 * The run's oracle: `settleChoices(ctx)` (each choice observed once), then
 * `readMirror(ctx, choices)` (the server's records of a window, read whole, or why not), the v2
 * zone on the mirror's state when it was settled on other states' records (settleWindowZone), the
 * cityName accents and the victim reading the probes left open read from the mirror, then
 * `createOracle(mirror, choices)`.
 */
export async function buildRunOracle(
  ctx: ProbeContext,
  served: ServedVersions,
): Promise<RunOracle> {
  const choices = await settleChoices(ctx, served);
  const mirror = await readMirror(ctx, choices, { v1: served.v1 });
  if ("unread" in mirror) return mirror;
  if (!served.v2) return createOracle(mirror, choices);
  const zoned = await settleWindowZone(ctx, mirror, choices);
  const accents = await settleAccentReading(ctx, mirror, zoned);
  return createOracle(mirror, await settleVictimReading(ctx, mirror, accents));
}
