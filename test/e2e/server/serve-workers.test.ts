import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { parseWorkers } from "../../../src/cli/serve-workers";
import { UsageError } from "../../../src/cli/usage-error";
import { rawGet } from "../../server/transport/raw-get";
import { waitFor } from "../../server/helpers/wait-for";

// Forks processes that each build a world: generous timeouts for a loaded machine.
jest.setTimeout(240_000);

const BIN = join(__dirname, "..", "..", "..", "bin", "occurrence-contract.js");

const spawned: ChildProcess[] = [];
afterAll(() => {
  // A failed test must not leave a primary running (its workers exit with it).
  for (const child of spawned) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("parseWorkers: --workers N|auto", () => {
  test.each<[string, string, number | "usage"]>([
    ["2 -> 2", "2", 2],
    ["1 -> 1 (no cluster)", "1", 1],
    ["0 -> usage error", "0", "usage"],
    ["-1 -> usage error", "-1", "usage"],
    ["two -> usage error", "two", "usage"],
    ["257 -> usage error", "257", "usage"],
  ])("%s", (_name, value, expected) => {
    if (expected === "usage") expect(() => parseWorkers(value)).toThrow(UsageError);
    else expect(parseWorkers(value)).toBe(expected);
  });

  test("auto -> at least one process", () => {
    expect(parseWorkers("auto")).toBeGreaterThanOrEqual(1);
  });
});

describe("serve --workers 2 as a process", () => {
  test("one start line naming 2 workers; both serve the same bytes and ETag; SIGTERM stops all with 0", async () => {
    const loud = spawn(
      process.execPath,
      [BIN, "serve", "--occurrences", "5", "--port", "0", "--workers", "2"],
      { stdio: "pipe" },
    );
    spawned.push(loud);
    let out = "";
    loud.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    const loudExit = new Promise<number | null>((resolve) => loud.on("exit", resolve));
    try {
      await waitFor(() => out.includes("\n") || loud.exitCode !== null, 180_000);
      const match = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v2/.exec(out);
      expect(out).toContain(", 2 workers, ");
      const url = match?.[1] ?? "";
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => rawGet(`${url}/api/v2/occurrences?take=5`)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(answers[0]!.body)).toBe(true);
        expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      }
    } finally {
      loud.kill("SIGTERM");
    }
    expect(await loudExit).toBe(0);
  });
});
