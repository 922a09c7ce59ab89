import type { ValidateOptions } from "../schemas";

/** How data is read. */
export interface CollectOptions {
  /**
   * How records, cities and states are validated on load (today: the spec's schemas, optionally
   * strict). The contract profile (`spec|observed`) is chosen here.
   */
  readonly validation?: ValidateOptions;
  /**
   * Worker threads that parse and validate the records of JSON answers and arrays (the rest is
   * read on the main thread, which also reads records while the workers are busy): 0 reads
   * everything on the main thread. Default: one per CPU (os.availableParallelism) but one,
   * started before reading when the files that may be such answers
   * add up to WORKER_THRESHOLD bytes (their sizes are read first), or once that much has been
   * read (a small data set loads faster without starting them). The world and findings are
   * the same whatever the number.
   */
  readonly workers?: number;
  /**
   * The most bytes read from standard input or a pipe (default DEFAULT_MAX_STREAM_BYTES, 1 GiB):
   * an input that goes on past it is a problem that refuses the data, never unbounded memory.
   */
  readonly maxStreamBytes?: number;
}
