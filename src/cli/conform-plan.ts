import {
  API_CHOICES,
  CONFORMANCE_DEFAULTS,
  CONFORMANCE_FILE_NAMES,
  type ConformanceOptions,
  type ConformanceReporter,
} from "../conformance";
import { PROFILES } from "../schemas";
import { checkBaseUrl } from "./conform-base-url";
import { baselineFlagValues, type BaselineFlagValues } from "./baseline-flag-values";
import { CONFORM_FLAGS } from "./conform-flags";
import type { ParsedFlags } from "./parse-flags";
import { readPlan } from "./read-plan";
import { UsageError } from "./usage-error";
import { planReports, type ReportPlan } from "./write-reports";

/** A checked `conform` command line: the suite's options, its reports and its baselines. */
export interface ConformPlan {
  /** The options runConformance is called with (the progress callback is the run's). */
  readonly conformance: Omit<ConformanceOptions, "onProgress">;
  /** --reporter and --out. */
  readonly reports: ReportPlan<ConformanceReporter>;
  /** --baseline and --write-baseline. */
  readonly baselineFlags: BaselineFlagValues;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function plan({ flags }: ParsedFlags): ConformPlan {
  const baseUrl = checkBaseUrl(text(flags["base-url"]));
  const email = text(flags.email);
  const password = text(flags.password);
  if ((email === undefined) !== (password === undefined)) {
    throw new UsageError("--email and --password go together");
  }
  const reports = planReports<ConformanceReporter>(
    flags.reporter,
    flags.out,
    CONFORMANCE_FILE_NAMES,
  );
  const token = text(flags.token);
  return {
    conformance: {
      baseUrl,
      api: API_CHOICES.find((api) => api === flags.api) ?? CONFORMANCE_DEFAULTS.api,
      ...(token === undefined ? {} : { token }),
      ...(email === undefined || password === undefined ? {} : { email, password }),
      ...(typeof flags.seed === "number" ? { seed: flags.seed } : {}),
      maxRequests: Number(flags["max-requests"]),
      concurrency: Number(flags.concurrency),
      timeoutMs: Number(flags.timeout),
      maxBodyBytes: Number(flags["max-body"]),
      retryAfterCapMs: Number(flags["max-wait"]) * 1000,
      deadlineMs: Number(flags.deadline) * 1000,
      strict: flags.strict === true,
      profile: PROFILES.find((profile) => profile === flags.profile) ?? "spec",
    },
    reports,
    baselineFlags: baselineFlagValues(flags),
  };
}

/**
 * Reads a `conform` command line into a plan, sending nothing: every flag checked, defaults
 * filled in. A mistake is the UsageError (one line, naming the flag) as a value. The command
 * reads no environment variable (CONFORMANCE_* are the jest entry's, see optionsFromEnv).
 */
export function parseConformPlan(argv: readonly string[]): ConformPlan | UsageError {
  return readPlan(argv, CONFORM_FLAGS, plan);
}
