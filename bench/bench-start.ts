/**
 * `npm run bench:start`: how long `npm start` takes, in a fresh clone, to answer its first
 * request.
 *
 * Clones this checkout's committed state into the system's temporary folder (`git clone`, so
 * no dist/ and no .dev-build/; node_modules linked to this checkout's, as `npm install` would
 * fill it), then in turns, each a new process group: `npm start -- --port P` with a free port P,
 * timed from the spawn to the first 200 answer of `GET /api/v2/states` (polled every 20 ms),
 * then stopped. A "first" start has no .dev-build/ (bin/ transpiles src/ with esbuild first:
 * the clone's very first start); an "again" start reuses the build. Prints each run with the
 * load average then (on a shared machine the figures move with it), and the medians.
 *
 * Flags: --runs N (5 of each), --clone DIR (a clone to reuse instead of a new one).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(__dirname, "..");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    clone: { type: "string" },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs: expected a whole number of at least 1, got ${values.runs}`);
  process.exit(2);
}

/** A port free now on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Whether the server on `port` answers 200 now. */
async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v2/states`)).status === 200;
  } catch {
    return false;
  }
}

/** One `npm start` in `clone`: milliseconds from the spawn to the first answer. */
async function startOnce(clone: string): Promise<number> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn("npm", ["start", "--silent", "--", "--port", String(port)], {
    cwd: clone,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  try {
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`npm start exited: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    const exited = new Promise((resolve) => child.on("exit", resolve));
    if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    await exited;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const dir = values.clone === undefined ? mkdtempSync(join(tmpdir(), "bench-start-")) : "";
  const clone = values.clone ?? join(dir, "clone");
  try {
    if (values.clone === undefined) {
      execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone]);
      symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
    }
    if (existsSync(join(clone, "dist"))) {
      console.error(`${clone} has a dist/: npm start would run it, not the sources`);
      process.exitCode = 2;
      return;
    }
    const first: number[] = [];
    const again: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      rmSync(join(clone, ".dev-build"), { recursive: true, force: true });
      first.push(await startOnce(clone));
      again.push(await startOnce(clone));
      const load = loadavg()[0]!.toFixed(2);
      console.log(
        `run ${run}: first start ${first.at(-1)!.toFixed(0)} ms, again ${again.at(-1)!.toFixed(0)} ms (load ${load})`,
      );
    }
    console.log(
      `npm start to the first answer, median of ${RUNS}: first start in a fresh clone ${median(first).toFixed(0)} ms, later starts ${median(again).toFixed(0)} ms`,
    );
  } finally {
    if (dir !== "") rmSync(dir, { recursive: true, force: true });
  }
}

void main();
