import { setFlagsFromString } from "node:v8";

/**
 * How far past what its last full collection left alive V8 lets `conform`'s heap grow before it
 * collects again, in percent. V8's own factor grows a heap up to 4x its live size: a run against
 * 10 MB answers, 45 MB alive, then held 170 MB of the answers' garbage between collections and
 * peaked at 420-440 MB; at 50 % it stays under 300 MB for about a tenth more CPU time
 * (docs/speed.md, "conform against large answers").
 */
export const CONFORM_HEAP_GROWING_PERCENT = 50;

const OWN_SETTING = /^--heap[-_]growing[-_]percent(?:=|$)/;

/**
 * The V8 flag `conform` sets for its process, or undefined when the process was started with a
 * heap growth of its own (on the command line or in NODE_OPTIONS), which is then left as it is.
 */
export function heapGrowthFlag(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string | undefined {
  const started = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  return started.some((arg) => OWN_SETTING.test(arg))
    ? undefined
    : `--heap-growing-percent=${CONFORM_HEAP_GROWING_PERCENT}`;
}

/**
 * Sets V8's heap growth for this process (heapGrowthFlag); V8 reads it at every full collection,
 * so it holds from the next one on. For the command line's own process only: a program that runs
 * the command in its own process (a test) keeps its settings.
 */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv, process.env.NODE_OPTIONS);
  if (flag !== undefined) setFlagsFromString(flag);
}
