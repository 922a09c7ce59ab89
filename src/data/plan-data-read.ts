import type { InputFile, ResolvedInputs } from "../capture";
import type { CollectOptions } from "./collect-options";

/** Bytes of JSON answers read before the default workers start: 16 MB. */
export const WORKER_THRESHOLD = 16 * 1024 * 1024;

/**
 * Files of at least this many bytes are read as they arrive (DataFileStream), their records read
 * by the workers and the main thread together, when workers may run: 16 MiB.
 */
export const STREAM_FROM_BYTES = 16 * 1024 * 1024;

/** Files in flight (sent to a worker, or read and not yet added) per worker. */
export const FILES_PER_WORKER = 3;

/** How one file is read: split fast (its bytes read, then splitJsonList) or the general way. */
export const READ_PATHS = ["split", "general"] as const;
/** How one file is read. */
export type ReadPath = (typeof READ_PATHS)[number];

/** One file of the plan and the way it is read. */
export interface PlannedFile {
  /** The file, as resolveInputPaths gave it. */
  readonly file: InputFile;
  /** `split`: a JSON document read whole and split (general again if unreadable or not split). */
  readonly readPath: ReadPath;
}

/** What `serve --data` will do with its paths, decided before anything is read. */
export interface DataPlan extends Pick<ResolvedInputs, "problems"> {
  /** Every file, in order, with its read path. */
  readonly files: readonly PlannedFile[];
  /** Worker threads for records (0: everything on the main thread). */
  readonly workers: number;
  /**
   * Whether the workers start before reading (the files read fast are known to be large enough).
   */
  readonly startWorkers: boolean;
  /** The bytes of the files read fast (their sizes as found; 0 when no workers may start). */
  readonly plannedBytes: number;
  /** Bytes read after which workers not started yet start. */
  readonly threshold: number;
  /** The most files read ahead of what is added, when workers run. */
  readonly filesAhead: number;
  /** Each file's size as found, in the files' order (0 when unknown). */
  readonly sizes: readonly number[];
  /** Files read fast of at least this many bytes are read as they arrive, when workers may run. */
  readonly streamFrom: number;
}

/** What the plan is made from: the resolved paths, and the sizes found of the files. */
export interface PlanInput extends ResolvedInputs {
  /** Each file's size in bytes, in the files' order (0 when unknown); omitted: all unknown. */
  readonly sizes?: readonly number[];
  /** The CPUs available (os.availableParallelism), the default number of workers. */
  readonly cpus: number;
}

/**
 * The worker threads a load may use: CollectOptions.workers, else one per CPU but one (the main
 * thread reads records too, when the workers are busy).
 */
export function dataWorkers(options: Pick<CollectOptions, "workers">, cpus: number): number {
  return options.workers ?? Math.max(0, cpus - 1);
}

/**
 * Whether a file is read fast: a JSON document on disk (not NDJSON, HAR, standard input, or a
 * pipe: a pipe's bytes are read once, by the general reading).
 */
export function readPathOf(file: InputFile): ReadPath {
  return file.format === "auto" && file.path !== "-" && file.stream !== true ? "split" : "general";
}

/**
 * Decides how a load reads its files, reading nothing: which are read fast (readPathOf), which of
 * those are read as they arrive (streamFrom), how many workers may run, whether they start before
 * reading (given workers always do; default ones when the files read fast add up to
 * WORKER_THRESHOLD bytes) and how far reading runs ahead of adding.
 */
export function planDataRead(input: PlanInput, options: CollectOptions = {}): DataPlan {
  const workers = dataWorkers(options, input.cpus);
  const threshold = options.workers === undefined ? WORKER_THRESHOLD : 0;
  const files = input.files.map((file) => ({ file, readPath: readPathOf(file) }));
  const plannedBytes =
    workers > 0
      ? files.reduce(
          (sum, { readPath }, index) =>
            sum + (readPath === "split" ? (input.sizes?.[index] ?? 0) : 0),
          0,
        )
      : 0;
  return {
    problems: input.problems,
    files,
    workers,
    startWorkers: workers > 0 && plannedBytes >= threshold,
    plannedBytes,
    threshold,
    filesAhead: FILES_PER_WORKER * workers,
    sizes: input.files.map((_, index) => input.sizes?.[index] ?? 0),
    streamFrom: STREAM_FROM_BYTES,
  };
}
