import { DEFAULT_MAX_STREAM_BYTES } from "../capture";
import type { FlagSpecs, FlagValue } from "./parse-flags";

const MIB = 1024 * 1024;

/**
 * `--max-stream-mb MIB`: the most read from standard input or a pipe (default 1024), as
 * `description` says what then happens.
 */
export function maxStreamFlag(description: string): FlagSpecs {
  return {
    "max-stream-mb": {
      type: "integer",
      min: 1,
      max: 1048576,
      default: DEFAULT_MAX_STREAM_BYTES / MIB,
      placeholder: "MIB",
      description,
    },
  };
}

/**
 * `--max-stream-mb MIB` of `validate` and `learn`: past it the reading stops, what was read is
 * checked and one unreadable result names the cap (exit 2).
 */
export const MAX_STREAM_FLAG: FlagSpecs = maxStreamFlag(
  "The most read from standard input or a pipe; past it the reading stops, the bodies read are checked and one unreadable result names the cap (exit 2). Files are not capped.",
);

/** The --max-stream-mb flag's value in bytes. */
export function maxStreamBytesOf(value: FlagValue | undefined): number {
  return value === undefined ? DEFAULT_MAX_STREAM_BYTES : Number(value) * MIB;
}
