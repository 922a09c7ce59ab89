import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A fresh clone: no dist/, no build step (the package has no prepare script). `npm start` must
// still serve: bin/ runs the sources through ts-node. The clone's node_modules is this checkout's
// (what `npm install` would put there), so nothing is downloaded.
jest.setTimeout(300_000);

const ROOT = join(__dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "fresh-clone-"));
const clone = join(dir, "clone");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("npm start in a clone with no dist/ serves, and prints its base URL with --quiet", async () => {
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone]);
  symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
  expect(existsSync(join(clone, "dist"))).toBe(false);
  const child = spawn("npm", ["start", "--silent", "--", "--port", "0", "--quiet"], {
    cwd: clone,
    stdio: "pipe",
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  try {
    const deadline = Date.now() + 240_000;
    while (!stdout.includes("\n") && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const line = stdout.split("\n")[0] ?? "";
    expect({ line, stderr }).toEqual({
      line: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      stderr: "",
    });
    expect((await fetch(`${line}/api/v2/states`)).status).toBe(200);
    expect(existsSync(join(clone, "dist"))).toBe(false);
  } finally {
    // npm and the node it started: the process group this test created.
    if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  }
  await exited;
});
