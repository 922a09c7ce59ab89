import type { PathProblem } from "../capture";
import { readLesson, reportLesson, type LearnOptions } from "./learn-lesson";
import type { LearnReport } from "./learn-report";

/** What learn gives back: the report, or why the capture could not be read. */
export type LearnOutcome =
  | { readonly ok: false; readonly problems: readonly PathProblem[] }
  | { readonly ok: true; readonly report: LearnReport };

/** learn's options, and the fingerprints a baseline accepts. */
export interface LearnRunOptions extends LearnOptions {
  /** Fingerprints of findings accepted (a baseline file's `accepted[].fingerprint`). */
  readonly accepted?: ReadonlySet<string>;
}

/**
 * Checks captured traffic without calling the server, as `occurrence-contract learn PATH...`
 * does: HAR files, proxy recordings, NDJSON of exchanges or saved answers (files or folders).
 * The report holds the counts, the departures (known ones confirmed, new ones proposed, each
 * with the overlay `--write-departures` would write), the findings, conform's coverage map
 * judged on the capture and the verdict. Problems in the data are values in the report; a path
 * (or profile folder) that cannot be read is a problem value.
 */
export async function learn(
  paths: readonly string[],
  options: LearnRunOptions = {},
): Promise<LearnOutcome> {
  const read = await readLesson(paths, options);
  if (!read.ok) return read;
  return { ok: true, report: reportLesson(read.lesson, options.accepted) };
}
