import { CheckTally } from "../../src/conformance/check-tally";
import { Ledger } from "../../src/conformance/ledger";
import { failure, held, outcome, type CheckOutcome } from "../../src/conformance/outcome";
import { exchangeOf } from "./helpers/exchange-of";
import { ledgerHeader } from "./helpers/ledger-header";

const ex = exchangeOf("/api/v2/occurrences", { idState: "s1" }, {});

const OUTCOMES: readonly CheckOutcome[] = [
  { ...held("v2.status"), witness: "GET /api/v2/occurrences?idState=s1" },
  { ...held("v2.schema"), unwitnessed: "only empty answers" },
  outcome("v2.filter.state", [
    failure("v2.filter.state", ex, "a record of another state", "s1", "s2"),
  ]),
];

describe("the checks' tally", () => {
  test("gives each check's status and the coverage map without a run header", () => {
    const tally = new CheckTally();
    tally.add(OUTCOMES);
    tally.notApplicable("v1.status", "not in the capture");
    const { checks, coverage } = tally.result();
    const byId = new Map(checks.map((c) => [c.id, c]));
    expect(byId.get("v2.status")?.status).toBe("witnessed");
    expect(byId.get("v2.schema")).toMatchObject({
      status: "unwitnessed",
      reason: "only empty answers",
    });
    expect(byId.get("v2.filter.state")).toMatchObject({ status: "failed", failureCount: 1 });
    expect(byId.get("v1.status")).toMatchObject({
      status: "not-applicable",
      reason: "not in the capture",
    });
    expect(tally.failedChecks()).toEqual(["v2.filter.state"]);
    const idState = coverage.find((e) => e.parameter === "idState");
    expect(idState?.status).toBe("failed");
  });

  test("is what conform's report lists: the ledger adds the run's header, observations and notes around it", () => {
    const tally = new CheckTally();
    const ledger = new Ledger();
    for (const record of [tally, ledger]) {
      record.add(OUTCOMES);
      record.notRun("v1.status", "v1 not served");
    }
    ledger.note("a note about the run");
    const report = ledger.report(ledgerHeader());
    expect(report.checks).toEqual(tally.result().checks);
    expect(report.coverage).toEqual(tally.result().coverage);
    expect(report).toMatchObject({ baseUrl: "http://s", seed: 1, notes: ["a note about the run"] });
  });
});
