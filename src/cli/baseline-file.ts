import { parseJson } from "../capture";
import { readRegularFile } from "../read-regular-file";
import { readBaseline, toBaselineFile, type Finding } from "../report";
import type { FlagSpecs } from "./parse-flags";
import { runSecrets, shownText } from "./run-secrets";
import { UsageError } from "./usage-error";
import { writeOutFile } from "./write-out-file";

/** --baseline and --write-baseline, the same for conform, validate and learn. */
export const BASELINE_FLAGS: FlagSpecs = {
  baseline: {
    type: "string",
    placeholder: "FILE",
    description:
      "Accept the findings listed in FILE (written by --write-baseline): they are reported as accepted and only new ones fail; entries that accepted nothing are listed as stale.",
  },
  "write-baseline": {
    type: "string",
    placeholder: "FILE",
    description:
      "Write this run's findings to FILE as a baseline to accept from now on (and accept them in this run).",
  },
};

/** The largest baseline file read: 256 MiB (a longer one is refused, the cap named). */
export const MAX_BASELINE_BYTES = 256 * 1024 * 1024;

/**
 * Reads a `--baseline FILE` written by `--write-baseline` of the same command (the one layout of
 * src/report/baseline.ts): the accepted fingerprints. A missing, unreadable or malformed file,
 * a version-1 file, or one of another command, is a UsageError naming the flag and the file (one
 * line, exit 2).
 */
export async function readBaselineFile(path: string, command: string): Promise<Set<string>> {
  const fail = (problem: string): never => {
    throw new UsageError(`--baseline ${path}: ${problem}`);
  };
  const read = readRegularFile(path, MAX_BASELINE_BYTES);
  if (!read.ok) return fail(read.problem);
  const parsed = parseJson(read.bytes.toString("utf8"));
  if (!parsed.ok) {
    const { line, column } = parsed.error;
    return fail(`not JSON at ${line}:${column} (its content is not shown)`);
  }
  const data = parsed.value;
  const baseline = readBaseline(data, command);
  if (!baseline.ok) return fail(baseline.problem);
  return new Set(baseline.accepted);
}

/**
 * Writes a baseline file for `--write-baseline FILE` that accepts these findings (a path that
 * cannot be written: exit 2); resolves to their fingerprints, one per entry.
 */
export async function writeBaselineFile(
  path: string,
  command: string,
  findings: readonly Finding[],
): Promise<string[]> {
  const file = toBaselineFile(command, findings);
  try {
    await writeOutFile(path, runSecrets.text(`${JSON.stringify(file, null, 2)}\n`));
  } catch (error) {
    throw new UsageError(
      `--write-baseline ${path}: ${(error as Error).message.replace(/^--out \S+ /, "")}`,
    );
  }
  return file.accepted.map((entry) => entry.fingerprint);
}

/** The line that says a baseline was written: `baseline FILE written: N fingerprint(s)`. */
export function baselineWrittenLine(path: string, fingerprints: readonly string[]): string {
  return `${shownText(`baseline ${path} written: ${fingerprints.length} fingerprint(s)`)}\n`;
}
