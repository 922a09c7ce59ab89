import {
  SILENT_DIFFERENCES,
  V1_BREAKAGES,
  V1_SILENT_DIFFERENCES,
  V2_BREAKAGES,
} from "./helpers/breakages";
import {
  ACROSS_BREAKAGES,
  CONSISTENCY_BREAKAGES,
  CONSISTENCY_SILENT_DIFFERENCES,
  CROSS_DATE_BREAKAGES,
  V1_MULTI_VALUE_BREAKAGES,
  HTTP_BREAKAGES,
  HTTP_SILENT_DIFFERENCES,
  TYPE_SILENT_DIFFERENCES,
} from "./helpers/breakages-across";
import { failedChecks, findingsText, runAgainst } from "./helpers/run-against";
import { inProcessMock } from "./helpers/start-mock";

// Each test makes three whole conformance runs, in process (the broken server is a fetch in
// front of the request core): more than jest's 5 s on a busy 2-core machine.
jest.setTimeout(60_000);

/** Each broken server is tried with these seeds: a catch must not depend on a lucky draw. */
const SEEDS = [11, 12, 13];

const mock = inProcessMock();

describe("servers that break the spec fail the check named", () => {
  test.each(
    [
      ...V2_BREAKAGES,
      ...V1_BREAKAGES,
      ...ACROSS_BREAKAGES,
      ...CONSISTENCY_BREAKAGES,
      ...HTTP_BREAKAGES,
      ...CROSS_DATE_BREAKAGES,
      ...V1_MULTI_VALUE_BREAKAGES,
    ].map((b) => [b.name, b.expected, b] as const),
  )("%s -> fails %s", async (_name, expected, breakage) => {
    for (const seed of SEEDS) {
      const report = await runAgainst(mock, breakage, { seed });
      expect({ seed, failed: failedChecks(report) }).toEqual({
        seed,
        failed: expect.arrayContaining([expected]),
      });
      const finding = report.checks.find((check) => check.id === expected)?.findings[0];
      expect(finding?.spec).toMatch(/^api-v[12] /);
      expect(finding?.expected).not.toBe("");
      expect(finding?.seen).not.toBe("");
      expect(finding?.curl).toMatch(/^curl -sS -g '/);
    }
  });
});

describe("servers that differ only where the spec is silent conform", () => {
  test.each(
    [
      ...SILENT_DIFFERENCES,
      ...V1_SILENT_DIFFERENCES,
      ...CONSISTENCY_SILENT_DIFFERENCES,
      ...HTTP_SILENT_DIFFERENCES,
      ...TYPE_SILENT_DIFFERENCES,
    ].map((b) => [b.name, b] as const),
  )("%s -> conforms", async (_name, breakage) => {
    for (const seed of SEEDS) {
      const report = await runAgainst(mock, breakage, { seed });
      expect({ seed, findings: findingsText(report) }).toEqual({ seed, findings: "" });
    }
  });
});
