import { COVERED_OPERATIONS } from "../../../src/conformance/documented-parameters";
import type { Oracle } from "../../../src/conformance/oracle/oracle";
import {
  DIFF_REQUESTS,
  type DifferentialResult,
} from "../../../src/conformance/oracle/run-differential";
import { checkOracle, ORACLE_RULES } from "../../../src/conformance/checks/check-oracle";
import type { CoveredOperation } from "../../../src/conformance/rules";
import type { Breakage } from "../broken/break-handler";
import { onAnswer, onRequest, onV1Rows, setV1Rows, v1Rows } from "../broken/answers";
import { differentialAgainst } from "./differential-against";

const honestServer: Breakage = (request, upstream) => upstream(request);

function runOf(result: DifferentialResult, operation: CoveredOperation) {
  const run = result.runs.find((item) => item.operation === operation);
  if (run === undefined) throw new Error(`no run of ${operation}`);
  return run;
}

describe("the differential run against the mock's own answers", () => {
  test.each([1, 2, 3])(
    "seed %i: the honest mock differs nowhere, and every parameter is exercised on a non-empty answer",
    async (seed) => {
      const result = await differentialAgainst(honestServer, seed);
      const { outcomes, notRun } = checkOracle(result);
      expect(notRun).toEqual([]);
      expect(outcomes.filter((item) => item.failures.length > 0)).toEqual([]);
      expect(outcomes.filter((item) => item.witness === undefined)).toEqual([]);
      expect(new Set(outcomes.map((item) => item.check)).size).toBe(4);
      expect(result.requests).toBeLessThanOrEqual(DIFF_REQUESTS);
    },
  );

  test("answers expected to list nothing witness nothing: each rule unwitnessed, naming the parameters", async () => {
    const emptyOnly = (oracle: Oracle): Oracle => ({
      ...oracle,
      expect: (request) => {
        const expected = oracle.expect(request);
        if (!expected.inside) return expected;
        const { expectation } = expected;
        return {
          inside: true,
          expectation: { nonEmpty: false, differences: (seen) => expectation.differences(seen) },
        };
      },
    });
    const result = await differentialAgainst(honestServer, 1, 60, emptyOnly);
    const { outcomes } = checkOracle(result);
    expect(outcomes.map((item) => [item.check, item.witness, item.failures.length])).toEqual(
      COVERED_OPERATIONS.map((operation) => [ORACLE_RULES[operation], undefined, 0]),
    );
    const v1 = outcomes.find((item) => item.check === "v1.oracle.cities");
    expect(v1?.unwitnessed).toMatch(
      /none sending Populacao\[gt\], Populacao\[lt\], EstadoId, Cidade\[lk\], field\[\] on a non-empty answer/,
    );
  });

  test("a budget of 30 requests: it sends at most 30, drawing stops with room left for shrinking", async () => {
    const result = await differentialAgainst(honestServer, 1, 30);
    expect(result.requests).toBeLessThanOrEqual(30);
    expect(result.requests).toBeGreaterThan(15);
  });
});

/**
 * A broken server, the operation whose rule it must fail, and a parameter the finding must name.
 */
const BROKEN: readonly (readonly [string, Breakage, CoveredOperation, string])[] = [
  [
    "v2 typeOccurrence ignored when combined with idCities",
    onRequest("v2-occurrences", (query) => {
      if (query.has("idCities")) query.delete("typeOccurrence");
    }),
    "v2-occurrences",
    "typeOccurrence",
  ],
  [
    "v2 cities: stateId ignored when cityName is given",
    onRequest("v2-cities", (query) => {
      if (query.has("cityName")) query.delete("stateId");
    }),
    "v2-cities",
    "stateId",
  ],
  [
    "v1 field[] always adds id_ocorrencia",
    onV1Rows((rows, request) => {
      if (request.query.has("field[]")) for (const row of rows) row.id_ocorrencia ??= 0;
    }),
    "v1-occurrences",
    "field[]",
  ],
  [
    "v1 /cities drops its last city",
    onAnswer("v1-cities", (answer) => {
      const rows = v1Rows(answer);
      if (rows !== undefined && rows.length > 0) setV1Rows(answer, rows.slice(0, -1));
    }),
    "v1-cities",
    "",
  ],
  [
    "v1 reads only the raw bracket form (percent-encoded names ignored)",
    (request, upstream) =>
      upstream(
        request.target?.includes("%5B") === true && request.path.startsWith("/api/v1/")
          ? { ...request, query: new URLSearchParams() }
          : request,
      ),
    "v1-occurrences",
    "",
  ],
];

describe("the differential run against broken servers", () => {
  test.each(BROKEN)(
    "%s: found, shrunk to the parameter that makes it, one entry with a count and a curl",
    async (_name, breakage, operation, parameter) => {
      const result = await differentialAgainst(breakage, 4);
      const run = runOf(result, operation);
      expect(run.groups.length).toBeGreaterThan(0);
      const [group] = run.groups;
      const { first } = group!;
      expect(first.causes).toBeDefined();
      expect(first.query.length).toBeLessThanOrEqual(first.drawn.length);
      if (parameter !== "") expect(first.causes).toContain(parameter);
      const { outcomes } = checkOracle(result);
      const failures = outcomes.flatMap((item) => item.failures);
      expect(failures.length).toBeGreaterThan(0);
      for (const item of failures)
        expect(item.exchange?.url).toMatch(/^http:\/\/in-process\.invalid\/api\//);
      // The other operations are not blamed for it.
      const others = result.runs.filter(
        (item) => item.operation !== operation && !item.operation.startsWith(operation.slice(0, 2)),
      );
      expect(others.flatMap((item) => item.groups)).toEqual([]);
    },
  );

  test("a fault on every answer is one entry: its count is the number of drawn queries that show it", async () => {
    const [, breakage] = BROKEN[3]!;
    const result = await differentialAgainst(breakage, 5);
    const run = runOf(result, "v1-cities");
    expect(run.groups).toHaveLength(1);
    expect(run.groups[0]!.count).toBeGreaterThan(3);
    const { outcomes } = checkOracle(result);
    const [failure] = outcomes.flatMap((item) => item.failures);
    expect(failure?.message).toMatch(
      /rows\.missing differs on GET \/api\/v1\/cities.*\d+ drawn queries differed alike/,
    );
  });
});
