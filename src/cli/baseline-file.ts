import { readFile } from "node:fs/promises";
import { isRecord } from "../is-record";
import type { FlagSpecs } from "./parse-flags";
import { UsageError } from "./usage-error";
import { writeOutFile } from "./write-out-file";

/** --baseline and --write-baseline, the same for validate and conform. */
export const BASELINE_FLAGS: FlagSpecs = {
  baseline: {
    type: "string",
    placeholder: "FILE",
    description:
      "Accept the findings listed in FILE (written by --write-baseline): only new ones fail.",
  },
  "write-baseline": {
    type: "string",
    placeholder: "FILE",
    description:
      "Write this run's findings to FILE as a baseline to accept from now on (and accept them in this run).",
  },
};

/** Version of the baseline file's layout. */
export const BASELINE_VERSION = 1;

/**
 * A baseline file: `{"version": 1, "command": "validate"|"conform", "accepted": [key, …]}`,
 * the findings a CI job accepts today (see docs/reports.md). Keys are the command's own.
 */
export interface BaselineFile {
  /** Layout version, BASELINE_VERSION. */
  readonly version: number;
  /** The command whose findings the keys name. */
  readonly command: string;
  /** The accepted findings' keys, sorted. */
  readonly accepted: readonly string[];
}

/**
 * Reads a `--baseline FILE` written by `--write-baseline` of the same command: the accepted
 * keys. A missing, unreadable or malformed file, or one of another command, is a UsageError
 * naming the flag and the file (one line, exit 2).
 */
export async function readBaselineFile(path: string, command: string): Promise<Set<string>> {
  const fail = (problem: string): never => {
    throw new UsageError(`--baseline ${path}: ${problem}`);
  };
  let text = "";
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    fail(`cannot read: ${(error as { code?: string }).code ?? String(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail(`not JSON: ${(error as Error).message}`);
  }
  if (!isRecord(data) || data.version !== BASELINE_VERSION) {
    fail(
      `not a baseline file (expected {"version": ${BASELINE_VERSION}, "command", "accepted": [...]}, written by --write-baseline)`,
    );
  }
  const file = data as Record<string, unknown>;
  if (file.command !== command) {
    fail(`a baseline of "${String(file.command)}", not of ${command}`);
  }
  const accepted = file.accepted;
  if (!Array.isArray(accepted) || !accepted.every((key) => typeof key === "string")) {
    fail(`"accepted" must be a list of strings`);
  }
  return new Set(accepted as string[]);
}

/** Writes a baseline file for `--write-baseline FILE` (a path that cannot be written: exit 2). */
export async function writeBaselineFile(
  path: string,
  command: string,
  keys: readonly string[],
): Promise<void> {
  const file: BaselineFile = { version: BASELINE_VERSION, command, accepted: [...keys].sort() };
  try {
    await writeOutFile(path, `${JSON.stringify(file, null, 2)}\n`);
  } catch (error) {
    throw new UsageError(
      `--write-baseline ${path}: ${(error as Error).message.replace(/^--out \S+ /, "")}`,
    );
  }
}
