import type { Readable } from "node:stream";
import { isSchemaName, PROFILES, SCHEMA_NAMES, type Profile, type SchemaName } from "../schemas";
import {
  applyBaseline,
  baselineFindings,
  exitCodeFor,
  formatSummary,
  readFiles,
  renderReport,
  REPORT_FILE_NAMES,
  REPORTER_NAMES,
  resolveInputPaths,
  summarize,
  validateInputs,
  WALKED_EXTENSIONS,
  type ReporterName,
} from "../validation";
import {
  BASELINE_FLAGS,
  baselineWrittenLine,
  readBaselineFile,
  writeBaselineFile,
} from "./baseline-file";
import type { Command } from "./command";
import { formatFlagHelp, parseFlags, type FlagSpecs } from "./parse-flags";
import { UsageError } from "./usage-error";
import { planReports, writeReports, type TextSink } from "./write-reports";

/** The streams a command reads and writes (replaceable in tests). */
export interface CommandStreams {
  /** Where reports go (default process.stdout). */
  readonly stdout?: TextSink;
  /** Where `-` reads from (default process.stdin). */
  readonly stdin?: Readable;
  /** Where the line saying a baseline was written goes (default process.stderr). */
  readonly stderr?: TextSink;
}

const FLAGS: FlagSpecs = {
  schema: {
    type: "string",
    placeholder: "NAME",
    description:
      "Check every body against this schema instead of telling it from the HAR/recorded URL or the body's shape.",
  },
  strict: {
    type: "boolean",
    description: "Also report fields the spec does not list (the strict variant of the schemas).",
  },
  reporter: {
    type: "choice",
    choices: REPORTER_NAMES,
    repeat: true,
    default: "console",
    description:
      "Report format: console (grouped, for people), json (machine-readable), junit (JUnit XML, one testcase per body), html (one self-contained page).",
  },
  out: {
    type: "string",
    placeholder: "PATH",
    description: `Write the report to this file instead of standard output; with several --reporter, PATH is a folder that receives ${Object.values(REPORT_FILE_NAMES).join(", ")}. The summary line still goes to standard output.`,
  },
  profile: {
    type: "choice",
    choices: PROFILES,
    default: "spec",
    description:
      "spec: the documents; a known departure of the real service is a violation, named as that departure. observed: the documents plus the known departures (schemas/departures/), which become warnings.",
  },
  ...BASELINE_FLAGS,
  "list-schemas": { type: "boolean", description: "Print the schema names and exit." },
};

const USAGE = `usage: occurrence-contract validate PATH... [--schema NAME] [--strict] [--profile spec|observed] [--baseline FILE] [--write-baseline FILE] [--reporter console|json|junit|html]... [--out PATH]
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
with the default --profile spec it is a violation whose message names the departure.

Exit status: 0 every body valid (warnings and baselined findings do not count), 1 any body invalid, malformed or undetermined, 2 bad usage or
unreadable path.

flags:
${formatFlagHelp(FLAGS)}`;

/** Builds the validate command over the given streams. */
export function createValidateCommand(streams: CommandStreams = {}): Command {
  return {
    summary: "Validate captured response bodies (JSON, NDJSON, HAR, proxy recordings)",
    usage: USAGE,
    async run(argv) {
      const stdout = streams.stdout ?? process.stdout;
      const { flags, positionals } = parseFlags(argv, FLAGS, { positionals: true });
      if (flags["list-schemas"] === true) {
        stdout.write(`${SCHEMA_NAMES.join("\n")}\n`);
        return 0;
      }
      let schema: SchemaName | undefined;
      if (typeof flags.schema === "string") {
        if (!isSchemaName(flags.schema)) {
          throw new UsageError(
            `unknown schema "${flags.schema}" (validate --list-schemas prints the names)`,
          );
        }
        schema = flags.schema;
      }
      if (positionals.length === 0) throw new UsageError("give at least one PATH (- for stdin)");
      if (positionals.filter((path) => path === "-").length > 1) {
        throw new UsageError("- (standard input) can be given only once");
      }
      const plan = planReports<ReporterName>(flags.reporter, flags.out, REPORT_FILE_NAMES);
      const { files, problems } = await resolveInputPaths(positionals);
      if (problems.length > 0) {
        throw new UsageError(problems.map((p) => `cannot read ${p.path}: ${p.reason}`).join("; "));
      }
      const accepted =
        typeof flags.baseline === "string"
          ? await readBaselineFile(flags.baseline, "validate")
          : undefined;
      const items = readFiles(files, { stdin: streams.stdin });
      const profile = flags.profile as Profile;
      const checked = await validateInputs(items, {
        schema,
        strict: flags.strict === true,
        profile,
      });
      const written = flags["write-baseline"];
      let keep = accepted;
      if (typeof written === "string") {
        const keys = await writeBaselineFile(written, "validate", baselineFindings(checked));
        (streams.stderr ?? process.stderr).write(baselineWrittenLine(written, keys));
        keep = new Set([...(accepted ?? []), ...keys]);
      }
      const run = keep === undefined ? checked : applyBaseline(checked, keep);
      const summary = summarize(run.results);
      await writeReports(plan, (name) => renderReport(name, run), formatSummary(summary), {
        stdout,
      });
      return exitCodeFor(summary);
    },
  };
}

/** `occurrence-contract validate`. */
export const validateCommand: Command = createValidateCommand();
