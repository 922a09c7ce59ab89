/**
 * `npm run bench:memory [-- --dir /tmp --har-entries 10000000 --stream-mb 64 --conform-mb 10]`:
 * the peak memory (maxRSS, from /usr/bin/time) of the runs whose input has no bound in number:
 * `validate` over a HAR log of --har-entries tiny entries (`{}`, generated in --dir if absent,
 * never committed: about 3 bytes an entry), `yes '{}' | validate --max-stream-mb N -` read up to
 * its cap (N = --stream-mb; the default cap, 1024, takes about an hour of `{}` lines), and
 * `conform` against a local server whose every occurrences answer is --conform-mb MB
 * (bench/bench-conform-large.ts, its peak from VmHWM). 0 leaves a run out. Each run is a child
 * process; the CLI runs as bin/occurrence-contract.js does (from the sources through ts-node
 * when dist/ is stale: about 170 MB of the figures). Not a test: figures depend on the machine.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "/tmp" },
    "har-entries": { type: "string", default: "10000000" },
    "stream-mb": { type: "string", default: "64" },
    "conform-mb": { type: "string", default: "10" },
  },
});

const ROOT = join(__dirname, "..");
const BIN = join(ROOT, "bin", "occurrence-contract.js");

/** A HAR log of `count` entries `{}` (each one answer without request or status: skipped). */
async function writeTinyHar(path: string, count: number): Promise<void> {
  const size = 34 + count * 3;
  if (existsSync(path) && statSync(path).size === size) return;
  const out = createWriteStream(path);
  const write = (text: string): Promise<void> =>
    out.write(text) ? Promise.resolve() : new Promise((resolve) => out.once("drain", resolve));
  await write('{"log":{"version":"1.2","entries":[');
  const block = "{},".repeat(100_000);
  let left = count;
  while (left > 1) {
    const n = Math.min(100_000, left - 1);
    await write(n === 100_000 ? block : "{},".repeat(n));
    left -= n;
  }
  await write("{}]}}\n");
  await new Promise<void>((resolve) => out.end(resolve));
}

/** Runs a shell line under /usr/bin/time: seconds, peak RSS in MB, exit code, last lines. */
function timed(line: string): {
  seconds: number;
  peakMb: number;
  code: number | null;
  tail: string;
} {
  const ran = spawnSync("bash", ["-c", `/usr/bin/time -f "peak %M %e" bash -c '${line}'`], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const match = /peak (\d+) ([\d.]+)/.exec(ran.stderr);
  const tail = `${ran.stdout}${ran.stderr}`
    .split("\n")
    .filter(
      (text) => text !== "" && !text.startsWith("peak ") && !text.startsWith("Command exited"),
    )
    .slice(-2)
    .join(" / ");
  return {
    seconds: Number(match?.[2] ?? 0),
    peakMb: Math.round(Number(match?.[1] ?? 0) / 1024),
    code: ran.status,
    tail,
  };
}

function report(name: string, run: ReturnType<typeof timed>): void {
  console.log(`${name}: ${run.seconds} s, exit ${run.code}, peak RSS ${run.peakMb} MB`);
  console.log(`  ${run.tail.slice(0, 400)}`);
}

async function main(): Promise<void> {
  mkdirSync(values.dir, { recursive: true });
  const node = process.execPath;
  const entries = Number(values["har-entries"]);
  if (entries > 0) {
    const path = join(values.dir, `tiny-entries-${entries}.har`);
    await writeTinyHar(path, entries);
    const mb = (statSync(path).size / 1e6).toFixed(0);
    report(
      `validate, HAR of ${entries} tiny entries (${mb} MB)`,
      timed(`exec "${node}" "${BIN}" validate "${path}"`),
    );
  }
  const streamMb = Number(values["stream-mb"]);
  if (streamMb > 0) {
    const out = join(values.dir, "stream-report.txt");
    report(
      `yes '{}' | validate --max-stream-mb ${streamMb} - (${Math.floor((streamMb * 1024 * 1024) / 3)} bodies before the cap)`,
      timed(
        `yes "{}" | "${node}" "${BIN}" validate --max-stream-mb ${streamMb} - > "${out}"; code=\${PIPESTATUS[1]}; tail -3 "${out}"; exit $code`,
      ),
    );
  }
  const conformMb = Number(values["conform-mb"]);
  if (conformMb > 0) {
    const bench = join(ROOT, "bench", "bench-conform-large.ts");
    const ran = spawnSync(
      node,
      ["-r", "ts-node/register/transpile-only", bench, "--mb", String(conformMb)],
      { encoding: "utf8", cwd: ROOT },
    );
    console.log(`${ran.stdout}${ran.stderr}`.trim());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
