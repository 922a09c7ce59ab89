import { join } from "node:path";
import { CHECKS, runConformance } from "../../src/conformance";
import { loadDataWorld } from "../../src/data/load-data-world";
import { buildWorld } from "../../src/world";
import { writeFixtures } from "../../src/world/write-fixtures";
import { coreFetch } from "../conformance/helpers/core-fetch";
import { findingsText } from "../conformance/broken/run-case";
import { coreApp } from "../server/helpers/core-app";
import { createTempDir } from "../validation/temp-dir";

// `conform` against `serve --data`: a folder written by `generate fixtures`, served back, passes
// every check of the conformance suite as the generated world does (answered in process).
const temp = createTempDir("conform-data");
let served: typeof fetch;

beforeAll(async () => {
  await writeFixtures(buildWorld({ seed: 9, occurrences: 400 }), join(temp.dir, "fixtures"));
  const load = await loadDataWorld([join(temp.dir, "fixtures")]);
  if (!load.ok) throw new Error(load.problems.join("\n"));
  expect(load.findings).toEqual([]);
  served = coreFetch(coreApp({ world: load.world }));
}, 60_000);
afterAll(() => temp.remove());

describe("conformance suite against served fixtures", () => {
  test.each([1, 2])(
    "seed %i: every check applied and passed, no finding",
    async (seed) => {
      const report = await runConformance({ baseUrl: "http://data.invalid", fetch: served, seed });
      const notPassed = report.checks.filter((c) => c.status !== "witnessed");
      expect({
        findings: findingsText(report),
        notPassed: notPassed.map((c) => `${c.id}: ${c.reason}`),
        checks: report.checks.length,
        conforms: report.conforms,
      }).toEqual({ findings: "", notPassed: [], checks: CHECKS.length, conforms: true });
    },
    60_000,
  );
});
