import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { readFiles, resolveInputPaths } from "../capture";
import { learnCapture } from "../learn/learn-capture";
import { learnFindings } from "../learn/learn-findings";
import { formatLearnSummary, toLearnReport } from "../learn/learn-report";
import { coverageAfterBaseline } from "../learn/coverage-after-baseline";
import { proposeDepartures, type LearnedDeparture } from "../learn/propose-departures";
import { renderLearnReport } from "../learn/render-learn-report";
import type { Finding } from "../report";
import { loadProfile } from "../schemas/load-profile";
import { VERDICT_EXIT_CODES } from "./conform-command";
import { baselineWrittenLine, readBaselineFile, writeBaselineFile } from "./baseline-file";
import type { Command } from "./command";
import { LEARN_FLAGS, parseLearnPlan } from "./learn-plan";
import { formatFlagHelp } from "./parse-flags";
import { UsageError } from "./usage-error";
import { writeReports, type TextSink } from "./write-reports";

const USAGE = `usage: occurrence-contract learn PATH... [--profile spec|observed|DIR] [--url URL] [--write-departures DIR] [--reporter console|json|junit|html]... [--out PATH] [--baseline FILE] [--write-baseline FILE]

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

${formatFlagHelp(LEARN_FLAGS)}`;

/** The streams learn uses (tests give their own). */
export interface LearnStreams {
  /** Where the report goes. */
  readonly stdout?: TextSink;
  /** Where notes go (the baseline written). */
  readonly stderr?: TextSink;
  /** Standard input, for `-`. */
  readonly stdin?: Readable;
}

async function writeOverlays(dir: string, departures: readonly LearnedDeparture[]): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    for (const departure of departures) {
      const file = join(dir, `${basename(departure.name)}.json`);
      await writeFile(file, `${JSON.stringify(departure.overlay, null, 2)}\n`);
    }
  } catch (error) {
    throw new UsageError(`--write-departures ${dir}: ${(error as Error).message}`);
  }
}

function accept(findings: readonly Finding[], accepted: ReadonlySet<string>): Finding[] {
  return findings.map((f) =>
    f.severity === "error" && accepted.has(f.fingerprint) ? { ...f, severity: "accepted" } : f,
  );
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
      const { files, problems } = await resolveInputPaths(plan.paths);
      if (problems.length > 0) {
        throw new UsageError(problems.map((p) => `cannot read ${p.path}: ${p.reason}`).join("; "));
      }
      const flags = plan.baselineFlags;
      const accepted =
        typeof flags.baseline === "string"
          ? await readBaselineFile(flags.baseline, "learn")
          : new Set<string>();
      // Standard input and pipes are read up to --max-stream-mb: an endless pipe ends.
      const items = readFiles(files, { stdin: streams.stdin, maxStreamBytes: plan.maxStreamBytes });
      const { learning, judged } = await learnCapture(items, loaded.profile, plan.url);
      const overlays = new Map(
        loaded.profile.departures.map((d) => [d.departure.name as string, d.departure.schema]),
      );
      const evidence = {
        where: `learned by occurrence-contract learn from ${plan.paths.join(", ")}`,
        since: new Date().toISOString().slice(0, 10),
      };
      const departures = proposeDepartures(learning, evidence, overlays);
      if (plan.writeDepartures !== undefined) await writeOverlays(plan.writeDepartures, departures);
      let findings = [...learnFindings(learning.clusters.values(), departures), ...judged.findings];
      const written = flags["write-baseline"];
      if (typeof written === "string") {
        const keys = await writeBaselineFile(written, "learn", findings);
        (streams.stderr ?? process.stderr).write(baselineWrittenLine(written, keys));
        for (const key of keys) accepted.add(key);
      }
      findings = accept(findings, accepted);
      const report = toLearnReport(
        {
          profile: loaded.profile.name,
          paths: plan.paths,
          departures,
          findings,
          coverage: coverageAfterBaseline(judged, accepted),
          notes: judged.notes,
          ...(plan.writeDepartures === undefined ? {} : { written: plan.writeDepartures }),
        },
        learning,
      );
      await writeReports(
        plan.reports,
        (name) => renderLearnReport(name, report),
        formatLearnSummary(report),
        { stdout },
      );
      return VERDICT_EXIT_CODES[report.verdict];
    },
  };
}

/** `occurrence-contract learn`. */
export const learnCommand: Command = createLearnCommand();
