import { createConformCommand } from "../../src/cli/conform-command";
import { startHostileServer, type Hostility } from "../conformance/helpers/start-hostile-server";

/** Generous: servers and runs share a busy 2-core machine. */
const BUDGET_MS = 60_000;

async function conform(
  kind: Hostility,
  flags: readonly string[],
): Promise<{ code: number; out: string; err: string; written: number }> {
  const server = await startHostileServer(kind);
  const out: string[] = [];
  const err: string[] = [];
  const command = createConformCommand({
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t), isTTY: false },
  });
  try {
    const code = await command.run(["--base-url", server.url, "--seed", "1", ...flags]);
    return { code, out: out.join(""), err: err.join(""), written: server.written() };
  } finally {
    await server.close();
  }
}

const MB = 1024 * 1024;

describe("every run against a hostile server ends by itself: exit 1 or 2, one clear line", () => {
  test.each([
    [
      "hanging",
      ["--timeout", "300"],
      /^occurrence-contract conform: cannot reach .*: no answer within 300 ms$/,
    ],
    [
      "dripping",
      ["--timeout", "300"],
      /^occurrence-contract conform: cannot reach .*: HTTP 200 came, but its body did not end within 300 ms$/,
    ],
    [
      "dripping",
      ["--timeout", "60000", "--deadline", "1"],
      /^occurrence-contract conform: the run passed its --deadline of 1 s \(1 requests sent\)$/,
    ],
    [
      "redirect-loop",
      [],
      /^occurrence-contract conform: cannot reach .*: redirect count exceeded$/,
    ],
    [
      "endless-429",
      [],
      /^occurrence-contract conform: the server still answers HTTP 429 after 3 waits \(Retry-After: 0\) on GET \/api\/v2\/cities$/,
    ],
    [
      "huge-retry-after",
      [],
      /^occurrence-contract conform: the server asks to wait 999999 s \(Retry-After: 999999\) on GET \/api\/v2\/cities, more than --max-wait 30 s$/,
    ],
    [
      "connection-reset",
      [],
      /^occurrence-contract conform: cannot reach .*: (ECONNRESET|UND_ERR_SOCKET).*$/,
    ],
  ] as const)(
    "%s %j: exit 2 and one line on stderr",
    async (kind, flags, line) => {
      const run = await conform(kind, flags);
      expect(run.code).toBe(2);
      expect(run.err.trimEnd().split("\n")).toEqual([expect.stringMatching(line)]);
      expect(run.out).toBe("");
    },
    BUDGET_MS,
  );

  test.each([["endless-body"], ["gzip-bomb"]] as const)(
    "%s: every body stops at --max-body, a finding; exit 1",
    async (kind) => {
      const run = await conform(kind, ["--max-body", String(MB), "--api", "v2"]);
      expect(run.code).toBe(1);
      expect(run.out).toContain(`body larger than ${MB} bytes (--max-body); read no further`);
      expect(run.out).not.toMatch(/\n\s+at /);
      // The server streams without end; it stops because the client stopped reading. Socket
      // buffers let it write somewhat past what was read, never the hundreds of MB it would
      // send to a client that reads on.
      const requests = Number(/· (\d+) requests ·/.exec(run.out)?.[1] ?? "0");
      expect(requests).toBeGreaterThan(0);
      expect(run.written).toBeLessThan(requests * 16 * MB);
    },
    BUDGET_MS,
  );
});
