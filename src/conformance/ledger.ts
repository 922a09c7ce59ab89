import type { CheckId } from "./check-catalogue";
import { CheckTally } from "./check-tally";
import type { CheckOutcome, Observation } from "./outcome";
import type { ApiState, CheckResult, ConformanceReport, Verdict } from "./report";
import { toCurl } from "./to-curl";

export { FINDINGS_PER_CHECK } from "./check-tally";

/** The run's header: what the report says of the run itself, besides the checks' tally. */
export interface ReportHeader {
  readonly baseUrl: string;
  readonly seed: number;
  readonly strict: boolean;
  readonly profile: string;
  readonly apis: { readonly v1: ApiState; readonly v2: ApiState };
  readonly startedAt: Date;
  readonly durationMs: number;
  readonly requests: number;
  readonly maxRequests: number;
}

/**
 * A conform run's record: the checks' tally (`CheckTally`), and what belongs to the run itself
 * (observations, notes, why it was cut off); writes the report with the run's header at the end.
 */
export class Ledger {
  private readonly tally = new CheckTally();
  private readonly observations: Observation[] = [];
  private readonly notes: string[] = [];
  private cutOffReason: string | undefined;

  /** Records outcomes of checks (a held outcome's witness, or why it had none). */
  add(outcomes: readonly CheckOutcome[]): void {
    this.tally.add(outcomes);
  }

  /** Records an observation (the same text twice is kept once). */
  observe(observation: Observation): void {
    if (this.observations.some((o) => o.text === observation.text)) return;
    // Only what the report reads of the exchange: a kept view would hold its whole body.
    const { exchange } = observation;
    this.observations.push(
      exchange === undefined
        ? observation
        : {
            ...observation,
            exchange: {
              url: exchange.url,
              method: exchange.method,
              authorized: exchange.authorized,
            },
          },
    );
  }

  /** Records a note about the run itself. */
  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text);
  }

  /** Says why a check could not run (shown when it was never applied). */
  notRun(check: CheckId, reason: string): void {
    this.tally.notRun(check, reason);
  }

  /** Says why a check does not apply to this run (`--api` left its version out). */
  notApplicable(check: CheckId, reason: string): void {
    this.tally.notApplicable(check, reason);
  }

  /** Records that the run was cut short (budget, deadline): it cannot be complete. */
  cutOff(reason: string): void {
    this.cutOffReason ??= reason;
  }

  /** The failed check ids so far. */
  failedChecks(): CheckId[] {
    return this.tally.failedChecks();
  }

  /** Writes the report. */
  report(header: ReportHeader): ConformanceReport {
    const { checks, coverage } = this.tally.result();
    return {
      baseUrl: header.baseUrl,
      seed: header.seed,
      strict: header.strict,
      profile: header.profile,
      apis: header.apis,
      startedAt: header.startedAt.toISOString(),
      durationMs: header.durationMs,
      requests: header.requests,
      maxRequests: header.maxRequests,
      checks,
      observations: this.observations.map(({ topic, text, exchange }) => ({
        topic,
        text,
        ...(exchange === undefined ? {} : { curl: toCurl(exchange) }),
      })),
      notes: [...this.notes],
      coverage,
      ...(this.cutOffReason === undefined ? {} : { cutOff: this.cutOffReason }),
      ...summarizeChecks(checks, this.cutOffReason),
    };
  }
}

/**
 * A report's summary and verdict from its checks (and why the run was cut off, if it was):
 * counts by status, findings, the verdict and one line of what an incomplete run misses.
 */
export function summarizeChecks(
  checks: readonly CheckResult[],
  cutOff?: string,
): Pick<ConformanceReport, "summary" | "verdict" | "missing" | "conforms"> {
  const count = (status: CheckResult["status"]): number =>
    checks.filter((c) => c.status === status).length;
  const failures = checks.reduce((sum, c) => sum + c.failureCount, 0);
  const summary = {
    passed: count("witnessed"),
    witnessed: count("witnessed"),
    unwitnessed: count("unwitnessed"),
    failed: count("failed"),
    notRun: count("not-run"),
    notApplicable: count("not-applicable"),
    failures,
  };
  const missing = missingLine(checks, summary, cutOff);
  const verdict: Verdict = failures > 0 ? "fails" : missing === "" ? "conforms" : "incomplete";
  return { summary, verdict, missing, conforms: verdict === "conforms" };
}

function missingLine(
  checks: readonly CheckResult[],
  summary: { readonly unwitnessed: number; readonly notRun: number },
  cutOff: string | undefined,
): string {
  const ids = (status: CheckResult["status"]): string => {
    const list = checks.filter((c) => c.status === status).map((c) => c.id);
    return list.length > 3 ? `${list.slice(0, 3).join(", ")}, …` : list.join(", ");
  };
  const parts = [
    ...(cutOff === undefined ? [] : [`cut off: ${cutOff}`]),
    ...(summary.notRun === 0 ? [] : [`${summary.notRun} not run (${ids("not-run")})`]),
    ...(summary.unwitnessed === 0
      ? []
      : [`${summary.unwitnessed} unwitnessed (${ids("unwitnessed")})`]),
  ];
  return parts.join("; ");
}
