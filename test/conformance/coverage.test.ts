import { operation } from "../../src/contract";
import { CHECKS } from "../../src/conformance";
import { COVERED_PARAMETERS } from "../../src/conformance/coverage-table";
import {
  COVERED_OPERATIONS,
  DOCUMENTED_PARAMETERS,
} from "../../src/conformance/documented-parameters";
import { Ledger } from "../../src/conformance/ledger";
import { held } from "../../src/conformance/outcome";
import { getSchema } from "../../src/schemas";
import { SPEC_QUERY_PARAMETERS } from "../schemas/spec-tables";
import { ledgerHeader } from "./helpers/ledger-header";

const HEADER = ledgerHeader();

describe("the coverage map", () => {
  test("lists the 21 documented parameters, each a property of its operation's query schema", () => {
    expect(COVERED_PARAMETERS).toHaveLength(21);
    for (const row of COVERED_PARAMETERS) {
      const query = operation(row.operation).query;
      const properties = Object.keys(
        query === undefined ? {} : (getSchema(query).properties ?? {}),
      );
      expect({ row: row.parameter, known: properties.includes(row.parameter) }).toEqual({
        row: row.parameter,
        known: true,
      });
    }
  });

  test("the documented parameters are the spec's parameter tables, operation by operation and in their order", () => {
    const stated = COVERED_OPERATIONS.map((id) => [operation(id).query, DOCUMENTED_PARAMETERS[id]]);
    const spec = SPEC_QUERY_PARAMETERS.filter(([, , names]) => names.length > 0).map(
      ([schema, , names]) => [schema, names],
    );
    expect(stated).toEqual(spec);
  });

  test("one entry per parameter, then one per rule, each with api, path, parameter, rule, status, witness and reason", () => {
    const report = new Ledger().report(HEADER);
    expect(report.coverage).toHaveLength(21 + CHECKS.length);
    expect(report.coverage[0]).toEqual({
      api: "v2",
      path: "/occurrences",
      parameter: "order",
      rule: "v2.order, v2.paging.reverse, v2.oracle.occurrences",
      status: "not-run",
      witness: null,
      reason: "v2.order: nothing to apply it to",
    });
    expect(report.coverage.at(-1)).toMatchObject({
      api: "v1",
      path: "/occurrences",
      parameter: null,
    });
  });

  test.each([
    [
      "a witness query that sends the parameter witnesses it",
      "GET /api/v2/occurrences?idState=s1&take=5",
      "witnessed",
    ],
    [
      "a witness query of the rule without the parameter does not",
      "GET /api/v2/occurrences?take=5",
      "unwitnessed",
    ],
    ["nor one of another endpoint", "GET /api/v2/cities?idState=s1", "unwitnessed"],
  ])("%s", (_what, witness, status) => {
    const ledger = new Ledger();
    ledger.add([
      { ...held("v2.filter.state"), witness },
      { ...held("v2.partition.states"), witness },
      { ...held("v2.oracle.occurrences"), witness },
    ]);
    const entry = ledger.report(HEADER).coverage.find((e) => e.parameter === "idState");
    expect(entry?.status).toBe(status);
    expect(entry?.witness).toBe(status === "witnessed" ? witness : null);
  });

  test("a failed check fails the parameters it covers, and its rule entry", () => {
    const ledger = new Ledger();
    ledger.add([
      {
        check: "v2.filter.state",
        failures: [{ check: "v2.filter.state", message: "m", expected: "e", seen: "s" }],
      },
    ]);
    const { coverage } = ledger.report(HEADER);
    expect(coverage.find((e) => e.parameter === "idState")?.status).toBe("failed");
    expect(coverage.find((e) => e.rule.startsWith("v2.filter.state:"))?.status).toBe("failed");
  });
});
