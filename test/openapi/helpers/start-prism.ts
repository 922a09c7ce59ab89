import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { TOOL_BINS } from "./run-tool";

/** A running Prism: its base URL, what it printed, and how to stop it. */
export interface PrismHandle {
  readonly url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Starts `prism <args> --host 127.0.0.1 --port <free>` and resolves once it says it listens
 * (rejects with its output if it exits first or takes longer than `timeoutMs`).
 */
export async function startPrism(
  args: readonly string[],
  timeoutMs = 90_000,
): Promise<PrismHandle> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [TOOL_BINS.prism, ...args, "--host", "127.0.0.1", "--port", String(port)],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const handle: PrismHandle = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => stopChild(child),
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopChild(child);
      reject(new Error(`prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Prism is listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited (${String(code)}) before listening:\n${output}`));
    });
  });
  return handle;
}
