import {
  documentedOf,
  documentedParameters,
  DOCUMENTED_OPERATIONS,
  isQueryParameter,
  type DocumentedParameter,
} from "./documented-parameters";
import { MOCK_PROFILES, mockHandler } from "./mock-handlers";
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
import { seedsOf, type SweepPart } from "./seed-sweep";

/** How many of seeds 1–8 each world and profile meets in the rotation (seed-sweep.ts). */
const ROTATION_SEEDS = 2;

function sameParameter(entry: CoverageEntry, doc: DocumentedParameter): boolean {
  return entry.api === doc.api && entry.path === doc.path && entry.parameter === doc.parameter;
}

function describeEntry(entry: CoverageEntry): string {
  return `${entry.api} ${entry.path} ${entry.parameter ?? "-"} ${entry.rule}`;
}

/**
 * The runs of a part: world, profile and seed, each (world, profile) on its seeds of the part,
 * every seed whatever the sweep's depth (the own mock's promise is each of seeds 1–8).
 */
function runsOf(part: SweepPart) {
  const cases = WORLD_NAMES.flatMap((world) =>
    MOCK_PROFILES.map((profile) => [world, profile] as const),
  );
  return cases.flatMap(([world, profile], index) =>
    seedsOf(part, index, SEEDS, ROTATION_SEEDS, "full").map(
      (seed) => [world, profile, seed] as const,
    ),
  );
}

/**
 * The own mock's table, one jest test per world, profile and seed (one whole run in process).
 * `rotation` gives each world and profile two of seeds 1–8 in turn, every seed used, and holds
 * the tests of one run each; `remainder` the other six seeds.
 */
export function sweepOwnMock(part: SweepPart): void {
  describe("the own mock passes with every rule witnessed", () => {
    const documented = documentedParameters();
    // The worlds built before the runs (the default world takes seconds on a busy machine).
    beforeAll(() => {
      for (const [world, profile] of runsOf(part)) mockHandler(world, profile);
    }, 60_000);
    test.each(runsOf(part))(
      "%s world, %s profile, seed %i: passed, nothing failed, unwitnessed or not run",
      async (world, profile, seed) => {
        // How long a run takes is measured by `npm run bench:conform`, not asserted here.
        const report = await runMock(world, profile, seed);
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
      },
    );

    if (part === "remainder") return;

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
        status: [
          ...new Set(coverage.filter((e) => sameParameter(e, doc)).map((e) => e.status)),
        ].join(","),
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
}
