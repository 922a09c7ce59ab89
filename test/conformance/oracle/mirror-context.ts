import type { Ledger } from "../../../src/conformance/ledger";
import type { ProbeContext } from "../../../src/conformance/probes/probe-context";
import type { ProfileChoice } from "../../../src/schemas";
import { probeContextOver } from "../helpers/probe-context-over";

/** A probe context whose requests go to `fetch` (in process), with its ledger. */
export function mirrorContext(
  send: typeof fetch,
  profile: ProfileChoice = "spec",
): { ctx: ProbeContext; ledger: Ledger } {
  return probeContextOver(send, { timeoutMs: 30_000, profile });
}
