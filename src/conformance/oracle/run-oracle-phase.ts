import { apiBase, operation, type ApiVersion } from "../../contract";
import { ORACLE_RULES } from "../checks/check-oracle";
import { checkOracle } from "../checks/check-oracle";
import { checkMirrorPairs } from "../checks/check-mirror-pairs";
import { checkV1Status, checkV2Status } from "../checks/check-status";
import { COVERED_OPERATIONS } from "../documented-parameters";
import type { ProbeContext } from "../probes/probe-context";
import type { CoveredOperation } from "../rules";
import type { SeededRandom } from "../../seeded-random";
import type { OracleBuilder } from "./build-run-oracle";
import { DIFF_REQUESTS, runDifferential } from "./run-differential";

/** What the phase is given: the oracle's builder, the versions served, the requests it may send. */
export interface OraclePhaseOptions {
  readonly build: OracleBuilder;
  readonly served: { readonly v1: boolean; readonly v2: boolean };
  /** Its own draws (a stream of the run's seed apart from the probes'). */
  readonly prng: SeededRandom;
  /** The requests left in the run's budget. */
  readonly requestsLeft: number;
}

/** The operations of one version, in the coverage map's order. */
function operationsOf(version: ApiVersion): readonly CoveredOperation[] {
  return COVERED_OPERATIONS.filter((id) => operation(id).version === version);
}

const V2 = operationsOf("v2");
const V1 = operationsOf("v1");

/**
 * The oracle phase, after the probes: the oracle built from the server's own records and
 * readings, then the differential run over every operation served, its rules recorded. A mirror
 * not read whole leaves the rules not run, with the reason; so does a budget spent.
 */
export async function runOraclePhase(
  ctx: ProbeContext,
  options: OraclePhaseOptions,
): Promise<void> {
  // The mirror's window is read through v2: a run without v2 (--api v1, or a server serving v1
  // alone) has no oracle, and its v1 rules do not apply there.
  if (!options.served.v2) {
    for (const operation of options.served.v1 ? V1 : [])
      ctx.ledger.notApplicable(
        ORACLE_RULES[operation],
        "the oracle reads its window of records through v2, which this run does not test",
      );
    return;
  }
  const served = [...V2, ...(options.served.v1 ? V1 : [])];
  const sentBefore = ctx.client.sent;
  const notRun = (operations: readonly CoveredOperation[], reason: string): void => {
    for (const operation of operations) ctx.ledger.notRun(ORACLE_RULES[operation], reason);
  };
  ctx.phase("oracle");
  const oracle = await options.build(ctx, options.served);
  if ("unread" in oracle) return notRun(served, `the mirror was not read: ${oracle.unread}`);
  const { mirror } = oracle;
  // The mirror's two views of its window, record by record (a v1 row read for it shows it).
  const state = String(mirror.window.v1StateId);
  const read = [...ctx.v1Occurrences]
    .reverse()
    .find((exchange) =>
      exchange.query.some(([name, value]) => name === "estado_id[]" && value === state),
    );
  const pairs = read === undefined ? undefined : checkMirrorPairs(mirror, read);
  if (pairs !== undefined) ctx.ledger.add([pairs]);
  const operations = served.filter(
    (operation) =>
      !V1.includes(operation) ||
      (operation === "v1-occurrences" ? mirror.v1Occurrences : mirror.v1Cities) !== undefined,
  );
  notRun(
    served.filter((operation) => !operations.includes(operation)),
    `the mirror holds no v1 records${mirror.v1Unread === undefined ? "" : `: ${mirror.v1Unread}`}`,
  );
  // What settling the choices and reading the mirror spent comes out of what was left.
  const left = options.requestsLeft - (ctx.client.sent - sentBefore);
  const requests = Math.min(DIFF_REQUESTS, left - 1);
  if (requests <= 0)
    return notRun(operations, "the request budget left none for the differential run");
  ctx.phase("differential");
  const result = await runDifferential({
    client: ctx.client,
    oracle,
    prng: options.prng,
    operations,
    requests,
  });
  // A failed answer is never an honest one: it fails its version's status check, nothing else.
  ctx.ledger.add(
    result.failedAnswers.map((exchange) =>
      exchange.path.startsWith(`${apiBase("v1")}/`)
        ? checkV1Status(exchange)
        : checkV2Status(exchange),
    ),
  );
  const judged = checkOracle(result);
  ctx.ledger.add(judged.outcomes);
  for (const [check, reason] of judged.notRun) ctx.ledger.notRun(check, reason);
}
