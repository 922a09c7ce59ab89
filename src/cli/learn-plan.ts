import { reportFileNames, REPORTERS, type Reporter } from "../report";
import { BASELINE_FLAGS } from "./baseline-file";
import { baselineFlagValues, type BaselineFlagValues } from "./baseline-flag-values";
import type { FlagSpecs, ParsedFlags } from "./parse-flags";
import { outFlag } from "./out-flag";
import { MAX_STREAM_FLAG, maxStreamBytesOf } from "./max-stream-flag";
import { readPlan } from "./read-plan";
import { UsageError } from "./usage-error";
import { planReports, type ReportPlan } from "./write-reports";

/** The files each reporter writes in an `--out` folder. */
export const LEARN_REPORT_FILE_NAMES = reportFileNames("learn-report");

/** The flags of `occurrence-contract learn` (also its --help). */
export const LEARN_FLAGS: FlagSpecs = {
  profile: {
    type: "string",
    placeholder: "spec|observed|DIR",
    default: "spec",
    description:
      "What the capture is checked against: spec (known departures confirmed, new ones proposed), observed (the known departures tolerated: only new ones proposed), or a folder of overlays.",
  },
  url: {
    type: "string",
    placeholder: "URL",
    description:
      "The request URL of the saved answers given (JSON bodies without their request): their schema is the endpoint's, not told from the shape.",
  },
  "write-departures": {
    type: "string",
    placeholder: "DIR",
    description:
      "Write one overlay per departure seen (the known ones confirmed, the new ones proposed) into DIR, in the format of schemas/departures/: --profile DIR then accepts the capture.",
  },
  reporter: {
    type: "choice",
    choices: REPORTERS,
    repeat: true,
    default: "console",
    description:
      "Report format: console, json, junit, html (the same writers as conform and validate).",
  },
  out: outFlag(LEARN_REPORT_FILE_NAMES),
  ...MAX_STREAM_FLAG,
  ...BASELINE_FLAGS,
};

/** A checked `learn` command line. */
export interface LearnPlan {
  /** The captures: files, folders (read recursively), `-` for standard input. */
  readonly paths: readonly string[];
  /** --profile: spec, observed or a folder (read when the plan runs). */
  readonly profile: string;
  /** --url: the request URL of saved answers (bodies without their request). */
  readonly url?: string;
  /** --write-departures DIR. */
  readonly writeDepartures?: string;
  /** --reporter and --out. */
  readonly reports: ReportPlan<Reporter>;
  /** --baseline and --write-baseline. */
  readonly baselineFlags: BaselineFlagValues;
  /** --max-stream-mb in bytes: the most read from standard input or a pipe. */
  readonly maxStreamBytes: number;
}

function plan({ flags, positionals }: ParsedFlags): LearnPlan {
  if (positionals.length === 0) throw new UsageError("give at least one PATH (- for stdin)");
  if (positionals.filter((path) => path === "-").length > 1) {
    throw new UsageError("- (standard input) can be given only once");
  }
  const write = flags["write-departures"];
  return {
    paths: positionals,
    profile: typeof flags.profile === "string" ? flags.profile : "spec",
    ...(typeof write === "string" ? { writeDepartures: write } : {}),
    ...(typeof flags.url === "string" ? { url: flags.url } : {}),
    reports: planReports<Reporter>(flags.reporter, flags.out, LEARN_REPORT_FILE_NAMES),
    baselineFlags: baselineFlagValues(flags),
    maxStreamBytes: maxStreamBytesOf(flags["max-stream-mb"]),
  };
}

/** Reads a `learn` command line into a plan, reading no file; a mistake is a UsageError value. */
export function parseLearnPlan(argv: readonly string[]): LearnPlan | UsageError {
  return readPlan(argv, LEARN_FLAGS, plan, { positionals: true });
}
