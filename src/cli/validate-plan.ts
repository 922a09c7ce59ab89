import { isSchemaName, type SchemaName } from "../schemas";
import { REPORT_FILE_NAMES, REPORTER_NAMES, type ReporterName } from "../validation";
import { BASELINE_FLAGS } from "./baseline-file";
import { baselineFlagValues, type BaselineFlagValues } from "./baseline-flag-values";
import type { FlagSpecs, ParsedFlags } from "./parse-flags";
import { outFlag } from "./out-flag";
import { MAX_STREAM_FLAG, maxStreamBytesOf } from "./max-stream-flag";
import { readPlan } from "./read-plan";
import { UsageError } from "./usage-error";
import { planReports, type ReportPlan } from "./write-reports";

/** The flags of `occurrence-contract validate` (also its --help). */
export const VALIDATE_FLAGS: FlagSpecs = {
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
  out: outFlag(REPORT_FILE_NAMES),
  profile: {
    type: "string",
    placeholder: "spec|observed|DIR",
    default: "spec",
    description:
      "spec: the documents; a known departure of the real service is a violation, named as that departure. observed: the documents plus the known departures (schemas/departures/), which become warnings. DIR: the documents plus the overlays in that folder (e.g. learned by learn --write-departures).",
  },
  ...MAX_STREAM_FLAG,
  ...BASELINE_FLAGS,
  "list-schemas": { type: "boolean", description: "Print the schema names and exit." },
};

/** `validate --list-schemas`: print the schema names, read nothing. */
export interface ListSchemasPlan {
  /** Discriminant. */
  readonly kind: "list-schemas";
}

/** A checked `validate PATH...` command line. */
export interface ValidateInputsPlan {
  /** Discriminant. */
  readonly kind: "validate";
  /** The PATH arguments, in order; `-` (at most once) is standard input. */
  readonly paths: readonly string[];
  /** --schema: the one schema every body is checked against; absent, told per body. */
  readonly schema?: SchemaName;
  /** --strict. */
  readonly strict: boolean;
  /** --profile: spec, observed, or a folder of overlays (read when the plan runs). */
  readonly profile: string;
  /** --reporter and --out. */
  readonly reports: ReportPlan<ReporterName>;
  /** --baseline and --write-baseline. */
  readonly baselineFlags: BaselineFlagValues;
  /** --max-stream-mb in bytes: the most read from standard input or a pipe. */
  readonly maxStreamBytes: number;
}

/** What a `validate` command line asks for. */
export type ValidatePlan = ListSchemasPlan | ValidateInputsPlan;

function plan({ flags, positionals }: ParsedFlags): ValidatePlan {
  if (flags["list-schemas"] === true) return { kind: "list-schemas" };
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
  return {
    kind: "validate",
    paths: positionals,
    ...(schema === undefined ? {} : { schema }),
    strict: flags.strict === true,
    profile: typeof flags.profile === "string" ? flags.profile : "spec",
    reports: planReports<ReporterName>(flags.reporter, flags.out, REPORT_FILE_NAMES),
    baselineFlags: baselineFlagValues(flags),
    maxStreamBytes: maxStreamBytesOf(flags["max-stream-mb"]),
  };
}

/**
 * Reads a `validate` command line into a plan, reading no file: every flag checked, defaults
 * filled in (--list-schemas wins over everything else). A mistake is the UsageError (one line)
 * as a value; a PATH that cannot be read is the run's to find.
 */
export function parseValidatePlan(argv: readonly string[]): ValidatePlan | UsageError {
  return readPlan(argv, VALIDATE_FLAGS, plan, { positionals: true });
}
