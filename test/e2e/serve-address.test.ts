import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCli } from "./helpers/cli-process";

// `serve` as a script runs it: --port 0 --quiet must still say where it listens (stdout, and
// --port-file), and the world it serves runs up to today unless --until pins it.
jest.setTimeout(300_000);

const dir = mkdtempSync(join(tmpdir(), "serve-address-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Polls `ready` every 50 ms until it holds, or fails after `ms`. */
async function waitFor(ready: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) throw new Error(`not ready after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts serve with `argv`, waits for its first line, runs `use`, then stops it with SIGTERM. */
async function withServe(
  argv: readonly string[],
  use: (line: string, stdout: () => string) => Promise<void>,
): Promise<number | null> {
  const child = startCli(["serve", "--port", "0", ...argv], { stdin: "pipe" });
  const stdout = child.stdout;
  try {
    await waitFor(() => stdout().includes("\n") || child.child.exitCode !== null, 240_000);
    if (!stdout().includes("\n")) throw new Error(`serve stopped: ${child.stderr()}`);
    await use(stdout().slice(0, stdout().indexOf("\n")), stdout);
  } finally {
    child.child.kill("SIGTERM");
  }
  return (await child.exited).code;
}

const today = new Date().toISOString().slice(0, 10);

describe("serve --port 0 --quiet lets a script learn where it listens", () => {
  test.each([
    ["one process", []],
    ["--workers 2", ["--workers", "2"]],
  ])(
    "%s: stdout is the base URL alone, --port-file holds the port and a newline, removed on stop",
    async (_case, extra) => {
      const portFile = join(dir, `port-${extra.length}`);
      const code = await withServe(
        ["--quiet", "--occurrences", "20", "--port-file", portFile, ...extra],
        async (line, stdout) => {
          expect(line).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
          const port = new URL(line).port;
          expect(readFileSync(portFile, "utf8")).toBe(`${port}\n`);
          const answer = await fetch(`http://127.0.0.1:${port}/api/v2/states`);
          expect(answer.status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 200));
          expect(stdout()).toBe(`${line}\n`);
        },
      );
      expect(code).toBe(0);
      expect(existsSync(portFile)).toBe(false);
    },
  );
});

describe("serve's world runs up to the day it starts unless --until pins it", () => {
  test.each([
    ["no --until -> today's UTC date", [], today],
    ["--until 2025-12-31 -> pinned", ["--until", "2025-12-31"], "2025-12-31"],
  ])("%s", async (_rule, extra, last) => {
    await withServe(["--quiet", "--occurrences", "20", ...extra], async (url) => {
      const world = (await (await fetch(`${url}/__world`)).json()) as {
        dates: { last: string };
      };
      expect(world.dates.last).toBe(last);
    });
  });
});
