/**
 * `npm run bench:validate-large [-- --dir /tmp --single-mb 600 --ndjson-mb 1000 --padded-mb 2300
 * --array-mb 3000]`: validate on a large single-line JSON document (a v1 list), a large NDJSON
 * file (one v2 page per line), a v2 answer whose three records are padded by whitespace to
 * --padded-mb, and a v1 list of --array-mb, generated in --dir if absent (never committed; 0
 * leaves one out). Large documents are read streaming: peak memory stays that of one element. Each
 * run is a child process; the figures are its wall time, MB/s and peak memory (maxRSS), and the
 * same for JSON.parse of the document when it fits in one string. Not a test: figures depend on the
 * machine.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  sampleOccurrencesResponse,
  sampleV1OccurrenceRow,
} from "../test/fixtures/validation/sample-bodies";

/** A v1 list of `megabytes` MB, one row after another on one line. */
async function writeList(path: string, megabytes: number): Promise<void> {
  if (existsSync(path) && statSync(path).size >= megabytes * 1e6) return;
  const row = (i: number): string => JSON.stringify(sampleV1OccurrenceRow(i + 1));
  await write(path, megabytes, (i) => (i === 0 ? `[${row(i)}` : `,${row(i)}`));
  const out = createWriteStream(path, { flags: "a" });
  await new Promise<void>((resolve) => out.end("]", () => resolve()));
}

/** A v2 answer of three records, whitespace around each to `megabytes` MB in all. */
async function writePadded(path: string, megabytes: number): Promise<void> {
  if (existsSync(path) && statSync(path).size >= megabytes * 1e6) return;
  const answer = sampleOccurrencesResponse(3);
  const records = answer.data.map((record) => JSON.stringify(record));
  const empty = JSON.stringify({ ...answer, data: [] });
  const at = empty.indexOf('"data":[]') + '"data":['.length;
  const [head, tail] = [empty.slice(0, at), empty.slice(at)];
  const block = Buffer.alloc(64 * 1024 * 1024, " ");
  const blocksEach = Math.ceil((megabytes * 1e6) / block.length / (records.length + 1));
  const out = createWriteStream(path);
  const put = async (text: string | Buffer): Promise<void> => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  await put(head);
  for (const [i, record] of records.entries()) {
    for (let k = 0; k < blocksEach; k += 1) await put(block);
    await put(i === 0 ? record : `,${record}`);
  }
  for (let k = 0; k < blocksEach; k += 1) await put(block);
  await new Promise<void>((resolve) => out.end(tail, () => resolve()));
}

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "/tmp" },
    "single-mb": { type: "string", default: "600" },
    "ndjson-mb": { type: "string", default: "1000" },
    "padded-mb": { type: "string", default: "2300" },
    "array-mb": { type: "string", default: "3000" },
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
  const padded = join(values.dir, "occurrence-contract-padded.json");
  const array = join(values.dir, "occurrence-contract-array.json");
  await writeList(single, Number(values["single-mb"]));
  const page = `${JSON.stringify(sampleOccurrencesResponse(25, 2))}\n`;
  await write(ndjson, Number(values["ndjson-mb"]), () => page);
  const bin = join(__dirname, "..", "bin", "occurrence-contract.js");
  console.log("| run | size | time | MB/s | peak memory | exit | summary |");
  console.log("|---|---|---|---|---|---|---|");
  const parse = `const t=require("fs").readFileSync(process.argv[1],"utf8");JSON.parse(t);console.log("parsed")`;
  const paddedMb = Number(values["padded-mb"]);
  const arrayMb = Number(values["array-mb"]);
  if (paddedMb > 0) await writePadded(padded, paddedMb);
  if (arrayMb > 0) await writeList(array, arrayMb);
  for (const [label, path] of [
    ["validate, single-line JSON", single],
    ["validate, NDJSON", ndjson],
    ...(paddedMb > 0 ? [["validate, three records padded by whitespace", padded] as const] : []),
    ...(arrayMb > 0 ? [["validate, one large v1 list", array] as const] : []),
  ] as const) {
    measure(label, [bin, "validate", path], statSync(path).size);
  }
  measure("JSON.parse of the single-line file", ["-e", parse, single], statSync(single).size);
}

void main();
