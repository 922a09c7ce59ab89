import { setFlagsFromString } from "node:v8";

/**
 * How far past what its last full collection left alive V8 lets `conform`'s heap grow before it
 * collects again, in percent. V8's own factor grows a heap up to 4x its live size: a run against
 * 10 MB answers, 45 MB alive, then held 170 MB of the answers' garbage between collections and
 * peaked at 410-440 MB; at 50 % it peaks at 260-290 MB (docs/speed.md, "conform against large
 * answers").
 */
export const CONFORM_HEAP_GROWING_PERCENT = 50;

const OWN_SETTING = /^--heap[-_]growing[-_]percent(?:=|$)/;

/**
 * The V8 flag `conform` sets for its process, or undefined when node was started with a heap
 * growth of its own (`node --heap-growing-percent=N`, which NODE_OPTIONS does not accept), which
 * is then left as it is.
 */
export function heapGrowthFlag(execArgv: readonly string[]): string | undefined {
  return execArgv.some((arg) => OWN_SETTING.test(arg))
    ? undefined
    : `--heap-growing-percent=${CONFORM_HEAP_GROWING_PERCENT}`;
}

/**
 * Sets V8's heap growth for this process (heapGrowthFlag); V8 reads it at every full collection,
 * so it holds from the next one on. For the command line's own process only: a program that runs
 * the command in its own process (a test) keeps its settings.
 */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv);
  if (flag !== undefined) setFlagsFromString(flag);
}
