import { availableParallelism } from "node:os";
import { resolveInputPaths } from "../capture";
import type { CollectOptions } from "./collect-options";
import type { DataCollection } from "./data-collection";
import { dataWorkers, planDataRead } from "./plan-data-read";
import { runDataPlan, sizesOfFiles } from "./run-data-plan";

export type { CollectOptions } from "./collect-options";

/**
 * Reads captured answers into a DataCollection: every occurrence record, city and state of v2
 * /occurrences, /cities and /states answers (envelopes with a recorded URL, or told by shape),
 * bare records and arrays (NDJSON lines, `generate fixtures` files). A record seen twice is kept
 * once; the same id with other content is a finding naming both places. Each kept record is
 * validated (CollectOptions.validation). Answers of other endpoints, error answers and v1 rows
 * are counted as ignored. Unreadable files, malformed JSON and bodies of no accepted form become
 * problems (one line each), and reading goes on.
 *
 * Files and folders (`-` for standard input) are read the common case fast: a
 * JSON document that is a v2 answer or a bare array is split into its items' byte ranges
 * (splitJsonList), each item parsed from its own slice, and a compact item served as its very
 * bytes. Every other file (NDJSON, HAR, proxy recordings, standard input) and any document the
 * split does not take is read the general way (readFiles), with the same results and lines.
 * The paths are resolved and the sizes found first; planDataRead then decides the plan (a pure
 * function) and runDataPlan carries it out.
 */
export async function collectDataFiles(
  paths: readonly string[],
  options: CollectOptions = {},
): Promise<DataCollection> {
  const { files, problems } = await resolveInputPaths(paths);
  const cpus = availableParallelism();
  // Sizes matter only when workers may start.
  const sizes = dataWorkers(options, cpus) > 0 ? await sizesOfFiles(files) : undefined;
  const plan = planDataRead(
    { files, problems, cpus, ...(sizes === undefined ? {} : { sizes }) },
    options,
  );
  return runDataPlan(plan, options);
}
