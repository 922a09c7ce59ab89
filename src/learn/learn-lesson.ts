import type { Readable } from "node:stream";
import { readFiles, resolveInputPaths, type PathProblem } from "../capture";
import { BaselineJudge, baselineNotes, type Finding } from "../report";
import { loadProfile } from "../schemas/load-profile";
import { coverageAfterBaseline } from "./coverage-after-baseline";
import { learnCapture, type CaptureLesson } from "./learn-capture";
import { learnFindings } from "./learn-findings";
import { toLearnReport, type LearnReport } from "./learn-report";
import { proposeDepartures, type LearnedDeparture } from "./propose-departures";

/** How a capture is read and judged. */
export interface LearnOptions {
  /** What the capture is checked against: `spec` (default), `observed` or a folder of overlays. */
  readonly profile?: string;
  /** The request URL of saved answers given (JSON bodies without their request). */
  readonly url?: string;
  /** What the path `-` reads (default: process.stdin). */
  readonly stdin?: Readable;
  /** Most bytes read from standard input or a pipe (default 1 GiB; past it the reading stops). */
  readonly maxStreamBytes?: number;
  /** Where the proposed overlays say they were learned (default: the paths read). */
  readonly evidence?: string;
}

/** A capture read and judged, before a baseline accepts any of its findings. */
export interface LearnLesson {
  /** The profile's name (`spec`, `observed` or the folder). */
  readonly profile: string;
  /** The paths read. */
  readonly paths: readonly string[];
  /** The shapes and rules learned. */
  readonly lesson: CaptureLesson;
  /** Departures confirmed (known) and proposed (new), each with its overlay. */
  readonly departures: readonly LearnedDeparture[];
  /** Every finding, none accepted yet. */
  readonly findings: readonly Finding[];
}

/** A lesson, or why the capture could not be read (a path or the profile folder). */
export type LessonOutcome =
  | { readonly ok: false; readonly problems: readonly PathProblem[] }
  | { readonly ok: true; readonly lesson: LearnLesson };

/**
 * Reads a capture and judges it, as `learn PATH...` does before its baseline: shapes checked
 * under the profile, departures confirmed and proposed, conform's rules judged on the answers.
 */
export async function readLesson(
  paths: readonly string[],
  options: LearnOptions = {},
): Promise<LessonOutcome> {
  const profile = options.profile ?? "spec";
  const loaded = loadProfile(profile);
  if (!loaded.ok) return { ok: false, problems: [{ path: profile, reason: loaded.problem }] };
  const { files, problems } = await resolveInputPaths(paths);
  if (problems.length > 0) return { ok: false, problems };
  const items = readFiles(files, {
    stdin: options.stdin,
    ...(options.maxStreamBytes === undefined ? {} : { maxStreamBytes: options.maxStreamBytes }),
  });
  const lesson = await learnCapture(items, loaded.profile, options.url);
  const overlays = new Map(
    loaded.profile.departures.map((d) => [d.departure.name as string, d.departure.schema]),
  );
  const evidence = {
    where: options.evidence ?? `learned by occurrence-contract learn from ${paths.join(", ")}`,
    since: new Date().toISOString().slice(0, 10),
  };
  const departures = proposeDepartures(lesson.learning, evidence, overlays);
  const findings = [
    ...learnFindings(lesson.learning.clusters.values(), departures),
    ...lesson.judged.findings,
  ];
  return {
    ok: true,
    lesson: { profile: loaded.profile.name, paths, lesson, departures, findings },
  };
}

/**
 * The report of a lesson once a baseline accepted findings (by fingerprint), as every command
 * applies one: an accepted error is `accepted`, a rule whose findings are all accepted is
 * witnessed, and the notes say how many were accepted (from `file`, when named) and how many
 * entries accepted none, listed in `staleBaseline`.
 */
export function reportLesson(
  { profile, paths, lesson, departures, findings }: LearnLesson,
  accepted: ReadonlySet<string> = new Set(),
  written?: string,
  file?: string,
): LearnReport {
  const judge = new BaselineJudge(accepted, file);
  const judged = findings.map((f) => judge.judge(f));
  const outcome = judge.outcome();
  return toLearnReport(
    {
      profile,
      paths,
      departures,
      findings: judged,
      coverage: coverageAfterBaseline(lesson.judged, accepted),
      notes: [...lesson.judged.notes, ...baselineNotes(outcome)],
      settings: lesson.settings,
      ...(written === undefined ? {} : { written }),
      ...(outcome.stale.length === 0 ? {} : { staleBaseline: outcome.stale }),
    },
    lesson.learning,
  );
}
