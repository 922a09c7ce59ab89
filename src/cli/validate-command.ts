import type { Readable } from "node:stream";
import { isProfile, SCHEMA_NAMES } from "../schemas";
import { BaselineJudge, type Finding } from "../report";
import {
  applyBaselineTo,
  countsOf,
  exitCodeFor,
  formatSummary,
  readFiles,
  renderReport,
  resolveInputPaths,
  validateInputs,
  violationFinding,
  WALKED_EXTENSIONS,
  type BodyResult,
  violationFingerprint,
} from "../validation";
import { baselineWrittenLine, readBaselineFile, writeBaselineFile } from "./baseline-file";
import type { Command } from "./command";
import { formatFlagHelp } from "./parse-flags";
import { loadProfile } from "../schemas/load-profile";
import { UsageError } from "./usage-error";
import { parseValidatePlan, VALIDATE_FLAGS } from "./validate-plan";
import { prepareReportTargets, writeReports, type TextSink } from "./write-reports";

/** The streams a command reads and writes (replaceable in tests). */
export interface CommandStreams {
  /** Where reports go (default process.stdout). */
  readonly stdout?: TextSink;
  /** Where `-` reads from (default process.stdin). */
  readonly stdin?: Readable;
  /**
   * The line saying a baseline was written, and the summary line when a json, junit or html
   * report goes to standard output (default process.stderr).
   */
  readonly stderr?: TextSink;
}

const USAGE = `usage: occurrence-contract validate PATH... [--schema NAME] [--strict] [--profile spec|observed|DIR] [--baseline FILE] [--write-baseline FILE] [--reporter console|json|junit|html]... [--out PATH] [--max-stream-mb MIB]
       occurrence-contract validate --list-schemas

Validates captured response bodies against the JSON Schemas in schemas/.

PATH is a file, a folder (every ${WALKED_EXTENSIONS.join(", ")} file below it) or - for standard input.
A file holds one JSON body; or NDJSON, one body per line (.ndjson, .jsonl, or any file whose first
line is a whole JSON value followed by more lines); or a HAR log (.har, or any JSON with log.entries);
lines of a proxy recording ({request, response} objects, see "proxy --record") are read too.

The schema of a HAR entry or recorded exchange comes from its method, URL and status (2xx: the
endpoint's schema, 4xx/5xx: the version's error schema; other endpoints are not validated, noted).
A bare body's schema comes from its shape (a v2 envelope with pageMeta is an occurrences response,
an array of rows with id_ocorrencia is a v1 occurrences response, …); when it cannot be told it is
reported as undetermined. --schema NAME overrides both.

With --profile observed a known departure of the real service (schemas/departures/) is a warning;
with the default --profile spec it is a violation whose message names the departure. With
--profile DIR the overlays in DIR (the format of schemas/departures/) are the departures tolerated.

A json, junit or html report on standard output has its summary line on standard error, as
conform and learn.

Exit status: 0 every body valid (warnings and baselined findings do not count), 1 any body invalid, malformed or undetermined, 2 bad usage or
unreadable path.

flags:
${formatFlagHelp(VALIDATE_FLAGS)}`;

/** Builds the validate command over the given streams. */
export function createValidateCommand(streams: CommandStreams = {}): Command {
  return {
    summary: "Validate captured response bodies (JSON, NDJSON, HAR, proxy recordings)",
    usage: USAGE,
    async run(argv) {
      const stdout = streams.stdout ?? process.stdout;
      const parsed = parseValidatePlan(argv);
      if (parsed instanceof UsageError) throw parsed;
      if (parsed.kind === "list-schemas") {
        stdout.write(`${SCHEMA_NAMES.join("\n")}\n`);
        return 0;
      }
      const { reports: plan, baselineFlags: flags, paths: positionals, schema } = parsed;
      const profile = loadProfile(parsed.profile);
      if (!profile.ok) throw new UsageError(profile.problem);
      const { files, problems } = await resolveInputPaths(positionals);
      if (problems.length > 0) {
        throw new UsageError(problems.map((p) => `cannot read ${p.path}: ${p.reason}`).join("; "));
      }
      const accepted =
        typeof flags.baseline === "string"
          ? await readBaselineFile(flags.baseline, "validate")
          : undefined;
      // Checked before reading: an unwritable --out is one line before the work, not after it.
      const targets = await prepareReportTargets(plan);
      // Standard input and pipes are read up to --max-stream-mb: an endless pipe ends. Results
      // are counted as they come (validateInputs): memory stays flat in the number of bodies.
      const items = readFiles(files, {
        stdin: streams.stdin,
        maxStreamBytes: parsed.maxStreamBytes,
      });
      const written = flags["write-baseline"];
      // A baseline written from this run accepts each of its violations, and the run's report
      // shows them accepted: one finding kept per fingerprint to write it.
      const ownFindings = new Map<string, Finding>();
      const writing = typeof written === "string";
      // Asked of every violation (never cut short), it knows the entries that accepted none.
      const baseline = new BaselineJudge(accepted ?? new Set());
      const judged = await validateInputs(items, {
        schema,
        strict: parsed.strict,
        // A named profile keeps its name (observed: the departures named when found).
        profile: isProfile(parsed.profile) ? parsed.profile : profile.profile,
        ...(writing ? { onChecked: (result) => noteFindings(ownFindings, result) } : {}),
        ...(writing || accepted !== undefined
          ? {
              judge: (result) => applyBaselineTo(result, (key) => baseline.accepts(key) || writing),
            }
          : {}),
      });
      const { stale } = baseline.outcome();
      const run = stale.length === 0 ? judged : { ...judged, staleBaseline: stale };
      if (writing) {
        const keys = await writeBaselineFile(written, "validate", [...ownFindings.values()]);
        (streams.stderr ?? process.stderr).write(baselineWrittenLine(written, keys));
      }
      const { summary } = countsOf(run);
      await writeReports(targets, (name) => renderReport(name, run), formatSummary(summary), {
        stdout,
        stderr: streams.stderr ?? process.stderr,
      });
      return exitCodeFor(summary);
    },
  };
}

/** Keeps the first finding of each fingerprint of a result's violations. */
function noteFindings(findings: Map<string, Finding>, result: BodyResult): void {
  for (const violation of result.violations) {
    const key = violationFingerprint(result, violation);
    if (!findings.has(key)) findings.set(key, violationFinding(result, violation));
  }
}

/** `occurrence-contract validate`. */
export const validateCommand: Command = createValidateCommand();
