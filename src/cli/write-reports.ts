import { constants } from "node:fs";
import { access, mkdir, stat } from "node:fs/promises";
import { basename, dirname, extname, join } from "node:path";
import type { FlagValue } from "./parse-flags";
import { reportText, shownText } from "./run-secrets";
import { UsageError } from "./usage-error";
import { writeOutFile } from "./write-out-file";

/** Somewhere a command writes text (process.stdout, or a capture in tests). */
export interface TextSink {
  write(text: string): unknown;
}

/** Which reports a command writes, and where: the `--reporter` and `--out` flags, checked. */
export interface ReportPlan<Name extends string> {
  /** The reporters asked for, each once, in the order asked. */
  readonly reporters: readonly Name[];
  /** `--out`: a file for one reporter, a folder for several; absent: standard output. */
  readonly out?: string;
  /** The file each reporter writes in an `--out` folder. */
  readonly fileNames: Readonly<Record<Name, string>>;
}

/**
 * Reads the `--reporter` (repeatable, already checked against its choices) and `--out` flags.
 * Several reporters without `--out` is a UsageError: they cannot share standard output.
 */
export function planReports<Name extends string>(
  reporter: FlagValue | undefined,
  out: FlagValue | undefined,
  fileNames: Readonly<Record<Name, string>>,
): ReportPlan<Name> {
  const list = Array.isArray(reporter) ? reporter : [reporter];
  const reporters = [...new Set(list.map(String))] as Name[];
  if (reporters.length > 1 && typeof out !== "string") {
    throw new UsageError(`${reporters.length} reporters need --out FOLDER, one file each`);
  }
  return typeof out === "string" ? { reporters, out, fileNames } : { reporters, fileNames };
}

/** Where a run's reports go, settled (and checked writable) before the run starts. */
export interface ReportTargets<Name extends string> {
  /** The reporters, in the order asked. */
  readonly reporters: readonly Name[];
  /** The file of each reporter; undefined: the one report goes to standard output. */
  readonly files: readonly (readonly [Name, string])[] | undefined;
  /** What `--out` named. */
  readonly out?: string;
}

/** The suffix of a reporter's file name in a folder: `.html` of `conformance-report.html`. */
function suffixOf(fileName: string): string {
  const dot = fileName.indexOf(".");
  return dot < 0 ? "" : fileName.slice(dot);
}

async function checkWritable(path: string, out: string): Promise<void> {
  try {
    await mkdir(path, { recursive: true });
    await access(path, constants.W_OK);
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    throw new UsageError(
      `--out ${out} is not writable: ${typeof message === "string" ? message : String(error)}`,
    );
  }
}

/**
 * Settles where each report goes before the run sends or reads anything, so that a path that
 * cannot be written is one line (a UsageError, exit 2) before the work rather than after it.
 * `--out` is a folder when it names an existing folder, ends in `/`, or several reporters are
 * asked: each reporter then writes its own file in it (`fileNames`). Otherwise it is the one
 * report's file; a name without an extension that does not exist yet gets the reporter's
 * (`--out report --reporter html` writes `report.html`).
 */
export async function prepareReportTargets<Name extends string>(
  plan: ReportPlan<Name>,
): Promise<ReportTargets<Name>> {
  const { reporters, out, fileNames } = plan;
  if (out === undefined) return { reporters, files: undefined };
  const existing = await stat(out).catch(() => undefined);
  const folder = reporters.length > 1 || /[\\/]$/.test(out) || existing?.isDirectory() === true;
  if (folder) {
    await checkWritable(out, out);
    return { reporters, out, files: reporters.map((name) => [name, join(out, fileNames[name])]) };
  }
  const [only] = reporters;
  if (only === undefined) return { reporters, files: undefined };
  const file =
    existing === undefined && extname(out) === "" ? `${out}${suffixOf(fileNames[only])}` : out;
  await checkWritable(dirname(file), out);
  if (existing !== undefined) {
    await access(file, constants.W_OK).catch((error: unknown) => {
      throw new UsageError(`--out ${out} is not writable: ${(error as Error).message}`);
    });
  }
  return { reporters, out, files: [[only, file]] };
}

/** Where writeReports writes besides the files. */
export interface ReportStreams {
  /** The report without `--out`; the summary line and where the files went with it. */
  readonly stdout: TextSink;
  /**
   * The summary line when a report other than the console one (which ends with it) goes to
   * standard output, so that stdout stays valid JSON or XML. Absent: not written.
   */
  readonly stderr?: TextSink;
}

/**
 * Writes a run's reports where prepareReportTargets settled: without `--out` the one report to
 * standard output (a report other than the console one then has its summary line on standard
 * error); with `--out` each reporter's file, then the summary line and where the reports went on
 * standard output. A path that cannot be written is a UsageError (exit 2), never mistaken for a
 * finding (exit 1). Every report and line is written as reportText and shownText make it: the
 * run's secrets redacted, no character a terminal acts on left raw.
 */
export async function writeReports<Name extends string>(
  targets: ReportTargets<Name>,
  renderRaw: (name: Name) => string,
  rawSummary: string,
  streams: ReportStreams,
): Promise<void> {
  const render = (name: Name): string => reportText(name, renderRaw(name));
  const summary = shownText(rawSummary);
  const { reporters, files, out } = targets;
  if (files === undefined) {
    const [only] = reporters;
    if (only === undefined) return;
    streams.stdout.write(render(only));
    if (only !== "console") streams.stderr?.write(`${summary}\n`);
    return;
  }
  for (const [name, file] of files) await writeOutFile(file, render(name), out);
  const [one] = files;
  const where =
    files.length === 1 && one !== undefined
      ? `report written to ${shownText(one[1])}`
      : `reports written to ${shownText(out ?? "")}: ${files.map(([, file]) => shownText(basename(file))).join(", ")}`;
  streams.stdout.write(`${summary}\n${where}\n`);
}
