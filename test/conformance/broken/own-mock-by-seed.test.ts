import {
  documentedOf,
  documentedParameters,
  DOCUMENTED_OPERATIONS,
  isQueryParameter,
  type DocumentedParameter,
} from "./documented-parameters";
import { MOCK_PROFILES } from "./mock-handlers";
import { WORLD_NAMES } from "./broken-server";
import {
  coverageOf,
  type CoverageEntry,
  findingsText,
  runMock,
  SEEDS,
  verdictOf,
  VERDICTS,
} from "./run-case";

function sameParameter(entry: CoverageEntry, doc: DocumentedParameter): boolean {
  return entry.api === doc.api && entry.path === doc.path && entry.parameter === doc.parameter;
}

function describeEntry(entry: CoverageEntry): string {
  return `${entry.api} ${entry.path} ${entry.parameter ?? "-"} ${entry.rule}`;
}

// Whole conformance runs, in process (no socket): a budget that holds on a busy 2-core machine.
jest.setTimeout(120_000);

describe("the own mock passes with every rule witnessed", () => {
  const documented = documentedParameters();
  const runs = WORLD_NAMES.flatMap((world) =>
    MOCK_PROFILES.flatMap((profile) => SEEDS.map((seed) => [world, profile, seed] as const)),
  );
  test.each(runs)(
    "%s world, %s profile, seed %i: passed, nothing failed, unwitnessed or not run, under 10 s",
    async (world, profile, seed) => {
      const started = Date.now();
      const report = await runMock(world, profile, seed);
      const seconds = (Date.now() - started) / 1000;
      const coverage = coverageOf(report);
      const uncovered = documented
        .filter((doc) => !coverage.some((entry) => sameParameter(entry, doc)))
        .map((doc) => `${doc.api} ${doc.path} ${doc.parameter}: no coverage entry`);
      expect({
        verdict: verdictOf(report),
        findings: findingsText(report),
        notRun: report.checks.filter((c) => c.status === "not-run").map((c) => c.id),
        notWitnessed: [
          ...uncovered,
          ...coverage
            .filter((entry) => entry.status !== "witnessed")
            .map((entry) => `${describeEntry(entry)}: ${entry.status} ${entry.reason ?? ""}`),
        ],
      }).toEqual({ verdict: VERDICTS.conforms, findings: "", notRun: [], notWitnessed: [] });
      expect(seconds).toBeLessThan(10);
    },
  );

  test("the 21 documented parameters are each a parameter of its operation's query schema", () => {
    expect(documented).toHaveLength(21);
    const unknown = DOCUMENTED_OPERATIONS.flatMap((id) =>
      documentedOf(id)
        .filter((name) => !isQueryParameter(id, name))
        .map((name) => `${id} ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  test("--api v1: every v2 parameter's entry is not applicable, every v1 parameter's witnessed", async () => {
    const coverage = coverageOf(await runMock("small", "spec", 1, { api: "v1" }));
    const statuses = documented.map((doc) => ({
      ...doc,
      status: [...new Set(coverage.filter((e) => sameParameter(e, doc)).map((e) => e.status))].join(
        ",",
      ),
    }));
    expect(statuses).toEqual(
      documented.map((doc) => ({
        ...doc,
        status: doc.api === "v1" ? "witnessed" : "not-applicable",
      })),
    );
  });

  test("a run cut short by --max-requests 20 is not green", async () => {
    const report = await runMock("small", "spec", 1, { maxRequests: 20 });
    expect(verdictOf(report)).toBe(VERDICTS.incomplete);
  });
});
