import { COVERED_OPERATIONS } from "../../../src/conformance/documented-parameters";
import { createHttpClient, type HttpClient } from "../../../src/conformance/http-client";
import type { Oracle } from "../../../src/conformance/oracle/oracle";
import {
  runDifferential,
  type DifferentialResult,
} from "../../../src/conformance/oracle/run-differential";
import type { ProbeContext } from "../../../src/conformance/probes/probe-context";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { SeededRandom } from "../../../src/seeded-random";
import type { Breakage } from "../broken/break-handler";
import { mockHandler, worldOf } from "../broken/mock-handlers";
import { mockOracleKit } from "./mock-oracle";

/** An oracle over the small world's mock and a client that reaches the mock through a breakage. */
export interface SmallWorldOracle {
  readonly oracle: Oracle;
  readonly client: HttpClient;
}

/**
 * The test's oracle (mockOracleKit) of a breakage in front of the small world's mock, read with
 * `choices` when given, and an in-process client of the broken server.
 */
export async function smallWorldOracle(
  breakage: Breakage,
  limits: { readonly maxRequests: number; readonly concurrency: number },
  choices?: ServerChoices,
): Promise<SmallWorldOracle> {
  const kit = mockOracleKit(mockHandler("small"), breakage, worldOf("small", "spec"), choices);
  const oracle = (await kit.buildOracle({} as ProbeContext, { v1: true, v2: true })) as Oracle;
  const client = createHttpClient({
    baseUrl: "http://in-process.invalid",
    timeoutMs: 10_000,
    ...limits,
    fetch: kit.fetch,
  });
  return { oracle, client };
}

/**
 * The differential run alone (no probes), over every operation, against a breakage in front of
 * the small world's mock: judged by the test's oracle (smallWorldOracle), optionally changed,
 * with the run's default budget unless `requests` is given.
 */
export async function differentialAgainst(
  breakage: Breakage,
  seed: number,
  requests?: number,
  change: (oracle: Oracle) => Oracle = (oracle) => oracle,
  certain = true,
): Promise<DifferentialResult> {
  const { oracle, client } = await smallWorldOracle(breakage, {
    maxRequests: 1000,
    concurrency: 4,
  });
  return runDifferential({
    client,
    oracle: change(oracle),
    prng: new SeededRandom(seed),
    operations: COVERED_OPERATIONS,
    ...(requests === undefined ? {} : { requests }),
    ...(certain ? {} : { certain: false }),
  });
}

/**
 * The differential run's seeded draws alone (no probes, no certain draws): see differentialAgainst.
 */
export function seededDrawsAgainst(breakage: Breakage, seed: number): Promise<DifferentialResult> {
  return differentialAgainst(breakage, seed, undefined, undefined, false);
}
