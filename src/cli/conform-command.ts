import {
  AuthenticationError,
  CHECKS,
  formatSummary,
  renderConformanceReport,
  runConformance,
  RunStoppedError,
  ServerUnreachableError,
  applyConformanceBaseline,
  conformanceFindings,
} from "../conformance";
import { loadProfile } from "../schemas/load-profile";
import type { Command } from "./command";
import { baselineWrittenLine, readBaselineFile, writeBaselineFile } from "./baseline-file";
import { CONFORM_FLAGS } from "./conform-flags";
import { parseConformPlan } from "./conform-plan";
import { formatFlagHelp } from "./parse-flags";
import { printLine, runSecrets } from "./run-secrets";
import { UsageError } from "./usage-error";
import { createProgressLine } from "./progress-line";
import { limitHeapGrowth } from "./limit-heap-growth";
import { prepareReportTargets, writeReports, type TextSink } from "./write-reports";

/** Where the command writes (replaceable in tests). */
export interface ConformStreams {
  /** Reports and the summary line (default process.stdout). */
  readonly stdout?: TextSink;
  /** The progress line and fatal messages (default process.stderr). */
  readonly stderr?: TextSink & { readonly isTTY?: boolean };
  /**
   * Aborted, it interrupts the run, which then writes the report it has (default: aborted by the
   * first SIGINT or SIGTERM the process receives while the run goes on).
   */
  readonly signal?: AbortSignal;
  /** The fetch the run goes through (default the global one; in tests, an in-process server). */
  readonly fetch?: typeof fetch;
  /** The environment read for CONFORMANCE_PROFILE (default process.env). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * Whether the command is the process's own (the command line's): it then limits V8's heap
   * growth for the process before the run (limitHeapGrowth). Default false: a program running
   * the command in its own process keeps its settings.
   */
  readonly ownProcess?: boolean;
}

/** The exit status of a run that ended with a report: 0 conforms, 1 fails, 3 incomplete. */
export const VERDICT_EXIT_CODES = { conforms: 0, fails: 1, incomplete: 3 } as const;

const USAGE = `usage: occurrence-contract conform --base-url URL [--api v1|v2|all] [--token TOKEN | --email EMAIL --password PASSWORD]
         [--seed N] [--max-requests N] [--concurrency N] [--timeout MS] [--max-body BYTES]
         [--max-wait SECONDS] [--deadline SECONDS] [--strict] [--quiet] [--profile spec|observed|DIR]
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
after 3 waits stops the run with one line (exit 2). A run cut short by --max-requests, by the
--deadline passing or by an interrupt (SIGINT, SIGTERM) says why in one line and writes the
report it has, cut off, to every --reporter (verdict incomplete, exit 3, unless a check already
failed: exit 1).

While it runs, its progress (phase, requests sent, seconds elapsed) goes to standard error: one
live line on a terminal, otherwise a line per phase and at least every 5 s; --quiet: none.

Checks:
${CHECKS.map((check) => `  ${check.id.padEnd(28)} ${check.spec}`).join("\n")}

A check is witnessed when it held on a query a server breaking it must answer differently;
one that held only on answers that could not tell is unwitnessed (the reason given). The JSON
report's coverage array maps every documented parameter and rule to its status and witness.

Exit status: 0 the server conforms (every check ran and was witnessed, none failed), 1 a check
failed, 3 incomplete (none failed, but a check was unwitnessed or not run, or --max-requests, the
--deadline or an interrupt cut the run short; the summary says what is missing), 2 bad usage
(an --out that cannot be written included, said before the first request), server unreachable,
no token to be had, or the run stopped by the server (Retry-After past --max-wait, endless 429).
CONFORMANCE_PROFILE in the environment works as --profile (the flag wins).

flags:
${formatFlagHelp(CONFORM_FLAGS)}`;

/**
 * An AbortSignal aborted (its reason the signal's name) by the first SIGINT or SIGTERM while the
 * run goes on; a second one ends the process as usual. `release` removes the handlers.
 */
function stopSignal(): { readonly signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const stop = (name: NodeJS.Signals): void => {
    release();
    controller.abort(name);
  };
  const release = (): void => {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return { signal: controller.signal, release };
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
      // Checked before the first request: an unwritable --out is one line, not a lost run.
      const targets = await prepareReportTargets(plan);
      const progress = parsed.quiet
        ? undefined
        : createProgressLine(stderr, { label: "conform", isTTY: stderr.isTTY === true });
      const stop = streams.signal === undefined ? stopSignal() : undefined;
      // Answers of many MB each are garbage once checked: collected sooner, the peak stays low.
      if (streams.ownProcess === true) limitHeapGrowth();
      let report;
      try {
        report = await runConformance({
          ...parsed.conformance,
          ...(folder === undefined ? {} : { profile: folder.profile }),
          ...(streams.fetch === undefined ? {} : { fetch: streams.fetch }),
          // The run adds its credentials and the tokens logins answer: every writer redacts them.
          redactor: runSecrets,
          signal: streams.signal ?? stop?.signal,
          onProgress: (p) => progress?.update(p),
        });
      } catch (error) {
        if (
          error instanceof ServerUnreachableError ||
          error instanceof AuthenticationError ||
          error instanceof RunStoppedError
        ) {
          printLine(stderr, `occurrence-contract conform: ${error.message}`);
          return 2;
        }
        throw error;
      } finally {
        progress?.finish();
        stop?.release();
      }
      if (report.cutOff !== undefined) {
        printLine(stderr, `occurrence-contract conform: ${report.cutOff}`);
      }
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
        targets,
        (name) => renderConformanceReport(name, report),
        formatSummary(report),
        { stdout, stderr },
      );
      return VERDICT_EXIT_CODES[report.verdict];
    },
  };
}

/** `occurrence-contract conform`. */
export const conformCommand: Command = createConformCommand({ ownProcess: true });
