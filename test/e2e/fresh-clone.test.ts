import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCliSync } from "./helpers/cli-process";

// A fresh clone: no dist/, no build step (the package has no prepare script). `npm start` must
// still serve: bin/ runs the sources transpiled by esbuild into .dev-build/ (scripts/dev-build.js),
// built by the first start and reused while the sources are unchanged. The clone's node_modules
// is this checkout's (what `npm install` would put there), so nothing is downloaded.
jest.setTimeout(300_000);

const ROOT = join(__dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "fresh-clone-"));
const clone = join(dir, "clone");
const builds = join(clone, ".dev-build");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone]);
  symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
});

/** The builds in .dev-build/, by name. */
const buildNames = (): string[] => (existsSync(builds) ? readdirSync(builds).sort() : []);

/** The clone's CLI run with node: exit code, stdout, stderr. */
function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const bin = join(clone, "bin", "occurrence-contract.js");
  const result = runCliSync(args, { bin, cwd: clone, stdin: "pipe", killAfterMs: 120_000 });
  return { status: result.code, stdout: result.stdout, stderr: result.stderr };
}

test("npm start in a clone with no dist/ serves, and prints its base URL with --quiet", async () => {
  expect(existsSync(join(clone, "dist"))).toBe(false);
  expect(buildNames()).toEqual([]);
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
  // What it ran: one build of the sources, transpiled file for file.
  const [build] = buildNames();
  expect(buildNames()).toHaveLength(1);
  expect(existsSync(join(builds, build!, "cli", "main.js"))).toBe(true);
  expect(existsSync(join(builds, build!, "data", "record-worker.js"))).toBe(true);
});

test("a later start reuses the build; a changed source gets a new one, and the old is kept", () => {
  const [before] = buildNames();
  const done = join(builds, before!, ".complete");
  const builtAt = statSync(done).mtimeMs;
  expect(cli("--version")).toMatchObject({ status: 0, stderr: "" });
  expect({ names: buildNames(), builtAt: statSync(done).mtimeMs }).toEqual({
    names: [before],
    builtAt,
  });

  appendFileSync(join(clone, "src", "package-info.ts"), "\n// an edit\n");
  expect(cli("--version")).toMatchObject({ status: 0, stderr: "" });
  expect(buildNames()).toHaveLength(2);
  expect(buildNames()).toContain(before);
});

test("the transpiled build runs worker threads: a record worker reads an answer's records", () => {
  const build = join(builds, buildNames()[0]!);
  const script = `
    const { RecordPool } = require(${JSON.stringify(join(build, "data", "record-pool.js"))});
    const { buildWorld } = require(${JSON.stringify(join(build, "world", "build-world.js"))});
    const data = buildWorld({ seed: 1, occurrences: 3 }).occurrences.map((o) => o.v2);
    const text = JSON.stringify({ msg: "ok", msgCode: "success", code: 200,
      pageMeta: { page: 1, take: 3, itemCount: 3, pageCount: 1, hasPreviousPage: false, hasNextPage: false }, data });
    const pool = new RecordPool(1);
    pool.read(Buffer.from(text), undefined).then(
      (reading) => { console.log(reading.records.records.count); return pool.close(); },
      (error) => { console.log("failed: " + error.message); return pool.close(); },
    );`;
  const result = spawnSync(process.execPath, ["-e", script], { cwd: clone, encoding: "utf8" });
  expect({ stdout: result.stdout.trim(), stderr: result.stderr }).toEqual({
    stdout: "3",
    stderr: "",
  });
});

test("npm run dev serves, and serves again after a source changes (a restart on a new build)", async () => {
  const child = spawn("npm", ["run", "dev", "--silent", "--", "--port", "0", "--quiet"], {
    cwd: clone,
    stdio: "pipe",
    detached: true,
  });
  let stdout = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const urls = (): string[] => stdout.match(/^http:\/\/127\.0\.0\.1:\d+$/gm) ?? [];
  const waitForUrls = async (count: number): Promise<void> => {
    const deadline = Date.now() + 120_000;
    while (urls().length < count && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    await waitForUrls(1);
    expect(urls()).toHaveLength(1);
    const builtBefore = buildNames();
    appendFileSync(join(clone, "src", "package-info.ts"), "\n// another edit\n");
    await waitForUrls(2);
    expect(urls()).toHaveLength(2);
    expect((await fetch(`${urls()[1]}/api/v2/states`)).status).toBe(200);
    expect(buildNames()).not.toEqual(builtBefore);
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  }
  await exited;
});
