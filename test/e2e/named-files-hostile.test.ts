import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createTempDir } from "../validation/temp-dir";
import { runCli, startCli } from "./helpers/cli-process";

// Files a command is named that are pipes (FIFOs no one writes to): opened without blocking and
// refused with one line naming the file, exit 2, where an open that blocks would hang forever.
// The in-process cases (a device, a huge overlay, a link to a secret, write-through links) are
// test/schemas/profile-folder-files.test.ts and test/cli/written-files.test.ts.

jest.setTimeout(300_000);

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
async function run(args: string[]): Promise<{ code: number | null; printed: string }> {
  const { code, printed } = await runCli(args, { stdin: "pipe", killAfterMs: HUNG_AFTER_MS });
  return { code, printed };
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
  const child = startCli(
    ["serve", "--occurrences", "5", "--port", "0", "--token-secret-file", file],
    { stdin: "pipe" },
  );
  // Its start line, or its end (the expectations below then say what it printed instead).
  await child.waitFor(/http:\/\/127\.0\.0\.1:\d+/, HUNG_AFTER_MS).catch(() => undefined);
  child.child.kill("SIGTERM");
  const printed = child.printed();
  expect(printed).toContain(
    `occurrence-contract serve: warning: --token-secret-file ${file} is readable by other users (mode 644); chmod 600 it\n`,
  );
  expect(printed).toMatch(/serve: http:\/\/127\.0\.0\.1:\d+/);
  expect(printed).not.toContain("a-secret-readable-by-all");
});
