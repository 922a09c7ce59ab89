import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import {
  readLesson,
  reportLesson,
  formatLearnSummary,
  type LearnedDeparture,
  renderLearnReport,
  profileServeProblem,
  type LearnedSettings,
} from "../learn";
import { loadProfile, SETTINGS_FILE } from "../schemas/load-profile";
import { VERDICT_EXIT_CODES } from "./conform-command";
import { baselineWrittenLine, readBaselineFile, writeBaselineFile } from "./baseline-file";
import type { Command } from "./command";
import { LEARN_FLAGS, parseLearnPlan } from "./learn-plan";
import { formatFlagHelp } from "./parse-flags";
import { UsageError } from "./usage-error";
import { writeOutFile } from "./write-out-file";
import { prepareReportTargets, writeReports, type TextSink } from "./write-reports";

const USAGE = `usage: occurrence-contract learn PATH... [--profile spec|observed|DIR] [--url URL] [--write-departures DIR] [--reporter console|json|junit|html]... [--out PATH] [--baseline FILE] [--write-baseline FILE] [--max-stream-mb MIB]

Checks captured traffic without calling the server: HAR 1.2 (Chromium, Firefox), the proxy's
recordings, NDJSON of exchanges, saved answers (--url: their request URL); a folder is read recursively, - reads stdin.
Answers that are not the service's are counted and skipped. The shapes that break the profile
are clustered by place and kind; known departures are confirmed with the share seen, new ones
proposed, and --write-departures DIR writes one overlay per departure. The rules of conform that
recorded answers can prove (filters against the records, order, pageMeta arithmetic, the pages
of one query joined, a query asked twice, records across answers, cities, v1 against v2) are
judged on the entries that witness them, with conform's rule ids and coverage map.
Exit 0: nothing wrong under the profile; 1: a finding or bad input; 2: a bad call;
3: nothing witnessed (a capture with no answer of the service is not green).
The console report lists each rule the capture could not witness, with why. A json, junit or
html report on standard output has its summary line on standard error, as conform and validate.

flags:
${formatFlagHelp(LEARN_FLAGS)}`;

/** The streams learn uses (tests give their own). */
export interface LearnStreams {
  /** Where the report goes. */
  readonly stdout?: TextSink;
  /**
   * Where notes go (the baseline written; the summary line when a json, junit or html report is on
   * stdout).
   */
  readonly stderr?: TextSink;
  /** Standard input, for `-`. */
  readonly stdin?: Readable;
}

/**
 * Writes one overlay per departure in `dir` by writeOutFile, and the choices the capture settled
 * beside them (settings.json: serve and conform read them): a symbolic link already in `dir`
 * under a file's name is refused (one line, exit 2), never written through.
 */
async function writeOverlays(
  dir: string,
  departures: readonly LearnedDeparture[],
  settings: LearnedSettings,
): Promise<void> {
  for (const departure of departures) {
    const file = join(dir, `${basename(departure.name)}.json`);
    const text = `${JSON.stringify(departure.overlay, null, 2)}\n`;
    await writeOutFile(file, text, dir, "--write-departures");
  }
  const text = `${JSON.stringify(settings, null, 2)}\n`;
  await writeOutFile(join(dir, SETTINGS_FILE), text, dir, "--write-departures");
}

/** Builds the learn command over the given streams. */
export function createLearnCommand(streams: LearnStreams = {}): Command {
  return {
    summary: "Learn from captured traffic: check its shapes, confirm and propose departures",
    usage: USAGE,
    async run(argv) {
      const stdout = streams.stdout ?? process.stdout;
      const plan = parseLearnPlan(argv);
      if (plan instanceof UsageError) throw plan;
      const loaded = loadProfile(plan.profile);
      if (!loaded.ok) throw new UsageError(loaded.problem);
      const flags = plan.baselineFlags;
      const accepted =
        typeof flags.baseline === "string"
          ? await readBaselineFile(flags.baseline, "learn")
          : new Set<string>();
      // Checked before reading: an unwritable --out is one line before the work, not after it.
      const targets = await prepareReportTargets(plan.reports);
      // Standard input and pipes are read up to --max-stream-mb: an endless pipe ends.
      const read = await readLesson(plan.paths, {
        profile: plan.profile,
        ...(plan.url === undefined ? {} : { url: plan.url }),
        ...(streams.stdin === undefined ? {} : { stdin: streams.stdin }),
        maxStreamBytes: plan.maxStreamBytes,
      });
      if (!read.ok) {
        throw new UsageError(
          read.problems.map((p) => `cannot read ${p.path}: ${p.reason}`).join("; "),
        );
      }
      const { lesson } = read;
      if (plan.writeDepartures !== undefined) {
        const dir = plan.writeDepartures;
        const stderr = streams.stderr ?? process.stderr;
        for (const { name, unservable } of lesson.departures) {
          if (unservable !== undefined)
            stderr.write(`--write-departures ${dir}: ${name} not written: ${unservable}\n`);
        }
        await writeOverlays(
          dir,
          lesson.departures.filter((d) => d.unservable === undefined),
          lesson.lesson.settings,
        );
        // What learn wrote, serve must serve: the folder is loaded and a world made from it.
        const written = loadProfile(dir);
        const problem = written.ok ? profileServeProblem(written.profile) : written.problem;
        if (problem !== undefined) throw new UsageError(`--write-departures ${dir}: ${problem}`);
      }
      const written = flags["write-baseline"];
      if (typeof written === "string") {
        const keys = await writeBaselineFile(written, "learn", lesson.findings);
        (streams.stderr ?? process.stderr).write(baselineWrittenLine(written, keys));
        for (const key of keys) accepted.add(key);
      }
      const file = [flags.baseline, written].filter((f) => typeof f === "string").join(", ");
      const report = reportLesson(lesson, accepted, plan.writeDepartures, file);
      await writeReports(
        targets,
        (name) => renderLearnReport(name, report),
        formatLearnSummary(report),
        { stdout, stderr: streams.stderr ?? process.stderr },
      );
      return VERDICT_EXIT_CODES[report.verdict];
    },
  };
}

/** `occurrence-contract learn`. */
export const learnCommand: Command = createLearnCommand();
