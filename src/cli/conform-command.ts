import { PROFILES, type Profile } from "../schemas";
import {
  API_CHOICES,
  AuthenticationError,
  CHECKS,
  CONFORMANCE_DEFAULTS,
  CONFORMANCE_FILE_NAMES,
  CONFORMANCE_REPORTERS,
  formatSummary,
  renderConformanceReport,
  runConformance,
  RunStoppedError,
  ServerUnreachableError,
  type ApiChoice,
  type ConformanceProgress,
  type ConformanceReporter,
} from "../conformance";
import type { Command } from "./command";
import {
  BASELINE_FLAGS,
  baselineWrittenLine,
  readBaselineFile,
  writeBaselineFile,
} from "./baseline-file";
import {
  applyConformanceBaseline,
  conformanceFindings,
} from "../conformance/apply-conformance-baseline";
import { formatFlagHelp, parseFlags, type FlagSpecs } from "./parse-flags";
import { UsageError } from "./usage-error";
import { planReports, writeReports, type TextSink } from "./write-reports";

/** Where the command writes (replaceable in tests). */
export interface ConformStreams {
  /** Reports and the summary line (default process.stdout). */
  readonly stdout?: TextSink;
  /** The progress line and fatal messages (default process.stderr). */
  readonly stderr?: TextSink & { readonly isTTY?: boolean };
}

const FLAGS: FlagSpecs = {
  "base-url": {
    type: "string",
    placeholder: "URL",
    description: "Base URL of the server under test, e.g. http://127.0.0.1:3000 (required).",
  },
  api: {
    type: "choice",
    choices: API_CHOICES,
    default: CONFORMANCE_DEFAULTS.api,
    description: "Versions to test; all tests every version the server serves.",
  },
  token: { type: "string", placeholder: "T", description: "Bearer token sent on every request." },
  email: {
    type: "string",
    placeholder: "E",
    description: "Log in with this email (and --password) when the server answers 401.",
  },
  password: { type: "string", placeholder: "P", description: "Password for --email." },
  seed: {
    type: "integer",
    min: 0,
    max: 2 ** 31 - 1,
    placeholder: "S",
    description: "Seed of the filter draws; the report prints the seed used (default: random).",
  },
  "max-requests": {
    type: "integer",
    min: 10,
    default: CONFORMANCE_DEFAULTS.maxRequests,
    placeholder: "N",
    description: "The most requests sent, retries and logins included.",
  },
  concurrency: {
    type: "integer",
    min: 1,
    max: 64,
    default: CONFORMANCE_DEFAULTS.concurrency,
    placeholder: "C",
    description: "The most requests in flight at once.",
  },
  timeout: {
    type: "integer",
    min: 100,
    default: CONFORMANCE_DEFAULTS.timeoutMs,
    placeholder: "MS",
    description: "Per-request timeout in milliseconds.",
  },
  "max-body": {
    type: "integer",
    min: 1024,
    default: CONFORMANCE_DEFAULTS.maxBodyBytes,
    placeholder: "BYTES",
    description:
      "The largest body read (after decompression); a larger one is a finding (body larger than BYTES bytes) and is read no further.",
  },
  "max-wait": {
    type: "integer",
    min: 0,
    default: CONFORMANCE_DEFAULTS.retryAfterCapMs / 1000,
    placeholder: "S",
    description:
      "The longest wait a 429's Retry-After may ask, in seconds; a longer demand stops the run (exit 2).",
  },
  deadline: {
    type: "integer",
    min: 1,
    default: CONFORMANCE_DEFAULTS.deadlineMs / 1000,
    placeholder: "S",
    description: "Time limit of the whole run, in seconds; past it the run stops (exit 2).",
  },
  strict: { type: "boolean", description: "Also fail fields the spec does not list." },
  ...BASELINE_FLAGS,
  profile: {
    type: "choice",
    choices: PROFILES,
    default: "spec",
    description:
      "spec: the documents; a body with a known departure of the real service fails, the departure named. observed: the known departures (schemas/departures/) pass.",
  },
  reporter: {
    type: "choice",
    choices: CONFORMANCE_REPORTERS,
    repeat: true,
    default: "console",
    description:
      "Report format: console (grouped, for people), json, junit (one testcase per check), html (one self-contained page).",
  },
  out: {
    type: "string",
    placeholder: "PATH",
    description: `Write the report to this file instead of standard output; with several --reporter, PATH is a folder that receives ${Object.values(CONFORMANCE_FILE_NAMES).join(", ")}. The summary line still goes to standard output.`,
  },
};

const USAGE = `usage: occurrence-contract conform --base-url URL [--api v1|v2|all] [--token T | --email E --password P]
         [--seed S] [--max-requests N] [--concurrency C] [--timeout MS] [--max-body BYTES]
         [--max-wait S] [--deadline S] [--strict] [--profile spec|observed]
         [--baseline FILE] [--write-baseline FILE]
         [--reporter console|json|junit|html]... [--out PATH]

Runs the conformance suite against a server. It discovers states, cities and dates from the
server's answers, draws filter combinations from them (seeded, reproducible with --seed), and
checks schemas, paging, filters, order, the v1 columns and operators, and v1/v2 agreement.
Where the spec is silent (default and maximum take, default order, date-bound inclusivity,
error bodies, v1 paging) it only reports what the server does, as observations.

A 401 on a data request triggers a login with --email/--password (POST /api/v2/auth/login, or
/api/v1/auth/login for v1); the token then goes in Authorization: Bearer. A 429 is answered by
waiting for Retry-After (3 tries). The run is bounded whatever the server does: a body past
--max-body is a finding and is read no further; a Retry-After past --max-wait, a 429 still met
after 3 waits, or the --deadline passing stops the run with one line (exit 2).

Checks:
${CHECKS.map((check) => `  ${check.id.padEnd(28)} ${check.spec}`).join("\n")}

Exit status: 0 the server conforms, 1 a check failed, 2 bad usage, server unreachable, no
token to be had, or the run stopped (deadline, Retry-After past --max-wait, endless 429).

flags:
${formatFlagHelp(FLAGS)}`;

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function checkBaseUrl(raw: string | undefined): string {
  if (raw === undefined) throw new UsageError("--base-url URL is required");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--base-url must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`--base-url must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

function progressLine(stream: NonNullable<ConformStreams["stderr"]>): {
  update(progress: ConformanceProgress): void;
  finish(): void;
} {
  let shown = false;
  return {
    update({ phase, sent, maxRequests }) {
      if (stream.isTTY !== true) return;
      shown = true;
      stream.write(`\r\x1b[Kconform: ${phase} · ${sent}/${maxRequests} requests`);
    },
    finish() {
      if (shown) stream.write("\r\x1b[K");
    },
  };
}

/** Builds the conform command over the given streams. */
export function createConformCommand(streams: ConformStreams = {}): Command {
  return {
    summary: "Run the conformance suite against a server (schemas, paging, filters, v1/v2)",
    usage: USAGE,
    async run(argv) {
      const stdout = streams.stdout ?? process.stdout;
      const stderr = streams.stderr ?? process.stderr;
      const { flags } = parseFlags(argv, FLAGS);
      const baseUrl = checkBaseUrl(text(flags["base-url"]));
      const email = text(flags.email);
      const password = text(flags.password);
      if ((email === undefined) !== (password === undefined)) {
        throw new UsageError("--email and --password go together");
      }
      const plan = planReports<ConformanceReporter>(
        flags.reporter,
        flags.out,
        CONFORMANCE_FILE_NAMES,
      );
      const accepted =
        typeof flags.baseline === "string"
          ? await readBaselineFile(flags.baseline, "conform")
          : new Set<string>();
      const progress = progressLine(stderr);
      let report;
      try {
        report = await runConformance({
          baseUrl,
          api: flags.api as ApiChoice,
          ...(text(flags.token) === undefined ? {} : { token: text(flags.token) }),
          ...(email === undefined || password === undefined ? {} : { email, password }),
          ...(typeof flags.seed === "number" ? { seed: flags.seed } : {}),
          maxRequests: flags["max-requests"] as number,
          concurrency: flags.concurrency as number,
          timeoutMs: flags.timeout as number,
          maxBodyBytes: flags["max-body"] as number,
          retryAfterCapMs: (flags["max-wait"] as number) * 1000,
          deadlineMs: (flags.deadline as number) * 1000,
          strict: flags.strict === true,
          profile: flags.profile as Profile,
          onProgress: (p) => progress.update(p),
        });
      } catch (error) {
        progress.finish();
        if (
          error instanceof ServerUnreachableError ||
          error instanceof AuthenticationError ||
          error instanceof RunStoppedError
        ) {
          stderr.write(`occurrence-contract conform: ${error.message}\n`);
          return 2;
        }
        throw error;
      }
      progress.finish();
      const written = flags["write-baseline"];
      if (typeof written === "string") {
        const keys = await writeBaselineFile(written, "conform", conformanceFindings(report));
        stderr.write(baselineWrittenLine(written, keys));
        for (const key of keys) accepted.add(key);
      }
      if (accepted.size > 0) {
        const file = [flags.baseline, written].filter((f) => typeof f === "string").join(", ");
        report = applyConformanceBaseline(report, accepted, file);
      }
      await writeReports(
        plan,
        (name) => renderConformanceReport(name, report),
        formatSummary(report),
        { stdout, stderr },
      );
      return report.conforms ? 0 : 1;
    },
  };
}

/** `occurrence-contract conform`. */
export const conformCommand: Command = createConformCommand();
