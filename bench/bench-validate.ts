/**
 * Benchmark of `validate` (npm run bench:validate [-- --size-mb N]): over one synthetic NDJSON
 * file of v2 occurrences pages, measures
 *   1. JSON.parse alone, line by line, from memory;
 *   2. JSON.parse + detectSchema + validateBody (compiled Ajv validators), from memory;
 *   3. the whole streamed pipeline, readInputs (readline over a file stream) + validateItem.
 * Reports MB/s for each and checks the goal: (2) at no less than half the speed of (1).
 * Exits 1 when the goal is missed. Not a test: timings depend on the machine.
 */
import { rmSync, writeFileSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { detectSchema, readInputs, validateBody, validateItem } from "../src/validation";
import { sampleOccurrencesResponse } from "../test/fixtures/validation/sample-bodies";

const RUNS = 3;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** Writes pages of 25 occurrences (1 or 2 victims each) until the file holds `megabytes`. */
function buildCorpus(path: string, megabytes: number): string[] {
  const lines: string[] = [];
  let bytes = 0;
  for (let page = 1; bytes < megabytes * 1e6; page++) {
    const body = sampleOccurrencesResponse(25, 1 + (page % 2));
    body.pageMeta.page = page;
    body.data.forEach((occurrence, i) => {
      occurrence.documentNumber = page * 100 + i;
      occurrence.id = occurrence.id.slice(0, 24) + (page * 100 + i).toString(16).padStart(12, "0");
    });
    const line = JSON.stringify(body);
    lines.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  writeFileSync(path, `${lines.join("\n")}\n`);
  return lines;
}

function best(run: () => void): number {
  let fastest = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return fastest;
}

async function bestAsync(run: () => Promise<void>): Promise<number> {
  let fastest = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return fastest;
}

async function main(): Promise<number> {
  const megabytes = option("size-mb", 64);
  const dir = mkdtempSync(join(tmpdir(), "bench-validate-"));
  const path = join(dir, "corpus.ndjson");
  try {
    const lines = buildCorpus(path, megabytes);
    const size = statSync(path).size / 1e6;
    console.log(
      `corpus: ${lines.length} v2 occurrences pages (25 occurrences each), ${size.toFixed(1)} MB NDJSON`,
    );

    // Warm up: compile the validators and let the JIT see the code.
    for (const line of lines.slice(0, 50)) {
      const body: unknown = JSON.parse(line);
      const choice = detectSchema(body);
      if (choice.found) validateBody(body, choice);
    }

    let invalid = 0;
    const parseOnly = best(() => {
      for (const line of lines) JSON.parse(line);
    });
    const parseAndValidate = best(() => {
      invalid = 0;
      for (const line of lines) {
        const body: unknown = JSON.parse(line);
        const choice = detectSchema(body);
        if (!choice.found || validateBody(body, choice).length > 0) invalid++;
      }
    });
    const pipeline = await bestAsync(async () => {
      for await (const item of readInputs([path])) validateItem(item);
    });
    if (invalid > 0) throw new Error(`${invalid} synthetic bodies are invalid: fix the corpus`);

    const rate = (seconds: number): string => `${(size / seconds).toFixed(1)} MB/s`;
    const ratio = parseOnly / parseAndValidate;
    console.log(
      `JSON.parse alone:                     ${rate(parseOnly)} (${parseOnly.toFixed(2)} s)`,
    );
    console.log(
      `JSON.parse + validate:                ${rate(parseAndValidate)} (${parseAndValidate.toFixed(2)} s)`,
    );
    console.log(
      `streamed from disk (readInputs+validateItem): ${rate(pipeline)} (${pipeline.toFixed(2)} s)`,
    );
    console.log(
      `parse+validate runs at ${(ratio * 100).toFixed(0)}% of parse alone (goal: at least 50%)`,
    );
    return ratio >= 0.5 ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
