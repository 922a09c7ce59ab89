import type { ServerVariant } from "./broken-server";
import type { OracleBrokenServer } from "./oracle-case";
import {
  failedRules,
  findingsText,
  missedIn,
  runVariant,
  stopOnceNamed,
  verdictOf,
  VERDICTS,
} from "./run-case";

/** How one run of a catalogue server went: its verdict and the rules it failed. */
export interface Outcome {
  readonly seed: number;
  readonly verdict: string;
  readonly failed: readonly string[];
}

/** A broken server's run on a seed, and whether the suite caught it (failed, naming its rule). */
export async function brokenOutcome(
  server: OracleBrokenServer,
  seed: number,
): Promise<Outcome & { readonly caught: boolean }> {
  const report = await runVariant(server, seed, stopOnceNamed(server));
  const failed = failedRules(report);
  const verdict = verdictOf(report);
  const caught = missedIn(report, server, seed) === undefined;
  return { seed, verdict, failed, caught };
}

/** An honest server's run on a seed, and whether it conformed (with the findings when not). */
export async function honestOutcome(
  server: ServerVariant,
  seed: number,
): Promise<Outcome & { readonly conforms: boolean; readonly findings: string }> {
  const report = await runVariant(server, seed);
  const verdict = verdictOf(report);
  const conforms = verdict === VERDICTS.conforms;
  return {
    seed,
    verdict,
    failed: failedRules(report),
    conforms,
    findings: conforms ? "" : findingsText(report),
  };
}
