import { COVERED_OPERATIONS } from "../../../src/conformance/documented-parameters";
import { createHttpClient } from "../../../src/conformance/http-client";
import type { Oracle } from "../../../src/conformance/oracle/oracle";
import {
  runDifferential,
  type DifferentialResult,
} from "../../../src/conformance/oracle/run-differential";
import type { ProbeContext } from "../../../src/conformance/probes/probe-context";
import { SeededRandom } from "../../../src/seeded-random";
import type { Breakage } from "../broken/break-handler";
import { mockHandler, worldOf } from "../broken/mock-handlers";
import { mockOracleKit } from "./mock-oracle";

/**
 * The differential run alone (no probes), over every operation, against a breakage in front of
 * the small world's mock: judged by the test's oracle (mockOracleKit), optionally changed, with
 * the run's default budget unless `requests` is given.
 */
export async function differentialAgainst(
  breakage: Breakage,
  seed: number,
  requests?: number,
  change: (oracle: Oracle) => Oracle = (oracle) => oracle,
  certain = true,
): Promise<DifferentialResult> {
  const kit = mockOracleKit(mockHandler("small"), breakage, worldOf("small", "spec"));
  const oracle = change(
    (await kit.buildOracle({} as ProbeContext, { v1: true, v2: true })) as Oracle,
  );
  const client = createHttpClient({
    baseUrl: "http://in-process.invalid",
    timeoutMs: 10_000,
    maxRequests: 1000,
    concurrency: 4,
    fetch: kit.fetch,
  });
  return runDifferential({
    client,
    oracle,
    prng: new SeededRandom(seed),
    operations: COVERED_OPERATIONS,
    ...(requests === undefined ? {} : { requests }),
    ...(certain ? {} : { certain: false }),
  });
}

/** The differential run's seeded draws alone (no probes, no certain draws): see differentialAgainst. */
export function seededDrawsAgainst(breakage: Breakage, seed: number): Promise<DifferentialResult> {
  return differentialAgainst(breakage, seed, undefined, undefined, false);
}
