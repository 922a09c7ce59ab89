import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "../server/helpers/wait-for";
import { BIN, ROOT, startProcess, type CliProcess } from "./helpers/cli-process";

// conform as a CI step runs it: a process against a slow mock, its reports in files, cut short
// by its deadline or an interrupt; and the script of the repository's GitHub Action.
// Each process compiles the CLI with ts-node on a loaded machine: generous budgets.
jest.setTimeout(300_000);

const SCRIPT = join(ROOT, "scripts", "conform-action.sh");

/** A program started with the environment plus `env`, killed after the file if still running. */
function start(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): CliProcess {
  return startProcess(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
  });
}

const PROGRESS = /^conform: [^\n]+ · \d+ of at most \d+ requests sent · \d+ s$/;

let dir: string;
let mockUrl: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "conform-in-ci-"));
  const mock = start(process.execPath, [
    BIN,
    "serve",
    "--port",
    "0",
    "--quiet",
    "--occurrences",
    "300",
    "--latency",
    "300-400",
  ]);
  await waitFor(() => mock.stdout().includes("\n") || mock.stderr() !== "", 240_000);
  mockUrl = mock.stdout().trim();
  expect(mockUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("conform in CI", () => {
  test("--deadline 2 against serve --latency 300-400: exit 3, JUnit and HTML say incomplete, progress on stderr before the end", async () => {
    const out = join(dir, "deadline");
    const run = await start(process.execPath, [
      BIN,
      "conform",
      "--base-url",
      mockUrl,
      "--deadline",
      "2",
      "--reporter",
      "junit",
      "--reporter",
      "html",
      "--out",
      out,
    ]).ended;
    expect(run.code).toBe(3);
    const lines = run.stderr.trimEnd().split("\n");
    // Progress lines first (stderr is no terminal here: whole lines), then why the run stopped.
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(PROGRESS);
    expect(lines.at(-1)).toMatch(
      /^occurrence-contract conform: the run passed its --deadline of 2 s \(\d+ requests sent\) during "[^"]+"$/,
    );
    const junit = readFileSync(join(out, "conformance-report.junit.xml"), "utf8");
    expect(junit).toContain('<property name="verdict" value="incomplete"/>');
    expect(junit).toMatch(
      /<property name="missing" value="cut off: the run passed its --deadline of 2 s/,
    );
    const html = readFileSync(join(out, "conformance-report.html"), "utf8");
    expect(html).toMatch(/INCOMPLETE|incomplete/);
    expect(html).toContain("cut off: the run passed its --deadline of 2 s");
    expect(run.stdout).toMatch(
      /^INCOMPLETE: [^\n]*\nmissing: cut off: [^\n]*\nreports written to /,
    );
  });

  test("SIGINT mid-run: the report it has, in the existing --out folder, incomplete, exit 3", async () => {
    const out = join(dir, "interrupted");
    mkdirSync(out);
    const child = start(process.execPath, [
      BIN,
      "conform",
      "--base-url",
      mockUrl,
      "--reporter",
      "junit",
      "--out",
      out,
    ]);
    await waitFor(() => PROGRESS.test(child.stderr().split("\n")[0] ?? ""), 240_000);
    child.kill("SIGINT");
    const run = await child.ended;
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      /\noccurrence-contract conform: the run was interrupted \(SIGINT\) \(\d+ requests sent\) during "[^"]+"\n$/,
    );
    expect(readdirSync(out)).toEqual(["conformance-report.junit.xml"]);
    expect(readFileSync(join(out, "conformance-report.junit.xml"), "utf8")).toContain(
      '<property name="verdict" value="incomplete"/>',
    );
  });

  test("an --out that cannot be written: one line, exit 2, before any request", async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const blocker = join(dir, "a-file");
    writeFileSync(blocker, "");
    try {
      const run = await start(process.execPath, [
        BIN,
        "conform",
        "--base-url",
        url,
        "--reporter",
        "html",
        "--out",
        join(blocker, "report"),
      ]).ended;
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(
          `^occurrence-contract conform: --out ${join(blocker, "report")} is not writable: [^\\n]+\\n$`,
        ),
      );
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the GitHub Action's script (scripts/conform-action.sh)", () => {
  test("the inputs as env: conform's exit code, the console, JUnit and HTML reports in the report folder, the outputs written", async () => {
    const work = join(dir, "action");
    mkdirSync(work);
    const output = join(work, "github-output");
    const run = await start("bash", [SCRIPT], {
      cwd: work,
      env: {
        INPUT_BASE_URL: mockUrl,
        INPUT_API: "v2",
        INPUT_PROFILE: "observed",
        INPUT_DEADLINE: "2",
        INPUT_SEED: "5",
        INPUT_REPORT_DIR: "reports",
        GITHUB_OUTPUT: output,
      },
    }).ended;
    expect(run.code).toBe(3);
    expect(readdirSync(join(work, "reports")).sort()).toEqual([
      "conformance-report.html",
      "conformance-report.junit.xml",
      "conformance-report.txt",
    ]);
    const junit = readFileSync(join(work, "reports", "conformance-report.junit.xml"), "utf8");
    expect(junit).toContain('<property name="profile" value="observed"/>');
    expect(junit).toContain('<property name="seed" value="5"/>');
    expect(junit).toContain('<property name="verdict" value="incomplete"/>');
    // The console report in the log.
    expect(run.stdout).toContain(
      readFileSync(join(work, "reports", "conformance-report.txt"), "utf8"),
    );
    expect(readFileSync(output, "utf8")).toBe(
      "exit-code=3\nverdict=incomplete\nreport-dir=reports\n",
    );
  });

  test.each([
    ["no base URL", {}, "conform-action: the base-url input (INPUT_BASE_URL) is required"],
    [
      "an email without its password",
      { INPUT_BASE_URL: "http://127.0.0.1:9", INPUT_EMAIL: "a@b.c" },
      "conform-action: the email and password inputs go together",
    ],
  ])("%s: one line, exit 2", async (_name, env, line) => {
    const run = await start("bash", [SCRIPT], { cwd: dir, env: { INPUT_BASE_URL: "", ...env } })
      .ended;
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${line}\n`);
  });
});
