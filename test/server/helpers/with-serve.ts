import { serveCommand } from "../../../src/cli/serve-command";
import { waitFor } from "./wait-for";

/** The port a --quiet run was given (it prints no URL). */
function portOf(argv: readonly string[]): string | undefined {
  return argv[argv.indexOf("--port") + 1];
}

/**
 * What a serve run shows: its URL, its start line and what it wrote to stdout (the request log).
 */
export interface Served {
  readonly url: string;
  readonly startLine: string;
  readonly stdout: string[];
}

/**
 * Runs `serve` in-process with these flags on port 0 (a later `--port` wins), hands the test its
 * URL, then stops it with SIGTERM and checks it resolves 0. console.log (the start line) and
 * process.stdout (the request log) are captured, not printed.
 */
export async function withServe(
  argv: readonly string[],
  use: (served: Served) => Promise<void>,
): Promise<void> {
  // Other SIGTERM listeners (none expected under jest) are set aside so the emit reaches only ours.
  const others = process.listeners("SIGTERM");
  process.removeAllListeners("SIGTERM");
  const lines: string[] = [];
  const stdout: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  const write = jest
    .spyOn(process.stdout, "write")
    .mockImplementation((chunk: string | Uint8Array) => {
      stdout.push(String(chunk));
      return true;
    });
  let stopped = false;
  try {
    const run = serveCommand.run(["--port", "0", ...argv]);
    await waitFor(() => process.listenerCount("SIGTERM") > 0, 10_000);
    const startLine = lines[0] ?? "";
    // A --quiet run prints no URL; its test passes the port it chose.
    const port = /http:\/\/127\.0\.0\.1:(\d+)\/api\/v2/.exec(startLine)?.[1] ?? portOf(argv);
    expect(port).toBeDefined();
    await use({ url: `http://127.0.0.1:${port}`, startLine, stdout });
    process.emit("SIGTERM");
    stopped = true;
    await expect(run).resolves.toBe(0);
  } finally {
    // A failed expectation must not leave the server running.
    if (!stopped) process.emit("SIGTERM");
    log.mockRestore();
    write.mockRestore();
    for (const listener of others) process.on("SIGTERM", listener);
  }
}
