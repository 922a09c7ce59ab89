import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathOf } from "../../src/contract";
import { waitFor } from "../server/helpers/wait-for";
import { startCli } from "./helpers/cli-process";

// serve's token secret as processes: random per process, shared by the workers of one primary,
// shared between processes only by --token-secret; the secret never shows in what serve prints.

jest.setTimeout(300_000);

/** Starts `serve --auth required` with these flags; resolves to its URL and what it printed. */
async function serve(
  flags: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ url: string; printed: () => string; pid: number }> {
  const child = startCli(
    ["serve", "--occurrences", "5", "--port", "0", "--auth", "required", ...flags],
    { stdin: "pipe", env },
  );
  await waitFor(
    () => /http:\/\/127\.0\.0\.1:\d+/.test(child.printed()) || child.child.exitCode !== null,
    240_000,
  );
  const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(child.printed())?.[1] ?? "";
  return { url, printed: child.printed, pid: child.pid };
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}${pathOf("v2-login")}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "ana@example.org", password: "pw" }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** The statuses of `count` data requests with the token, each on a new connection. */
async function statuses(url: string, token: string, count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${url}${pathOf("v2-states")}`, {
        headers: { Authorization: `Bearer ${token}`, Connection: "close" },
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

describe("serve: the token secret across processes", () => {
  test("--workers 2: a token one worker issued opens every worker (the primary's secret)", async () => {
    const { url } = await serve(["--workers", "2"]);
    const token = await login(url);
    expect(await statuses(url, token, 12)).toEqual(Array(12).fill(200));
  });

  test("two processes with the same --token-secret accept each other's tokens; one without refuses them", async () => {
    const secret = "a-shared-secret-9c41";
    const [first, second, other] = await Promise.all([
      serve(["--token-secret", secret]),
      serve(["--token-secret", secret]),
      serve([]),
    ]);
    const token = await login(first.url);
    expect(await statuses(second.url, token, 1)).toEqual([200]);
    expect(await statuses(other.url, token, 1)).toEqual([401]);
    for (const served of [first, second]) expect(served.printed()).not.toContain(secret);
  });
});

describe("serve: a token secret kept out of ps", () => {
  test("--token-secret on the command line, --workers 2 -> in no /proc/PID/cmdline (primary, workers); one warning", async () => {
    const secret = "argv-secret-5d1f7c2a9b";
    const served = await serve(["--token-secret", secret, "--workers", "2"]);
    const children = readFileSync(`/proc/${served.pid}/task/${served.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter((pid) => pid !== "");
    expect(children).toHaveLength(2);
    const cmdline = readFileSync(`/proc/${served.pid}/cmdline`, "utf8");
    expect(cmdline).toContain("--token-secret [redacted]");
    for (const pid of [String(served.pid), ...children])
      expect(readFileSync(`/proc/${pid}/cmdline`, "utf8")).not.toContain(secret);
    expect(served.printed()).toMatch(
      /warning: --token-secret .*--token-secret-file FILE or \$OCCURRENCE_TOKEN_SECRET/,
    );
    expect(served.printed()).not.toContain(secret);
    // The workers sign with that secret: a token one issued opens the other.
    expect(await statuses(served.url, await login(served.url), 6)).toEqual(Array(6).fill(200));
  });

  test("--token-secret-file and $OCCURRENCE_TOKEN_SECRET -> the same secret, no warning: their tokens open each other", async () => {
    const secret = "file-secret-0e4b6a";
    const path = join(tmpdir(), `token-secret-${process.pid}`);
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
    const [byFile, byEnv] = await Promise.all([
      serve(["--token-secret-file", path]),
      serve([], { ...process.env, OCCURRENCE_TOKEN_SECRET: secret }),
    ]);
    expect(await statuses(byEnv.url, await login(byFile.url), 1)).toEqual([200]);
    rmSync(path);
    for (const served of [byFile, byEnv]) {
      expect(served.printed()).not.toMatch(/warning/);
      expect(readFileSync(`/proc/${served.pid}/cmdline`, "utf8")).not.toContain(secret);
    }
  });
});
