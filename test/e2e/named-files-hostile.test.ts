import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createTempDir } from "../validation/temp-dir";

// Files a command is named that are pipes (FIFOs no one writes to): opened without blocking and
// refused with one line naming the file, exit 2, where an open that blocks would hang forever.
// The in-process cases (a device, a huge overlay, a link to a secret, write-through links) are
// test/schemas/profile-folder-files.test.ts and test/cli/written-files.test.ts.

jest.setTimeout(300_000);

const BIN = join(__dirname, "..", "..", "bin", "occurrence-contract.js");
const REAL = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");
/** Past this the run is taken as hung: killed, and the test fails on its exit. */
const HUNG_AFTER_MS = 200_000;

const temp = createTempDir("named-files");
afterAll(() => temp.remove());

function fifo(path: string): string {
  execFileSync("mkfifo", [path]);
  return path;
}

/** Runs the CLI; resolves to its exit code (null when killed as hung) and what it printed. */
function run(args: string[]): Promise<{ code: number | null; printed: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: "pipe" });
    let printed = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
    const hung = setTimeout(() => child.kill("SIGKILL"), HUNG_AFTER_MS);
    child.on("exit", (code) => {
      clearTimeout(hung);
      resolve({ code, printed });
    });
  });
}

test("validate --profile DIR with a FIFO named x.json in DIR: one line naming it, exit 2, no hang", async () => {
  const dir = join(temp.dir, "profile");
  mkdirSync(dir, { recursive: true });
  const pipe = fifo(join(dir, "x.json"));
  const { code, printed } = await run(["validate", REAL, "--profile", dir]);
  expect({ code, printed }).toEqual({
    code: 2,
    printed: `occurrence-contract validate: --profile ${pipe}: a pipe, not a regular file\n`,
  });
});

test("serve --token-secret-file FIFO: one line naming it, exit 2, no hang", async () => {
  const pipe = fifo(join(temp.dir, "secret-pipe"));
  const { code, printed } = await run(["serve", "--port", "0", "--token-secret-file", pipe]);
  expect({ code, printed }).toEqual({
    code: 2,
    printed: `occurrence-contract serve: --token-secret-file ${pipe}: a pipe, not a regular file\n`,
  });
});

test("validate --baseline FIFO: one line naming it, exit 2, no hang", async () => {
  const pipe = fifo(join(temp.dir, "baseline-pipe.json"));
  const { code, printed } = await run(["validate", REAL, "--baseline", pipe]);
  expect({ code, printed }).toEqual({
    code: 2,
    printed: `occurrence-contract validate: --baseline ${pipe}: a pipe, not a regular file\n`,
  });
});

test("serve --token-secret-file readable by everyone: it serves, with one warning line", async () => {
  const file = join(temp.dir, "secret-644");
  writeFileSync(file, "a-secret-readable-by-all\n", { mode: 0o644 });
  const child = spawn(
    process.execPath,
    [BIN, "serve", "--occurrences", "5", "--port", "0", "--token-secret-file", file],
    { stdio: "pipe" },
  );
  let printed = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
  await new Promise<void>((resolve) => {
    const check = (): void => {
      if (/http:\/\/127\.0\.0\.1:\d+/.test(printed) || child.exitCode !== null) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
  child.kill("SIGTERM");
  expect(printed).toContain(
    `occurrence-contract serve: warning: --token-secret-file ${file} is readable by other users (mode 644); chmod 600 it\n`,
  );
  expect(printed).toMatch(/serve: http:\/\/127\.0\.0\.1:\d+/);
  expect(printed).not.toContain("a-secret-readable-by-all");
});
