/**
 * `npm run bench:validate-large [-- --dir /tmp --single-mb 600 --ndjson-mb 1000]`: validate on a
 * large single-line JSON document (a v1 list) and a large NDJSON file (one v2 page per line),
 * generated in --dir if absent (never committed). Each run is a child process; the figures are
 * its wall time, MB/s and peak memory (maxRSS), and the same for JSON.parse of the document
 * when it fits in one string. Not a test: figures depend on the machine.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  sampleOccurrencesResponse,
  sampleV1OccurrenceRow,
} from "../test/fixtures/validation/sample-bodies";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "/tmp" },
    "single-mb": { type: "string", default: "600" },
    "ndjson-mb": { type: "string", default: "1000" },
  },
});

async function write(path: string, megabytes: number, piece: (i: number) => string): Promise<void> {
  if (existsSync(path) && statSync(path).size >= megabytes * 1e6) return;
  const out = createWriteStream(path);
  let bytes = 0;
  for (let i = 0; bytes < megabytes * 1e6; i += 1) {
    const text = piece(i);
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

function measure(label: string, args: string[], bytes: number): void {
  const started = Date.now();
  const run = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const lines = run.stderr.trim().split("\n");
  const maxRssMb = Number(lines.at(-1)) / 1024;
  const summary = run.stdout.trim().split("\n").at(-1) ?? "";
  console.log(
    `| ${label} | ${(bytes / 1e6).toFixed(0)} MB | ${seconds.toFixed(1)} s | ${(bytes / 1e6 / seconds).toFixed(1)} MB/s | ${maxRssMb.toFixed(0)} MB | exit ${run.status} | ${summary.slice(0, 120)} |`,
  );
}

async function main(): Promise<void> {
  const single = join(values.dir, "occurrence-contract-single.json");
  const ndjson = join(values.dir, "occurrence-contract-large.ndjson");
  const row = (i: number): string => JSON.stringify(sampleV1OccurrenceRow(i + 1));
  const singleMb = Number(values["single-mb"]);
  if (!existsSync(single) || statSync(single).size < singleMb * 1e6) {
    await write(single, singleMb, (i) => (i === 0 ? `[${row(i)}` : `,${row(i)}`));
    const out = createWriteStream(single, { flags: "a" });
    await new Promise<void>((resolve) => out.end("]", () => resolve()));
  }
  const page = `${JSON.stringify(sampleOccurrencesResponse(25, 2))}\n`;
  await write(ndjson, Number(values["ndjson-mb"]), () => page);
  const bin = join(__dirname, "..", "bin", "occurrence-contract.js");
  console.log("| run | size | time | MB/s | peak memory | exit | summary |");
  console.log("|---|---|---|---|---|---|---|");
  const parse = `const t=require("fs").readFileSync(process.argv[1],"utf8");JSON.parse(t);console.log("parsed")`;
  for (const [label, path] of [
    ["validate, single-line JSON", single],
    ["validate, NDJSON", ndjson],
  ] as const) {
    measure(label, [bin, "validate", path], statSync(path).size);
  }
  measure("JSON.parse of the single-line file", ["-e", parse, single], statSync(single).size);
}

void main();
