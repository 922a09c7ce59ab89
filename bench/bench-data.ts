/**
 * `npm run bench:data`: how fast `serve --data` loads captured answers and how much memory it
 * takes. Writes 100,000 records as v2 /occurrences answers (take=1000, 100 files) to a temporary
 * folder, then, in a fresh process (so that writing them does not count), loads them as
 * `serve --data` does (read, validate, index, build the app) and prints the time, the data's
 * size, and the memory held after loading: heap + buffers after a full GC, and the process's
 * peak RSS. Then it starts the built CLI's `serve --data` as a user does and times it from the
 * spawn to its start line, with that process's peak RSS; a reference line gives the time a bare
 * JSON.parse of the same files takes on one thread. Targets (issue 15): a few seconds (at most
 * TARGET_MS); at most about 2x the data's size in memory.
 *
 * The generated records are about 1.7 KB of JSON; real records run to about 3.5 KB (more
 * victims, long texts). Each record gets a `note` string of RECORD_PAD characters so the data
 * reaches the real size (captured records may carry any field; it is served as captured).
 */
import { execFileSync, spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isSharedMemory } from "../src/data/is-shared-memory";
import { buildWorld } from "../src/world";

const ROOT = join(__dirname, "..");

/**
 * The built package's modules (dist/), which the measured load runs: what `serve --data` runs,
 * worker threads included (under ts-node each worker would compile the sources first).
 */
function built(): {
  loadDataWorld: typeof import("../src/data/load-data-world").loadDataWorld;
  createApp: typeof import("../src/node").createApp;
} {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require(
      join(ROOT, "dist/data/load-data-world"),
    ) as typeof import("../src/data/load-data-world")),
    ...(require(join(ROOT, "dist/node")) as typeof import("../src/node")),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

const RECORDS = Number(process.env.BENCH_DATA_RECORDS ?? 100_000);
const PAGE = 1000;
const RECORD_PAD = 1800;
const TARGET_MS = 5000;
const TARGET_RATIO = 2;

/** Peak and current RSS of a process, in MB (Linux /proc; undefined elsewhere). */
function rssOf(pid: number): { peak: number; now: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
    return { peak: kb("VmHWM") / 1024, now: kb("VmRSS") / 1024 };
  } catch {
    return undefined;
  }
}

/** This process's peak RSS in MB (Linux /proc, else what resourceUsage says). */
function peakRssMb(): number {
  return rssOf(process.pid)?.peak ?? process.resourceUsage().maxRSS / 1024;
}

function writeData(dir: string): void {
  const world = buildWorld({ seed: 1, occurrences: RECORDS });
  const pad = "x".repeat(RECORD_PAD);
  for (let page = 1; page <= RECORDS / PAGE; page++) {
    const data = world.occurrences
      .slice((page - 1) * PAGE, page * PAGE)
      .map((occurrence) => ({ ...occurrence.v2, note: pad }));
    const pageCount = RECORDS / PAGE;
    const body = {
      msg: "Success in filtering occurrences",
      msgCode: "success",
      code: 200,
      pageMeta: {
        page,
        take: PAGE,
        itemCount: RECORDS,
        pageCount,
        hasPreviousPage: page > 1,
        hasNextPage: page < pageCount,
      },
      data,
    };
    writeFileSync(join(dir, `page-${String(page).padStart(3, "0")}.json`), JSON.stringify(body));
  }
}

/** CPU time of each thread of this process so far, in ms, by thread id (Linux /proc). */
function threadCpuMs(): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const tid of readdirSync("/proc/self/task")) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second).
      out.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    }
  } catch {
    // Not Linux: no per-thread figures.
  }
  return out;
}

async function measure(dir: string, workers: number | undefined): Promise<void> {
  const { loadDataWorld, createApp } = built();
  const bytes = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const baseline = process.memoryUsage();
  // Worker threads end with the load: their CPU time is sampled while they run.
  const threads = threadCpuMs();
  const sampler = setInterval(() => {
    for (const [tid, ms] of threadCpuMs()) threads.set(tid, ms);
  }, 50);
  const before = new Map(threads);
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const load = await loadDataWorld([dir], workers === undefined ? {} : { workers });
  if (!load.ok) throw new Error(load.problems.join("\n"));
  const loadedMs = Number(process.hrtime.bigint() - started) / 1e6;
  createApp({ world: load.world }); // builds the v2 indexes (buildV2Data) as serve does
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  clearInterval(sampler);
  for (const [tid, ms] of threadCpuMs()) threads.set(tid, ms);
  const spent = [...threads].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const main = spent.find(({ tid }) => tid === String(process.pid))?.ms ?? 0;
  const others = spent
    .filter(({ tid, ms }) => tid !== String(process.pid) && ms >= 100)
    .map(({ ms }) => ms)
    .sort((a, b) => b - a);
  gc?.();
  const after = process.memoryUsage();
  // process.memoryUsage() does not count SharedArrayBuffers (the files the workers read). Each
  // worker's answer brings its file's records as views of one buffer object (a segment, whose
  // byteLength is the whole segment's): the span the records cover is counted per object.
  const spans = new Map<ArrayBufferLike, { from: number; to: number }>();
  for (const json of load.world.capture?.occurrenceJson ?? []) {
    if (!isSharedMemory(json)) continue;
    const span = spans.get(json.buffer);
    const end = json.byteOffset + json.byteLength;
    if (span === undefined) spans.set(json.buffer, { from: json.byteOffset, to: end });
    else {
      span.from = Math.min(span.from, json.byteOffset);
      span.to = Math.max(span.to, end);
    }
  }
  const sharedBytes = [...spans.values()].reduce((sum, span) => sum + span.to - span.from, 0);
  const held =
    after.heapUsed + after.external + sharedBytes - (baseline.heapUsed + baseline.external);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  const ratio = held / bytes;
  console.log(`-- ${workers === undefined ? "default workers" : `workers: ${workers}`}`);
  console.log(
    `data: ${load.world.occurrences.length} records in ${readdirSync(dir).length} files, ${mb(bytes)} MB (${(bytes / RECORDS).toFixed(0)} bytes a record)`,
  );
  console.log(
    `load (read, parse, validate, keep): ${loadedMs.toFixed(0)} ms; ready to serve: ${readyMs.toFixed(0)} ms (cpu ${cpuMs.toFixed(0)} ms)`,
  );
  if (spent.length > 0) {
    // On two idle cores the load takes at least the main thread's time and half of the total.
    const bound = Math.max(main, cpuMs / 2);
    console.log(
      `cpu by thread: main ${main} ms, others (workers, GC) ${others.map(String).join(", ") || "none"} ms; on 2 idle cores at least ${bound.toFixed(0)} ms`,
    );
  }
  console.log(
    `held after load (heap + buffers${sharedBytes > 0 ? ` + ${mb(sharedBytes)} MB shared` : ""}, after GC): ${mb(held)} MB = ${ratio.toFixed(2)}x the data; process peak RSS ${peakRssMb().toFixed(0)} MB (baseline heap ${mb(baseline.heapUsed)} MB)`,
  );
  console.log(`findings: ${load.findings.length}`);
  const ok = readyMs <= TARGET_MS && ratio <= TARGET_RATIO;
  console.log(`target <= ${TARGET_MS} ms and <= ${TARGET_RATIO}x: ${ok ? "met" : "NOT met"}`);
}

/**
 * A reference for the figures: JSON.parse of every file (read, decoded and parsed whole, as a
 * script that trusts its data would load it), on this one thread. The load does that work and
 * more (split, validate, index), divided among the workers.
 */
function measureFloor(dir: string): void {
  const started = process.hrtime.bigint();
  let records = 0;
  for (const name of readdirSync(dir)) {
    const body = JSON.parse(readFileSync(join(dir, name), "utf8")) as { data: unknown[] };
    records += body.data.length;
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(
    `-- reference: JSON.parse of every file on one thread (no validation, nothing kept): ${ms.toFixed(0)} ms for ${records} records`,
  );
}

/**
 * What a user sees: the built CLI's `serve --data DIR --port 0` in its own process, timed from
 * the spawn to its start line (Node's start and loading the code included), with the time the
 * line itself reports (from the command's start) and the process's peak RSS then.
 */
async function measureCli(dir: string, bytes: number, runs: number): Promise<void> {
  const walls: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      [join(ROOT, "bin/occurrence-contract.js"), "serve", "--data", dir, "--port", "0"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    const line = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const found = /^occurrence-contract serve: .*ready in \d+ ms.*$/m.exec(out);
        if (found !== null) resolve(found[0]);
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.on("exit", (code) => reject(new Error(`serve exited (${code}) before ready:\n${out}`)));
    });
    const wall = Number(process.hrtime.bigint() - started) / 1e6;
    const rss = child.pid === undefined ? undefined : rssOf(child.pid);
    child.kill();
    await new Promise((resolve) => child.once("exit", resolve));
    walls.push(wall);
    const reported = /ready in (\d+) ms/.exec(line)?.[1];
    const memory =
      rss === undefined
        ? "peak RSS unknown (no /proc)"
        : `peak RSS ${rss.peak.toFixed(0)} MB = ${((rss.peak * 1024 * 1024) / bytes).toFixed(2)}x the data (RSS once ready ${rss.now.toFixed(0)} MB)`;
    console.log(
      `serve --data, run ${run + 1}: ${wall.toFixed(0)} ms from spawn to its start line (the line says ready in ${reported} ms); ${memory}`,
    );
  }
  const sorted = [...walls].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const ok = median <= TARGET_MS;
  console.log(
    `serve --data: median ${median.toFixed(0)} ms from spawn to ready over ${runs} run(s); target <= ${TARGET_MS} ms: ${ok ? "met" : "NOT met"}`,
  );
}

const [mode, dirArg, workersArg] = process.argv.slice(2);
if (mode === "measure" && dirArg !== undefined) {
  void measure(dirArg, workersArg === "default" ? undefined : Number(workersArg));
} else if (mode === "floor" && dirArg !== undefined) {
  measureFloor(dirArg);
} else {
  void main();
}

/** Writes the data (or reuses BENCH_DATA_DIR's), then runs each measure in a fresh process. */
async function main(): Promise<void> {
  // BENCH_DATA_DIR: a folder to write the data to once and keep (later runs reuse it).
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept ?? mkdtempSync(join(tmpdir(), "bench-data-"));
  // BENCH_DATA_WORKERS: the in-process loads to compare, each in a fresh process: "0" on the
  // main thread only, "default" as `serve --data` loads (worker threads), or a number of workers.
  const modes = (process.env.BENCH_DATA_WORKERS ?? "0,default").split(",").filter(Boolean);
  // BENCH_DATA_CLI_RUNS: how many times the CLI's `serve --data` is started and timed.
  const cliRuns = Number(process.env.BENCH_DATA_CLI_RUNS ?? 3);
  try {
    // The measured load runs the built code: build it when the sources are newer.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { distIsFresh } = require(join(ROOT, "scripts/dist-is-fresh")) as {
      distIsFresh: (root: string) => boolean;
    };
    if (!distIsFresh(ROOT)) {
      console.log("building dist/ (npm run build) for the measured load");
      execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    }
    mkdirSync(dir, { recursive: true });
    if (kept === undefined || readdirSync(dir).length === 0) {
      const started = Date.now();
      writeData(dir);
      console.log(`wrote the data in ${Date.now() - started} ms`);
    }
    const bytes = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
    const node = [process.execPath, "-r", "ts-node/register/transpile-only", __filename] as const;
    execFileSync(node[0], [...node.slice(1), "floor", dir], { stdio: "inherit" });
    for (const workers of modes) {
      const profile = process.env.BENCH_DATA_PROFILE
        ? ["--cpu-prof", "--cpu-prof-dir=/tmp/i15prof"]
        : [];
      execFileSync(
        node[0],
        [...profile, "--expose-gc", ...node.slice(1), "measure", dir, workers],
        {
          stdio: "inherit",
        },
      );
    }
    if (cliRuns > 0) {
      console.log(
        `-- the CLI, as a user starts it (${(bytes / 1024 / 1024).toFixed(0)} MB of data)`,
      );
      await measureCli(dir, bytes, cliRuns);
    }
  } finally {
    if (kept === undefined) rmSync(dir, { recursive: true, force: true });
  }
}
