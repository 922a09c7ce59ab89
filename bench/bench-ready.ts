/**
 * `npm run bench` (last part): own data ready against JSON.parse of the same file.
 *
 * Writes 100,000 records of the seeded world as one compact JSON array (about 178 MB, in the
 * system's temporary folder, kept between runs), then in turns, each in a fresh process:
 * `JSON.parse` of the file (read as UTF-8, parsed, nothing validated or kept: the floor any
 * loader stands on) and the built CLI's `serve --data FILE` from its spawn to its start line
 * (read as it arrives, its records parsed and validated by a worker thread and the main thread,
 * indexed, listening), with that process's peak RSS and CPU time from /proc. Prints each run
 * (its ratio and the load average then: on a shared machine the ratio of each run, taken in
 * turns, says more than the times), the medians and the ratios.
 *
 * Flags: --records N (100000), --runs N (3).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildWorld } from "../src/world/build-world";

const ROOT = join(__dirname, "..");
const { values } = parseArgs({
  options: {
    records: { type: "string", default: "100000" },
    runs: { type: "string", default: "3" },
  },
});
const RECORDS = Number(values.records);

function peakRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU milliseconds (user + system, every thread) a process has used, from /proc. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** One JSON.parse of the file in a fresh process (read included): milliseconds, and CPU ms. */
function parseOnce(file: string): { ms: number; cpuMs: number } {
  const code = `const t=process.hrtime.bigint();const v=JSON.parse(require("fs").readFileSync(${JSON.stringify(file)},"utf8"));const c=process.cpuUsage();console.log(Number(process.hrtime.bigint()-t)/1e6, (c.user+c.system)/1e3, v.length)`;
  const out = execFileSync(process.execPath, ["-e", code], { encoding: "utf8" }).split(" ");
  return { ms: Number(out[0]), cpuMs: Number(out[1]) };
}

/** `serve --data FILE` from its spawn to its start line, its CPU time then, and its peak RSS. */
function serveOnce(file: string): Promise<{ ms: number; cpuMs: number; rssMb: number }> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [
    join(ROOT, "bin", "occurrence-contract.js"),
    "serve",
    "--port",
    "0",
    "--data",
    file,
  ]);
  let peak = 0;
  const sample = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid!))), 50);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      if (!/http:\/\//.test(out)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      peak = Math.max(peak, peakRssMb(child.pid!));
      const cpu = cpuMs(child.pid!);
      clearInterval(sample);
      child.kill();
      resolve({ ms, cpuMs: cpu, rssMb: peak });
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => process.stderr.write(chunk));
    child.on("exit", (code) => {
      clearInterval(sample);
      reject(new Error(`serve exited with ${code}`));
    });
  });
}

function median(list: readonly number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const file = join(tmpdir(), `occurrence-contract-bench-ready-${RECORDS}.json`);
  if (!existsSync(file)) {
    const world = buildWorld({ seed: 1, occurrences: RECORDS });
    writeFileSync(file, JSON.stringify(world.occurrences.map((occurrence) => occurrence.v2)));
  }
  // serve runs the built code, as a user's install does: build it when the sources are newer.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { distIsFresh } = require(join(ROOT, "scripts/dist-is-fresh")) as {
    distIsFresh: (root: string) => boolean;
  };
  if (!distIsFresh(ROOT)) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  const size = statSync(file).size;
  console.log(
    `bench-ready: ${RECORDS} records, one compact JSON array of ${(size / 1e6).toFixed(0)} MB; ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  const parses: { ms: number; cpuMs: number }[] = [];
  const serves: { ms: number; cpuMs: number; rssMb: number }[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    parses.push(parseOnce(file));
    serves.push(await serveOnce(file));
    const last = serves.at(-1)!;
    const parsed = parses.at(-1)!;
    console.log(
      `  run ${run + 1}: JSON.parse ${parsed.ms.toFixed(0)} ms (CPU ${parsed.cpuMs.toFixed(0)} ms); ` +
        `serve --data ready in ${last.ms.toFixed(0)} ms (CPU ${last.cpuMs.toFixed(0)} ms, both ` +
        `cores), peak RSS ${last.rssMb.toFixed(0)} MB = ${((last.rssMb * 1024 * 1024) / size).toFixed(2)}x; ` +
        `ratio ${(last.ms / parsed.ms).toFixed(2)}x; load average ${loadavg()[0]!.toFixed(2)}`,
    );
  }
  const parse = median(parses.map((run) => run.ms));
  const ready = median(serves.map((run) => run.ms));
  const rss = median(serves.map((run) => run.rssMb));
  // The ratio is each run's (JSON.parse and serve taken in turns), then their median: the
  // ratio of the two medians would pair times of different moments.
  const ratio = median(serves.map((run, index) => run.ms / parses[index]!.ms));
  console.log(
    `| data ready (median of ${parses.length}) | serve --data ${ready.toFixed(0)} ms | JSON.parse ` +
      `${parse.toFixed(0)} ms | ratio ${ratio.toFixed(2)}x (median of the runs' ratios) | peak RSS ` +
      `${rss.toFixed(0)} MB = ${((rss * 1024 * 1024) / size).toFixed(2)}x the file |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
