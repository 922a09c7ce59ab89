import { createRunContext } from "../../../src/conformance/create-run-context";
import { Ledger } from "../../../src/conformance/ledger";
import type { ProbeContext } from "../../../src/conformance/probes/probe-context";
import type { ProfileChoice } from "../../../src/schemas";
import { SeededRandom } from "../../../src/seeded-random";

/**
 * A probe context whose requests go to `send` (in process), made as a run makes its own, with
 * its ledger: seed 1, not strict, the spec's profile, 1000 requests 4 at a time, 10 s each,
 * unless told otherwise.
 */
export function probeContextOver(
  send: typeof fetch,
  options: {
    seed?: number;
    maxRequests?: number;
    concurrency?: number;
    timeoutMs?: number;
    profile?: ProfileChoice;
  } = {},
): { ctx: ProbeContext; ledger: Ledger } {
  const ledger = new Ledger();
  const ctx = createRunContext(
    {
      baseUrl: "http://in-process.invalid",
      timeoutMs: options.timeoutMs ?? 10_000,
      maxRequests: options.maxRequests ?? 1000,
      concurrency: options.concurrency ?? 4,
      fetch: send,
    },
    {
      ledger,
      prng: new SeededRandom(options.seed ?? 1),
      strict: false,
      ...(options.profile === undefined ? {} : { profile: options.profile }),
    },
  );
  return { ctx, ledger };
}
