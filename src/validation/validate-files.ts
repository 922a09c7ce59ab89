import type { Readable } from "node:stream";
import type { SchemaName } from "../schemas";
import { readFiles, resolveInputPaths, type PathProblem } from "../capture";
import type { Summary } from "./summarize";
import { countsOf } from "./run-tally";
import { validateInputs, type ValidationRun } from "./validate-inputs";

/** How validateFiles reads and checks. */
export interface ValidateFilesOptions {
  /** Check every body against this schema instead of telling it from its URL or shape. */
  readonly schema?: SchemaName;
  /** Also report fields the spec does not list (the strict variant of the schemas). */
  readonly strict?: boolean;
  /** What the path `-` reads (default: nothing is read from standard input). */
  readonly stdin?: Readable;
  /**
   * Most bytes read from standard input or a pipe (default DEFAULT_MAX_STREAM_BYTES, 1 GiB): past
   * it the reading stops, the bodies read are kept and one unreadable result names the cap.
   */
  readonly maxStreamBytes?: number;
}

/**
 * The outcome of validateFiles: either paths that cannot be read (nothing was validated), or
 * the run (the results kept in full, in input order, and the counts of all: see RunTally) and
 * its summary.
 */
export type FilesValidation =
  | { readonly ok: false; readonly problems: readonly PathProblem[] }
  | { readonly ok: true; readonly run: ValidationRun; readonly summary: Summary };

/**
 * Validates captured payloads, as `occurrence-contract validate PATH...` does: files or folders
 * (JSON, NDJSON, HAR, proxy recordings), each body against the schema of its URL or shape.
 * Problems found in the data are values in the results; an unreadable path is a problem value.
 */
export async function validateFiles(
  paths: readonly string[],
  options: ValidateFilesOptions = {},
): Promise<FilesValidation> {
  const { files, problems } = await resolveInputPaths(paths);
  if (problems.length > 0) return { ok: false, problems };
  const items = readFiles(files, {
    stdin: options.stdin,
    ...(options.maxStreamBytes === undefined ? {} : { maxStreamBytes: options.maxStreamBytes }),
  });
  const run = await validateInputs(items, {
    ...(options.schema === undefined ? {} : { schema: options.schema }),
    strict: options.strict === true,
  });
  return { ok: true, run, summary: countsOf(run).summary };
}
