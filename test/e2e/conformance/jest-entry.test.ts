import { spawn } from "node:child_process";
import { join } from "node:path";
import { createApp } from "../../../src/node/create-app";
import { startServer, type ServerHandle } from "../../../src/node/start-server";
import { buildWorld } from "../../../src/world/build-world";

// `npm run test:conformance` (jest.conformance.config.js) is a jest process of its own: it is
// run here as one, against a server on a socket. Its first run compiles the suite with ts-jest on
// a loaded machine: a generous budget.
jest.setTimeout(300_000);

const ROOT = join(__dirname, "..", "..", "..");
const JEST = join(ROOT, "node_modules", "jest", "bin", "jest.js");

interface Run {
  readonly code: number | null;
  readonly output: string;
}

/** Runs the jest entry against a base URL; jest writes its results to stderr. */
function runEntry(baseUrl: string): Promise<Run> {
  const child = spawn(
    process.execPath,
    [JEST, "--config", "jest.conformance.config.js", "--ci", "--colors=false"],
    {
      cwd: ROOT,
      env: { ...process.env, CONFORMANCE_BASE_URL: baseUrl, CONFORMANCE_SEED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

// The mock with 20 occurrences: every check runs and none fails, but a few can only hold on
// answers that could not tell a broken server (no two records share a date, one page in all):
// `conform` calls that incomplete (exit 3).
let server: ServerHandle;
beforeAll(async () => {
  server = await startServer(createApp({ world: buildWorld({ seed: 1, occurrences: 20 }) }), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
});
afterAll(() => server.close());

describe("the jest entry (npm run test:conformance)", () => {
  test("against a server where rules cannot be witnessed: their tests fail with the reason, jest exits 1, observations are printed, not tested", async () => {
    const run = await runEntry(server.url);
    expect(run.code).toBe(1);
    // Each unwitnessed rule is a failed test, naming why it is not a pass.
    expect(run.output).toMatch(/✕ v2\.paging\.ties: /);
    expect(run.output).toContain(
      "unwitnessed: no two records of equal date among the records the run listed",
    );
    expect(run.output).toMatch(/✕ v2\.paging\.depth: /);
    // A witnessed rule still passes; nothing is skipped (every version is served).
    expect(run.output).toMatch(/✓ v2\.paging\.page-count: /);
    expect(run.output).not.toMatch(/Tests:.*skipped/);
    // The run's summary is printed, then its observations; no test is named after one. As many
    // tests fail as the summary counts rules unwitnessed or not run.
    const summary =
      /^INCOMPLETE: \d+ witnessed, (\d+) unwitnessed, 0 failed \(0 finding\(s\)\), (\d+) not run/m.exec(
        run.output,
      );
    expect(Number(summary?.[1] ?? 0)).toBeGreaterThan(0);
    const missing = Number(summary?.[1] ?? 0) + Number(summary?.[2] ?? 0);
    expect(run.output).toMatch(new RegExp(`Tests:\\s+${missing} failed, \\d+ passed`));
    expect(run.output).toMatch(
      /^Observations \(where the spec is silent; never failures\)\n {2}• /m,
    );
    expect(run.output).toContain("  • default take: 25");
    expect(run.output).not.toMatch(/[✓✕○] default take/);
  });
});
