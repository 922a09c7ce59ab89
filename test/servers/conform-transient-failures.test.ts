import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "../server/helpers/wait-for";
import { startCli, type CliProcess } from "../e2e/helpers/cli-process";

// conform against `serve --fail-rate 0.05`: a server whose requests fail now and then (503, or
// 429 with Retry-After) is judged on its status checks alone. Processes on a loaded machine:
// generous budgets.
jest.setTimeout(300_000);

/** The CLI with ARGS, a process of its own. */
function start(args: string[]): CliProcess {
  return startCli(args);
}

interface JsonCheck {
  readonly id: string;
  readonly status: string;
  readonly reason?: string;
  readonly findings: readonly { readonly seen: string }[];
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "conform-transient-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Most of a run is waiting out the 429s' Retry-After (1 to 5 s each), not work: both seeds run
// at once.
test.concurrent.each([3, 5])(
  "serve --fail-rate 0.05 --seed %i: conform fails the status checks and nothing else",
  async (seed) => {
    const mock = start([
      "serve",
      "--port",
      "0",
      "--quiet",
      "--fail-rate",
      "0.05",
      "--seed",
      String(seed),
    ]);
    await waitFor(() => mock.stdout().includes("\n") || mock.stderr() !== "", 240_000);
    const baseUrl = mock.stdout().trim();
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const out = join(dir, `report-${seed}.json`);
    const run = await start([
      "conform",
      "--base-url",
      baseUrl,
      "--seed",
      "1",
      "--quiet",
      "--reporter",
      "json",
      "--out",
      out,
    ]).ended;
    const report = JSON.parse(readFileSync(out, "utf8")) as { checks: JsonCheck[] };
    const failed = report.checks.filter((check) => check.status === "failed");
    expect(run.code).toBe(1);
    expect(failed.map((check) => check.id).filter((id) => !/^v[12]\.status$/.test(id))).toEqual([]);
    expect(failed.flatMap((check) => check.findings.map((f) => f.seen)).join("\n")).toMatch(
      /^HTTP 503, /m,
    );
    for (const check of report.checks.filter(
      (c) => c.status !== "witnessed" && c.status !== "failed",
    ))
      expect(`${check.id} ${check.status}: ${check.reason ?? ""}`).toMatch(
        / not-run: a request it needed failed: GET \/api\/\S+ answered HTTP 503$/,
      );
  },
);
