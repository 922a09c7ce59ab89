/**
 * `npm run bench:world`: builds the default world (10,000 occurrences) and a 100,000-occurrence
 * world and prints build times and the process's peak resident memory. Targets: 100,000
 * occurrences in at most 3 s and 500 MB. The schemas are loaded and compiled before timing (the
 * server pays that once at start-up); that warm-up is printed too.
 */
import { readFileSync } from "node:fs";
import { getSchema } from "../src/schemas";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../src/world";

const BIG = 100_000;
const TARGET_MS = 3000;
const TARGET_MB = 500;

function peakRssMb(): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
    if (match?.[1] !== undefined) return Number(match[1]) / 1024;
  } catch {
    // Not Linux: fall back to resourceUsage (kilobytes).
  }
  return process.resourceUsage().maxRSS / 1024;
}

function time<T>(run: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const value = run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}

const warm = time(() =>
  (["v2/occurrence", "v2/context-info", "v2/victim"] as const).map((name) => getSchema(name)),
);
console.log(`schemas loaded and compiled: ${warm.ms.toFixed(0)} ms`);

const small = time(() => buildWorld(DEFAULT_WORLD_OPTIONS));
console.log(
  `default world (seed ${DEFAULT_WORLD_OPTIONS.seed}, ${DEFAULT_WORLD_OPTIONS.occurrences} occurrences): ` +
    `${small.ms.toFixed(0)} ms (cpu ${small.cpuMs.toFixed(0)} ms)`,
);

const big = time(() => buildWorld({ seed: 1, occurrences: BIG }));
const rss = peakRssMb();
console.log(
  `${BIG} occurrences: ${big.ms.toFixed(0)} ms (cpu ${big.cpuMs.toFixed(0)} ms), ` +
    `peak RSS ${rss.toFixed(0)} MB (process total)`,
);
const ok = big.ms <= TARGET_MS && rss <= TARGET_MB;
console.log(`target <= ${TARGET_MS} ms and <= ${TARGET_MB} MB: ${ok ? "met" : "NOT met"}`);
if (big.value.occurrences.length !== BIG) process.exitCode = 1;
