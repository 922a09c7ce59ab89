import { access, mkdir } from "node:fs/promises";
import { constants } from "node:fs";
import { buildWorld } from "../world";
import { FIXTURE_FILES, writeFixtures } from "../world/write-fixtures";
import type { Command } from "./command";
import { GENERATE_FIXTURES_FLAGS, parseGenerateFixturesPlan } from "./generate-fixtures-plan";
import { formatFlagHelp } from "./parse-flags";
import { createProgressBar, type ProgressBar } from "./progress-bar";
import { shownText } from "./run-secrets";
import { UsageError } from "./usage-error";

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
    "usage: occurrence-contract generate fixtures --out DIR [--seed N] [--occurrences N] [--since YYYY-MM-DD] [--until YYYY-MM-DD|today|INSTANT]",
    "",
    `Writes ${FIXTURE_FILES.map((f) => `DIR/${f}`).join(", ")}:`,
    "one world, v2 records and v1 rows of the same occurrences and cities: the world serve",
    "builds from the same seed, size and window.",
    "",
    "flags:",
    formatFlagHelp(GENERATE_FIXTURES_FLAGS),
  ].join("\n"),
  async run(argv) {
    const plan = parseGenerateFixturesPlan(argv);
    if (plan instanceof UsageError) throw plan;
    const { out, seed, occurrences, window } = plan;
    await ensureWritable(out);
    const building = progressFor("building", occurrences);
    const world = buildWorld({
      seed,
      occurrences,
      ...window,
      onProgress: (d, t) => building?.update(d, t),
    });
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
      shownText(
        `wrote ${FIXTURE_FILES.length} files to ${out}: ${occurrences} occurrences, ` +
          `${world.cities.length} cities, ${world.states.length} states (seed ${seed}, ` +
          `${world.window.first} to ${world.window.last})`,
      ),
    );
    return 0;
  },
};
