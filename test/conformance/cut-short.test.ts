import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConformCommand } from "../../src/cli/conform-command";
import { runConformance } from "../../src/conformance";
import { coreApp } from "../server/helpers/core-app";
import { CORE_BASE_URL, coreFetch } from "./helpers/core-fetch";
import { testWorld } from "./helpers/start-mock";

// Every way a run is cut short writes the report of what it did, cut off: incomplete.

const mock = coreFetch(coreApp({ world: testWorld() }));

/** The mock, aborting `controller` (as the CLI does on SIGINT) once `after` requests came. */
function interruptedAfter(after: number, controller: AbortController): typeof fetch {
  let calls = 0;
  return async (input, init) => {
    calls += 1;
    if (calls === after) controller.abort("SIGINT");
    return mock(input, init);
  };
}

/** The mock answering each request no sooner than `ms` later. */
function slow(ms: number): typeof fetch {
  return async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return mock(input, init);
  };
}

describe("a run cut short reports what it did", () => {
  test("an interrupt: the checks after it not run, the cut named, incomplete", async () => {
    const controller = new AbortController();
    const report = await runConformance({
      baseUrl: CORE_BASE_URL,
      seed: 1,
      fetch: interruptedAfter(12, controller),
      signal: controller.signal,
    });
    expect(report.verdict).toBe("incomplete");
    expect(report.cutOff).toMatch(
      /^the run was interrupted \(SIGINT\) \(12 requests sent\) during "/,
    );
    expect(report.requests).toBe(12);
    expect(report.checks.some((c) => c.reason === "the run was interrupted")).toBe(true);
  });

  test("the deadline passing while connecting: a report still, cut off, every check not run", async () => {
    const report = await runConformance({
      baseUrl: CORE_BASE_URL,
      seed: 1,
      fetch: slow(50),
      deadlineMs: 1,
    });
    expect(report.verdict).toBe("incomplete");
    // Whether the first request left before the 1 ms passed depends on the machine's load; the
    // phase the deadline met does not.
    expect(report.cutOff).toMatch(
      /^the run passed its --deadline of 0.001 s \([01] requests sent\) during "connect"$/,
    );
    expect(
      report.checks.every((c) => c.status === "not-run" && c.reason === "the --deadline passed"),
    ).toBe(true);
  });
});

describe("a run told when to stop (stopWhen) ends at the next phase once it holds", () => {
  /** The mock, each page's last record carrying its first's id. */
  const twice: typeof fetch = async (input, init) => {
    const answer = await mock(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.pathname.endsWith("/api/v2/occurrences") || answer.status !== 200) return answer;
    const body = (await answer.json()) as { data: { id: string }[] };
    const [first] = body.data;
    const last = body.data[body.data.length - 1];
    if (first !== undefined && last !== undefined && body.data.length > 1) last.id = first.id;
    return Response.json(body);
  };

  test("stopped once a rule failed: that rule failed, cut off before the next phase, fewer requests", async () => {
    const whole = await runConformance({ baseUrl: CORE_BASE_URL, seed: 1, fetch: twice });
    const asked: (readonly string[])[] = [];
    const stopWhen = (failed: readonly string[]): boolean => {
      asked.push(failed);
      return failed.includes("v2.records.unique-id");
    };
    const stopped = await runConformance({
      baseUrl: CORE_BASE_URL,
      seed: 1,
      fetch: twice,
      stopWhen,
    });
    expect(whole.checks.find((c) => c.id === "v2.records.unique-id")?.status).toBe("failed");
    expect(stopped.verdict).toBe("fails");
    expect(stopped.checks.find((c) => c.id === "v2.records.unique-id")?.status).toBe("failed");
    expect(stopped.cutOff).toMatch(/^the caller's stop condition held before "/);
    expect(stopped.requests).toBeLessThan(whole.requests);
    // Asked at each phase's start until it held: the last answer was the only true one.
    expect(asked.filter((failed) => failed.includes("v2.records.unique-id"))).toHaveLength(1);
  });

  test("a condition that never holds: the whole run, as without one", async () => {
    const whole = await runConformance({ baseUrl: CORE_BASE_URL, seed: 2, fetch: mock });
    const never = await runConformance({
      baseUrl: CORE_BASE_URL,
      seed: 2,
      fetch: mock,
      stopWhen: () => false,
    });
    expect(never.verdict).toBe(whole.verdict);
    expect(never.requests).toBe(whole.requests);
    expect(never.cutOff).toBeUndefined();
  });
});

describe("conform cut short: every reporter writes the partial report, exit 3", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "cut-short-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("interrupted: one line on stderr saying why, junit and html say incomplete", async () => {
    const controller = new AbortController();
    const out: string[] = [];
    const err: string[] = [];
    const command = createConformCommand({
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t), isTTY: false },
      fetch: interruptedAfter(12, controller),
      signal: controller.signal,
    });
    const argv = ["--base-url", CORE_BASE_URL, "--seed", "1", "--quiet", "--out", dir];
    for (const reporter of ["junit", "html", "json", "console"]) argv.push("--reporter", reporter);
    expect(await command.run(argv)).toBe(3);
    expect(err.join("")).toMatch(
      /^occurrence-contract conform: the run was interrupted \(SIGINT\)[^\n]*\n$/,
    );
    const junit = readFileSync(join(dir, "conformance-report.junit.xml"), "utf8");
    expect(junit).toContain('name="verdict" value="incomplete"');
    const html = readFileSync(join(dir, "conformance-report.html"), "utf8");
    expect(html).toMatch(/incomplete/i);
    expect(JSON.parse(readFileSync(join(dir, "conformance-report.json"), "utf8"))).toMatchObject({
      verdict: "incomplete",
    });
    expect(readFileSync(join(dir, "conformance-report.txt"), "utf8")).toMatch(/INCOMPLETE/);
    expect(out.join("")).toContain(
      `reports written to ${dir}: conformance-report.junit.xml, conformance-report.html`,
    );
  });
});
