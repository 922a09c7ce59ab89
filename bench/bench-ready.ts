/**
 * `npm run bench` (last part): own data ready against JSON.parse of the same file.
 *
 * Writes 100,000 records of the seeded world as one compact JSON array (about 178 MB, in the
 * system's temporary folder, kept between runs), then in turns, each in a fresh process:
 * `JSON.parse` of the file (read as UTF-8, parsed, nothing validated or kept: the floor any
 * loader stands on) and the built CLI's `serve --data FILE` from its spawn to its start line
 * (read, split, parsed and validated in worker threads, indexed, listening), with that
 * process's peak RSS from /proc. Prints each run, the medians and the ratios.
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

/** Milliseconds of one JSON.parse of the file in a fresh process (read included). */
function parseOnce(file: string): number {
  const code = `const t=process.hrtime.bigint();const v=JSON.parse(require("fs").readFileSync(${JSON.stringify(file)},"utf8"));console.log(Number(process.hrtime.bigint()-t)/1e6, v.length)`;
  const out = execFileSync(process.execPath, ["-e", code], { encoding: "utf8" });
  return Number(out.split(" ")[0]);
}

/** `serve --data FILE` from its spawn to its start line, and its peak RSS. */
function serveOnce(file: string): Promise<{ ms: number; rssMb: number }> {
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
      clearInterval(sample);
      child.kill();
      resolve({ ms, rssMb: peak });
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
  const parses: number[] = [];
  const serves: { ms: number; rssMb: number }[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    parses.push(parseOnce(file));
    serves.push(await serveOnce(file));
    const last = serves.at(-1)!;
    console.log(
      `  run ${run + 1}: JSON.parse ${parses.at(-1)!.toFixed(0)} ms; serve --data ready in ` +
        `${last.ms.toFixed(0)} ms, peak RSS ${last.rssMb.toFixed(0)} MB`,
    );
  }
  const parse = median(parses);
  const ready = median(serves.map((run) => run.ms));
  const rss = median(serves.map((run) => run.rssMb));
  console.log(
    `| data ready (median of ${parses.length}) | serve --data ${ready.toFixed(0)} ms | JSON.parse ` +
      `${parse.toFixed(0)} ms | ${(ready / parse).toFixed(2)}x | peak RSS ${rss.toFixed(0)} MB = ` +
      `${((rss * 1024 * 1024) / size).toFixed(2)}x the file |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
