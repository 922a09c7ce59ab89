import { parseWorkers } from "../../../src/cli/serve-workers";
import { UsageError } from "../../../src/cli/usage-error";
import { rawGet } from "../../server/transport/raw-get";
import { waitFor } from "../../server/helpers/wait-for";
import { startCli } from "../helpers/cli-process";

// Forks processes that each build a world: generous timeouts for a loaded machine.
jest.setTimeout(240_000);

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
    // A failed test leaves no primary running (cli-process.ts kills it; its workers exit with it).
    const loud = startCli(["serve", "--occurrences", "5", "--port", "0", "--workers", "2"], {
      stdin: "pipe",
    });
    try {
      await waitFor(() => loud.stdout().includes("\n") || loud.child.exitCode !== null, 180_000);
      const out = loud.stdout();
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
      loud.child.kill("SIGTERM");
    }
    expect((await loud.exited).code).toBe(0);
  });
});
