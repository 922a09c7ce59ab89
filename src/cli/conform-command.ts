import {
  AuthenticationError,
  CHECKS,
  DeadlinePassedError,
  formatSummary,
  renderConformanceReport,
  runConformance,
  RunStoppedError,
  ServerUnreachableError,
  type ConformanceProgress,
} from "../conformance";
import { loadProfile } from "../schemas/load-profile";
import type { Command } from "./command";
import { baselineWrittenLine, readBaselineFile, writeBaselineFile } from "./baseline-file";
import {
  applyConformanceBaseline,
  conformanceFindings,
} from "../conformance/apply-conformance-baseline";
import { CONFORM_FLAGS } from "./conform-flags";
import { parseConformPlan } from "./conform-plan";
import { formatFlagHelp } from "./parse-flags";
import { printLine, runSecrets, shownText } from "./run-secrets";
import { UsageError } from "./usage-error";
import { writeReports, type TextSink } from "./write-reports";

/** Where the command writes (replaceable in tests). */
export interface ConformStreams {
  /** Reports and the summary line (default process.stdout). */
  readonly stdout?: TextSink;
  /** The progress line and fatal messages (default process.stderr). */
  readonly stderr?: TextSink & { readonly isTTY?: boolean };
  /** The fetch the run goes through (default the global one; in tests, an in-process server). */
  readonly fetch?: typeof fetch;
  /** The environment read for CONFORMANCE_PROFILE (default process.env). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The exit status of a run that ended with a report: 0 conforms, 1 fails, 3 incomplete. */
export const VERDICT_EXIT_CODES = { conforms: 0, fails: 1, incomplete: 3 } as const;

const USAGE = `usage: occurrence-contract conform --base-url URL [--api v1|v2|all] [--token T | --email E --password P]
         [--seed S] [--max-requests N] [--concurrency C] [--timeout MS] [--max-body BYTES]
         [--max-wait S] [--deadline S] [--strict] [--profile spec|observed|DIR]
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
after 3 waits stops the run with one line (exit 2); the --deadline passing stops it with one
line (exit 3: incomplete).

Checks:
${CHECKS.map((check) => `  ${check.id.padEnd(28)} ${check.spec}`).join("\n")}

A check is witnessed when it held on a query a server breaking it must answer differently;
one that held only on answers that could not tell is unwitnessed (the reason given). The JSON
report's coverage array maps every documented parameter and rule to its status and witness.

Exit status: 0 the server conforms (every check ran and was witnessed, none failed), 1 a check
failed, 3 incomplete (none failed, but a check was unwitnessed or not run, or --max-requests cut
the run short, or the --deadline passed; the summary says what is missing), 2 bad usage, server
unreachable, no token to be had, or the run stopped (Retry-After past --max-wait, endless 429).
CONFORMANCE_PROFILE in the environment works as --profile (the flag wins).

flags:
${formatFlagHelp(CONFORM_FLAGS)}`;

function progressLine(stream: NonNullable<ConformStreams["stderr"]>): {
  update(progress: ConformanceProgress): void;
  finish(): void;
} {
  let shown = false;
  return {
    update({ phase, sent, maxRequests }) {
      if (stream.isTTY !== true) return;
      shown = true;
      stream.write(`\r\x1b[K${shownText(`conform: ${phase} · ${sent}/${maxRequests} requests`)}`);
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
      const parsed = parseConformPlan(argv, streams.env ?? process.env);
      if (parsed instanceof UsageError) throw parsed;
      const { reports: plan, baselineFlags: flags } = parsed;
      const folder = parsed.profileDir === undefined ? undefined : loadProfile(parsed.profileDir);
      if (folder?.ok === false) throw new UsageError(folder.problem);
      const accepted =
        typeof flags.baseline === "string"
          ? await readBaselineFile(flags.baseline, "conform")
          : new Set<string>();
      const progress = progressLine(stderr);
      let report;
      try {
        report = await runConformance({
          ...parsed.conformance,
          ...(folder === undefined ? {} : { profile: folder.profile }),
          ...(streams.fetch === undefined ? {} : { fetch: streams.fetch }),
          // The run adds its credentials and the tokens logins answer: every writer redacts them.
          redactor: runSecrets,
          onProgress: (p) => progress.update(p),
        });
      } catch (error) {
        progress.finish();
        if (error instanceof DeadlinePassedError) {
          printLine(stderr, `occurrence-contract conform: ${error.message}`);
          return VERDICT_EXIT_CODES.incomplete;
        }
        if (
          error instanceof ServerUnreachableError ||
          error instanceof AuthenticationError ||
          error instanceof RunStoppedError
        ) {
          printLine(stderr, `occurrence-contract conform: ${error.message}`);
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
      return VERDICT_EXIT_CODES[report.verdict];
    },
  };
}

/** `occurrence-contract conform`. */
export const conformCommand: Command = createConformCommand();
