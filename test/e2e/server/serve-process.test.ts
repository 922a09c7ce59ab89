import { fetchText } from "../../server/helpers/fetch-text";
import { validBody } from "../../server/helpers/valid-body";
import { waitFor } from "../../server/helpers/wait-for";
import { startCli, type CliProcess } from "../helpers/cli-process";

// The CLI as users run it: a process of its own (ts-node compiles the sources when dist/ is older).
// Compiling the CLI with ts-node on a loaded 2-core machine can take over a minute: generous
// budgets.
jest.setTimeout(300_000);

/** `occurrence-contract serve --occurrences 5 ARGV`, a process of its own. */
function serve(...argv: string[]): CliProcess {
  return startCli(["serve", "--occurrences", "5", ...argv], { stdin: "pipe" });
}

/** Waits for the start line of a serve process and returns its base URL (port included). */
async function started(child: CliProcess): Promise<{ url: string; port: string }> {
  await waitFor(() => child.stdout().includes("\n") || child.child.exitCode !== null, 150_000);
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

    first.child.kill("SIGTERM");
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.stderr()).toBe("");
  });

  test("SIGINT (Ctrl-C) -> exit 0", async () => {
    const child = serve("--port", "0");
    await started(child);
    child.child.kill("SIGINT");
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
