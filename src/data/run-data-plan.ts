import { readFile, stat } from "node:fs/promises";
import { readFiles, type InputFile } from "../capture";
import type { CollectOptions } from "./collect-options";
import type { DataCollection } from "./data-collection";
import { collectInputItem } from "./collect-input-item";
import { collectSplitFile } from "./collect-split-file";
import { DataCollector } from "./data-collector";
import { OrderedSteps } from "./ordered-steps";
import type { DataPlan } from "./plan-data-read";
import { readDataFile, type DataFileReading } from "./read-data-file";
import { RecordPool } from "./record-pool";
import { isSharedMemory } from "./is-shared-memory";
import { PARTS_FROM_BYTES, readDataFileInParts } from "./read-data-file-in-parts";
import { SharedFileSpace } from "./shared-file-space";
import { DataFileStream, STREAM_SIZES, type StreamSizes } from "./stream-data-file";

/**
 * Files a worker holds (sent, not yet read) from which the main thread reads the next file itself.
 */
export const MAIN_READS_FROM = 2;

/** The sizes of the files a plan may read fast, in bytes (0 for the others, and if unknown). */
export async function sizesOfFiles(files: readonly InputFile[]): Promise<number[]> {
  return Promise.all(
    files.map((file) =>
      file.format === "auto" && file.path !== "-"
        ? stat(file.path).then(
            (found) => found.size,
            () => 0,
          )
        : 0,
    ),
  );
}

/**
 * Carries out a DataPlan: each file read fast (its bytes split, its records read by the workers
 * when they run, or on the main thread while every worker holds MAIN_READS_FROM files; a large one
 * read as it arrives, DataFileStream, with `streamSizes`) or the general way (readFiles), added in
 * the files' order whatever finishes first. Workers start when the plan says, or once `threshold`
 * bytes were read.
 */
export async function runDataPlan(
  plan: DataPlan,
  options: Pick<CollectOptions, "validation" | "maxStreamBytes"> = {},
  streamSizes: StreamSizes = STREAM_SIZES,
): Promise<DataCollection> {
  const collector = new DataCollector(options);
  for (const problem of plan.problems) {
    collectInputItem(collector, {
      kind: "unreadable",
      source: { file: problem.path },
      reason: problem.reason,
    });
  }
  const { workers } = plan;
  const steps = new OrderedSteps();
  // Workers take a while to start (loading and compiling the schemas): when the files are
  // known to be large enough they start now, while the first files are read.
  let pool = plan.startWorkers ? new RecordPool(workers) : undefined;
  // Files for the workers are read into shared memory (no copy, no transfer).
  // (Files read as they arrive have buffers of their own.)
  const streamed = plan.files.reduce(
    (sum, { readPath }, index) =>
      sum +
      (readPath === "split" && (plan.sizes[index] ?? 0) >= plan.streamFrom
        ? plan.sizes[index]!
        : 0),
    0,
  );
  const space =
    pool === undefined ? undefined : new SharedFileSpace(Math.max(0, plan.plannedBytes - streamed));
  // Bytes read so far: the workers start when they pass the threshold (if sizes were unknown).
  let size = 0;
  // Standard input and pipes: the cap asked for, else readFiles' default.
  const readOptions =
    options.maxStreamBytes === undefined ? {} : { maxStreamBytes: options.maxStreamBytes };
  try {
    for (const [index, { file, readPath }] of plan.files.entries()) {
      const general = async () => {
        for await (const item of readFiles([file], readOptions)) collectInputItem(collector, item);
      };
      if (readPath === "split" && workers > 0 && (plan.sizes[index] ?? 0) >= plan.streamFrom) {
        // A large file: read as it arrives, its records read while the rest comes.
        pool ??= new RecordPool(workers);
        await steps.waitBelow(plan.filesAhead);
        const stream = new DataFileStream(file.path, pool, options.validation, streamSizes);
        steps.push(() => stream.addTo(collector, file.path, general));
        await stream.read();
        continue;
      }
      // While every worker holds files, the main thread reads this one (a buffer of its own).
      const mainReads = pool !== undefined && pool.fewestTasks >= MAIN_READS_FROM;
      const bytes =
        readPath === "split"
          ? await (
              space === undefined || mainReads ? readFile(file.path) : space.read(file.path)
            ).catch(() => undefined)
          : undefined;
      if (bytes === undefined) {
        steps.push(general);
        continue;
      }
      size += bytes.length;
      if (pool === undefined && workers > 0 && size >= plan.threshold) {
        pool = new RecordPool(workers);
      }
      let reading: Promise<DataFileReading> | undefined;
      // Bounds the files read ahead of what is added (their summaries wait in memory).
      if (pool !== undefined) await steps.waitBelow(plan.filesAhead);
      if (pool !== undefined && !mainReads) {
        const path = file.path;
        // A failed worker loses the bytes it was given: the file is read again here.
        // A large file in shared memory is read by every worker at once, in parts.
        const read =
          bytes.length >= PARTS_FROM_BYTES && isSharedMemory(bytes)
            ? readDataFileInParts(bytes, pool, options.validation)
            : pool.read(bytes, options.validation);
        reading = read.catch(async () => readDataFile(await readFile(path), options.validation));
      }
      steps.push(async () => {
        const read =
          reading === undefined ? readDataFile(bytes, options.validation) : await reading;
        if (!collectSplitFile(collector, read, file.path)) await general();
      });
    }
    // Every task is sent: each worker ends once it has answered its own.
    pool?.closeWhenIdle();
    await steps.drain();
  } finally {
    // The workers' ends are waited for before the world is built: each was told to end with
    // its last answer (closeWhenIdle), so by now its thread has mostly ended (no time measured
    // in bench:ready), and the world and the server are then built without a worker's memory
    // (about 20 MB) still in the process: with it, they made the load's peak. Closing never
    // rejects.
    await pool?.close().catch(() => undefined);
  }
  return collector.data;
}
