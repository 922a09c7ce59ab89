import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildOpenApiDocument } from "../../../src/openapi";
import { testWorld } from "../../server/helpers/test-world";
import { runTool, writeTempJson } from "../../openapi/helpers/run-tool";

// Real tools, run once each on the document the mock serves (auth unknown) and as --auth
// required serves it; both linters in parallel. Generous timeouts: they start slowly on a busy
// machine.
jest.setTimeout(240_000);

const documents = {
  "default document": writeTempJson("openapi.json", buildOpenApiDocument({ world: testWorld(40) })),
  "--auth required document": writeTempJson(
    "openapi.json",
    buildOpenApiDocument({
      world: testWorld(40),
      auth: "required",
      serverUrl: "http://127.0.0.1:3000",
    }),
  ),
};

describe.each(Object.entries(documents))("%s", (_name, file) => {
  test("Redocly CLI lint (recommended rules) reports 0 errors", async () => {
    const run = await runTool("redocly", ["lint", file, "--format=json", "--extends=recommended"]);
    const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: unknown[] };
    expect(report.totals.errors === 0 ? [] : report.problems).toEqual([]);
    expect(run.code).toBe(0);
  });

  test("Spectral lint (spectral:oas) reports 0 errors", async () => {
    const ruleset = join(dirname(file), ".spectral.yaml");
    writeFileSync(ruleset, 'extends: ["spectral:oas"]\n');
    const run = await runTool("spectral", [
      "lint",
      file,
      "--ruleset",
      ruleset,
      "--format",
      "json",
      "--fail-severity",
      "error",
    ]);
    const results = JSON.parse(run.stdout) as { severity: number; code: string; message: string }[];
    expect(results.filter((result) => result.severity === 0)).toEqual([]);
    // Warnings only, of two kinds: components no operation uses (the departure overlays, the
    // query schemas, the profile settings: there for readers and tools) and no contact object.
    const kinds = new Set(results.map((result) => `${result.code} ${result.severity}`));
    expect([...kinds].sort()).toEqual(["info-contact 1", "oas3-unused-component 1"]);
    expect(run.code).toBe(0);
  });
});
