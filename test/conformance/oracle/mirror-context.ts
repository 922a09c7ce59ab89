import { createHttpClient } from "../../../src/conformance/http-client";
import { Ledger } from "../../../src/conformance/ledger";
import {
  createProbeContext,
  type ProbeContext,
} from "../../../src/conformance/probes/probe-context";
import type { ProfileChoice } from "../../../src/schemas";
import { SeededRandom } from "../../../src/seeded-random";

/** A probe context whose requests go to `fetch` (in process), with its ledger. */
export function mirrorContext(
  send: typeof fetch,
  profile: ProfileChoice = "spec",
): { ctx: ProbeContext; ledger: Ledger } {
  const ledger = new Ledger();
  const client = createHttpClient({
    baseUrl: "http://in-process.invalid",
    timeoutMs: 30_000,
    maxRequests: 1000,
    concurrency: 4,
    fetch: send,
  });
  const ctx = createProbeContext({
    client,
    ledger,
    prng: new SeededRandom(1),
    strict: false,
    profile,
  });
  return { ctx, ledger };
}
