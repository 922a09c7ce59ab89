import type { CheckId } from "../check-catalogue";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import type { DifferenceGroup } from "../oracle/group-differences";
import type { Difference } from "../oracle/oracle";
import type { DifferentialResult, OperationRun } from "../oracle/run-differential";
import { requestLine } from "../oracle/send-drawn-query";
import { failure, type CheckOutcome, type Failure } from "../outcome";
import type { CoveredOperation } from "../rules";

/** The rule of each operation's differential run. */
export const ORACLE_RULES: Readonly<Record<CoveredOperation, CheckId>> = {
  "v2-occurrences": "v2.oracle.occurrences",
  "v2-cities": "v2.oracle.cities",
  "v1-occurrences": "v1.oracle.occurrences",
  "v1-cities": "v1.oracle.cities",
};

/** One group of differences as a failure: the minimal query, what makes it, expected vs seen. */
function failureOf(check: CheckId, group: DifferenceGroup): Failure {
  const { first, count, examples } = group;
  const minimal = requestLine(first);
  const causes = first.causes;
  const made =
    causes === undefined
      ? "not shrunk (the request budget ran out)"
      : causes.length === 0
        ? "no single parameter makes it: the minimal query differs as it is"
        : `${causes.join(", ")} make${causes.length === 1 ? "s" : ""} the difference`;
  const drawn =
    count === 1
      ? ""
      : `; ${count} drawn queries differed alike, the first: ${examples.map((query) => requestLine({ operation: first.operation, query })).join(" | ")}`;
  const all = first.differences ?? [first.difference];
  const side = (of: (difference: Difference) => string): string =>
    all.length === 1
      ? of(first.difference)
      : all.map((difference) => `${difference.aspect}: ${of(difference)}`).join("; ");
  return failure(
    check,
    first.exchange,
    `${first.difference.aspect} differs on ${minimal} (${made}${drawn})`,
    side((difference) => difference.expected),
    side((difference) => difference.seen),
  );
}

/** The outcome of one operation's run: its groups as failures, or witnessed by its parameters. */
function outcomesOf(run: OperationRun): CheckOutcome[] {
  const check = ORACLE_RULES[run.operation];
  if (run.groups.length > 0)
    return [{ check, failures: run.groups.map((group) => failureOf(check, group)) }];
  const missing = DOCUMENTED_PARAMETERS[run.operation].filter((name) => !run.exercised.has(name));
  if (missing.length > 0) {
    const failed = run.failed === undefined ? "" : `; ${run.failed}`;
    return [
      {
        check,
        failures: [],
        unwitnessed: `the differential run compared ${run.compared} answer(s) (${run.outside} drawn queries outside the mirror's window), none sending ${missing.join(", ")} on a non-empty answer${failed}`,
      },
    ];
  }
  return [...run.exercised.values()].map((witness) => ({ check, failures: [], witness }));
}

/**
 * The differential run's rules, one per operation drawn: failed by each group of differences
 * (one finding per fingerprint, with its count), witnessed when its queries sent every
 * documented parameter of the operation on non-empty expected answers, not run when no answer
 * could be compared (the reason returned).
 */
export function checkOracle(result: DifferentialResult): {
  readonly outcomes: CheckOutcome[];
  readonly notRun: [CheckId, string][];
} {
  const compared = result.runs.filter((run) => run.compared > 0 || run.groups.length > 0);
  const notRun = result.runs
    .filter((run) => !compared.includes(run))
    .map((run): [CheckId, string] => [
      ORACLE_RULES[run.operation],
      run.failed ??
        `no drawn query of ${requestLine({ operation: run.operation, query: [] })} lay inside the mirror's window (${run.outside} drawn)`,
    ]);
  return { outcomes: compared.flatMap(outcomesOf), notRun };
}
