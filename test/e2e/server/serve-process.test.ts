import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { fetchText } from "../../server/helpers/fetch-text";
import { validBody } from "../../server/helpers/valid-body";
import { waitFor } from "../../server/helpers/wait-for";

// The CLI as users run it: a process of its own (ts-node compiles the sources when dist/ is older).
// Compiling the CLI with ts-node on a loaded 2-core machine can take over a minute: generous budgets.
jest.setTimeout(300_000);

const BIN = join(__dirname, "..", "..", "..", "bin", "occurrence-contract.js");

/** A running `occurrence-contract serve` and what it has printed so far. */
interface Child {
  readonly process: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the exit code and signal when the process ends. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: Child[] = [];
afterAll(() => {
  // A failed test must not leave a server running.
  for (const child of children) if (child.process.exitCode === null) child.process.kill("SIGKILL");
});

function serve(...argv: string[]): Child {
  const child = spawn(process.execPath, [BIN, "serve", "--occurrences", "5", ...argv], {
    stdio: "pipe",
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  const handle = { process: child, stdout: () => stdout, stderr: () => stderr, exited };
  children.push(handle);
  return handle;
}

/** Waits for the start line of a serve process and returns its base URL (port included). */
async function started(child: Child): Promise<{ url: string; port: string }> {
  await waitFor(() => child.stdout().includes("\n") || child.process.exitCode !== null, 150_000);
  const match = /(http:\/\/127\.0\.0\.1:(\d+))\/api\/v2/.exec(child.stdout());
  if (match === null) throw new Error(`no start line; stderr: ${child.stderr()}`);
  return { url: match[1] ?? "", port: match[2] ?? "" };
}

describe("occurrence-contract serve as a process", () => {
  test("a second serve on the same port -> exit 2, one line on stderr; SIGTERM stops the first with 0", async () => {
    const first = serve("--port", "0");
    const { url, port } = await started(first);

    const second = serve("--port", port);
    expect(await second.exited).toEqual({ code: 2, signal: null });
    expect(second.stderr()).toBe(
      `occurrence-contract serve: cannot listen on http://127.0.0.1:${port}: the port is in use (pick another with --port)\n`,
    );
    expect(second.stdout()).toBe("");

    const response = await fetchText(`${url}/api/v2/states`);
    validBody(response, "v2/states-response");
    // The request log: one line after the start line.
    await waitFor(() => first.stdout().split("\n").length >= 3);
    expect(first.stdout().split("\n")[1]).toMatch(/^GET \/api\/v2\/states 200 \d+\.\dms$/);

    first.process.kill("SIGTERM");
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.stderr()).toBe("");
  });

  test("SIGINT (Ctrl-C) -> exit 0", async () => {
    const child = serve("--port", "0");
    await started(child);
    child.process.kill("SIGINT");
    expect(await child.exited).toEqual({ code: 0, signal: null });
  });

  test("a bad flag -> exit 2 before listening, one line naming it", async () => {
    const child = serve("--port", "0", "--fail-rate", "2");
    expect(await child.exited).toEqual({ code: 2, signal: null });
    expect(child.stderr()).toBe(
      "occurrence-contract serve: --fail-rate must be from 0 to 1, got 2\n",
    );
    expect(child.stdout()).toBe("");
  });
});
