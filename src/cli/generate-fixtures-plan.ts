import type { WindowBounds } from "../world/views-entry";
import type { FlagSpecs } from "./parse-flags";
import { readPlan } from "./read-plan";
import type { UsageError } from "./usage-error";
import { WINDOW_FLAGS, windowBoundsOf } from "./world-window-flags";

/** The flags of `occurrence-contract generate fixtures` (also its --help). */
export const GENERATE_FIXTURES_FLAGS: FlagSpecs = {
  seed: {
    type: "integer",
    min: 0,
    max: 0xffffffff,
    default: 1,
    placeholder: "N",
    description: "Seed of the world; the same seed and size give the same bytes.",
  },
  occurrences: {
    type: "integer",
    min: 0,
    max: 1_000_000,
    default: 1000,
    placeholder: "N",
    description: "Number of occurrences, up to 1,000,000 (about 3 KB of memory each).",
  },
  ...WINDOW_FLAGS,
  out: {
    type: "string",
    placeholder: "DIR",
    required: true,
    description: "Output folder (created if missing). Required.",
  },
};

/** A checked `generate fixtures` command line: the world to write and where. */
export interface GenerateFixturesPlan {
  /** --out: the folder the fixtures go to (created if missing). */
  readonly out: string;
  /** --seed. */
  readonly seed: number;
  /** --occurrences. */
  readonly occurrences: number;
  /** --since and --until, checked; `today` (and the default) already read from the clock. */
  readonly window: WindowBounds;
}

/**
 * Reads a `generate fixtures` command line into a plan, writing nothing: every flag checked,
 * defaults filled in (the window as serve's: up to today's UTC date, read from `now`). A mistake is
 * the UsageError (one line, naming the flag) as a value.
 */
export function parseGenerateFixturesPlan(
  argv: readonly string[],
  now: Date = new Date(),
): GenerateFixturesPlan | UsageError {
  return readPlan(argv, GENERATE_FIXTURES_FLAGS, ({ flags }) => ({
    out: String(flags.out),
    seed: Number(flags.seed),
    occurrences: Number(flags.occurrences),
    window: windowBoundsOf(flags, now),
  }));
}
