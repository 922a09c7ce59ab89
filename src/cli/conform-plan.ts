import { statSync } from "node:fs";
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
  /** --quiet: no progress on standard error. */
  readonly quiet: boolean;
  /**
   * --profile DIR: a folder of overlays, read when the plan runs (conformance.profile is then
   * spec).
   */
  readonly profileDir?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The environment the plan reads: `CONFORMANCE_PROFILE` (as `--profile`, which wins). */
export type ConformEnv = Readonly<Record<string, string | undefined>>;

/** A named profile, or an existing folder (its overlays read when the plan runs). */
function profileOf(
  argv: readonly string[],
  flag: unknown,
  env: ConformEnv,
): (typeof PROFILES)[number] | { readonly dir: string } {
  const given = argv.some((arg) => arg === "--profile" || arg.startsWith("--profile="));
  const raw = given ? flag : (env.CONFORMANCE_PROFILE ?? flag);
  const profile = PROFILES.find((name) => name === raw);
  if (profile !== undefined) return profile;
  const folder =
    typeof raw === "string" && raw !== "" ? statSync(raw, { throwIfNoEntry: false }) : undefined;
  if (typeof raw === "string" && folder?.isDirectory() === true) return { dir: raw };
  throw new UsageError(
    `${given ? "--profile" : "CONFORMANCE_PROFILE"} must be ${PROFILES.join(", ")} or a folder of overlays, got "${String(raw)}"`,
  );
}

function plan({ flags }: ParsedFlags, argv: readonly string[], env: ConformEnv): ConformPlan {
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
  const profile = profileOf(argv, flags.profile, env);
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
      profile: typeof profile === "string" ? profile : "spec",
    },
    reports,
    baselineFlags: baselineFlagValues(flags),
    quiet: flags.quiet === true,
    ...(typeof profile === "string" ? {} : { profileDir: profile.dir }),
  };
}

/**
 * Reads a `conform` command line into a plan, sending nothing: every flag checked, defaults
 * filled in. A mistake is the UsageError (one line, naming the flag) as a value. Of the
 * environment it reads `CONFORMANCE_PROFILE` only, as `--profile` (the flag wins).
 */
export function parseConformPlan(
  argv: readonly string[],
  env: ConformEnv = {},
): ConformPlan | UsageError {
  return readPlan(argv, CONFORM_FLAGS, (parsed) => plan(parsed, argv, env));
}
