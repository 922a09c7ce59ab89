import { join } from "node:path";
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
 * Writes a run's reports as planned: without `--out` the one report to standard output; with
 * `--out` and one reporter that file, with several one file each in the `--out` folder, then the
 * summary line and where the reports went. A path that cannot be written is a UsageError (exit
 * 2), never mistaken for a finding (exit 1). Every report and line is written as reportText and
 * shownText make it: the run's secrets redacted, no character a terminal acts on left raw.
 */
export async function writeReports<Name extends string>(
  plan: ReportPlan<Name>,
  renderRaw: (name: Name) => string,
  rawSummary: string,
  streams: ReportStreams,
): Promise<void> {
  const { reporters, out, fileNames } = plan;
  const render = (name: Name): string => reportText(name, renderRaw(name));
  const summary = shownText(rawSummary);
  const [only] = reporters;
  if (out === undefined) {
    if (only === undefined) return;
    streams.stdout.write(render(only));
    if (only !== "console") streams.stderr?.write(`${summary}\n`);
    return;
  }
  if (reporters.length === 1 && only !== undefined) {
    await writeOutFile(out, render(only), out);
    streams.stdout.write(`${summary}\nreport written to ${shownText(out)}\n`);
    return;
  }
  for (const name of reporters) await writeOutFile(join(out, fileNames[name]), render(name), out);
  streams.stdout.write(`${summary}\nreports written to ${shownText(out)}\n`);
}
