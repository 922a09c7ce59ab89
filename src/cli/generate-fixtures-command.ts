import { access, mkdir } from "node:fs/promises";
import { constants } from "node:fs";
import { buildWorld } from "../world";
import { FIXTURE_FILES, writeFixtures } from "../world/write-fixtures";
import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs } from "./parse-flags";
import { createProgressBar, type ProgressBar } from "./progress-bar";
import { UsageError } from "./usage-error";

const FLAGS: FlagSpecs = {
  seed: {
    type: "integer",
    min: 0,
    max: 0xffffffff,
    default: 1,
    placeholder: "S",
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
  out: {
    type: "string",
    placeholder: "DIR",
    required: true,
    description: "Output folder (created if missing). Required.",
  },
};

/** Worlds at least this big show a progress bar (when stderr is a terminal). */
const PROGRESS_THRESHOLD = 20_000;

async function ensureWritable(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new UsageError(`--out ${dir} is not writable: ${(error as Error).message}`);
  }
}

function progressFor(label: string, size: number): ProgressBar | undefined {
  return process.stderr.isTTY === true && size >= PROGRESS_THRESHOLD
    ? createProgressBar(label)
    : undefined;
}

/** `generate fixtures`: writes a seeded world as JSON fixture files. */
export const generateFixturesCommand: Command = {
  summary: "Write a seeded world as JSON fixtures of both API versions",
  usage: [
    "usage: occurrence-contract generate fixtures --out DIR [--seed S] [--occurrences N]",
    "",
    `Writes ${FIXTURE_FILES.map((f) => `DIR/${f}`).join(", ")}:`,
    "one world, v2 records and v1 rows of the same occurrences and cities.",
    "",
    formatFlagHelp(FLAGS),
  ].join("\n"),
  async run(argv) {
    const { flags } = parseFlags(argv, FLAGS);
    const out = String(flags.out);
    const seed = Number(flags.seed);
    const occurrences = Number(flags.occurrences);
    await ensureWritable(out);
    const building = progressFor("building", occurrences);
    const world = buildWorld({ seed, occurrences, onProgress: (d, t) => building?.update(d, t) });
    building?.finish();
    const writing = progressFor("writing ", occurrences);
    try {
      await writeFixtures(world, out, (d, t) => writing?.update(d, t));
    } catch (error) {
      throw new UsageError(`--out ${out} is not writable: ${(error as Error).message}`);
    } finally {
      writing?.finish();
    }
    console.log(
      `wrote ${FIXTURE_FILES.length} files to ${out}: ${occurrences} occurrences, ` +
        `${world.cities.length} cities, ${world.states.length} states (seed ${seed})`,
    );
    return 0;
  },
};
