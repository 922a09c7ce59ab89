import { CHECKS, checkGroup, type CheckId } from "./check-catalogue";
import { buildCoverage } from "./coverage";
import { findingOf } from "./finding-of";
import type { CheckOutcome, Observation } from "./outcome";
import type { ApiState, CheckResult, ConformanceReport, Finding, Verdict } from "./report";
import { toCurl } from "./to-curl";

/**
 * The most failures of one check kept in a report; the rest are counted. A failure whose
 * fingerprint none of the kept ones has is kept past this, so every distinct finding is listed
 * and a baseline decides on each.
 */
export const FINDINGS_PER_CHECK = 10;

/** The most distinct witness queries kept per check (the coverage map looks for one per parameter). */
const WITNESSES_PER_CHECK = 200;

/** What the ledger needs, besides outcomes, to write the report. */
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

/** Collects outcomes, observations and notes during a run; writes the report at the end. */
export class Ledger {
  private readonly applied = new Map<CheckId, number>();
  private readonly findings = new Map<CheckId, Finding[]>();
  private readonly failureCounts = new Map<CheckId, number>();
  private readonly observations: Observation[] = [];
  private readonly notes: string[] = [];
  private readonly notRunReasons = new Map<CheckId, string>();
  private readonly notApplicableReasons = new Map<CheckId, string>();
  private readonly witnesses = new Map<CheckId, Set<string>>();
  private readonly unwitnessedReasons = new Map<CheckId, string>();
  private cutOffReason: string | undefined;

  /** Records outcomes of checks (a held outcome's witness, or why it had none). */
  add(outcomes: readonly CheckOutcome[]): void {
    for (const { check, failures, witness, unwitnessed } of outcomes) {
      this.applied.set(check, (this.applied.get(check) ?? 0) + 1);
      if (witness !== undefined) {
        const set = this.witnesses.get(check) ?? new Set<string>();
        if (set.size < WITNESSES_PER_CHECK) set.add(witness);
        this.witnesses.set(check, set);
      }
      if (unwitnessed !== undefined && !this.unwitnessedReasons.has(check))
        this.unwitnessedReasons.set(check, unwitnessed);
      if (failures.length === 0) continue;
      this.failureCounts.set(check, (this.failureCounts.get(check) ?? 0) + failures.length);
      const list = this.findings.get(check) ?? [];
      for (const item of failures) {
        const finding = findingOf(item);
        const known = list.some((f) => f.fingerprint === finding.fingerprint);
        if (list.length >= FINDINGS_PER_CHECK && known) continue;
        list.push(finding);
      }
      this.findings.set(check, list);
    }
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
    if (!this.notRunReasons.has(check)) this.notRunReasons.set(check, reason);
  }

  /** Says why a check does not apply to this run (`--api` left its version out). */
  notApplicable(check: CheckId, reason: string): void {
    if (!this.notApplicableReasons.has(check)) this.notApplicableReasons.set(check, reason);
  }

  /** Records that the run was cut short (budget, deadline): it cannot be complete. */
  cutOff(reason: string): void {
    this.cutOffReason ??= reason;
  }

  /** The status and reason of a check from what was recorded of it. */
  private statusOf(id: CheckId): Pick<CheckResult, "status" | "reason" | "witness"> {
    const applied = this.applied.get(id) ?? 0;
    const [witness] = this.witnesses.get(id) ?? [];
    const notApplicable = this.notApplicableReasons.get(id);
    if ((this.failureCounts.get(id) ?? 0) > 0) return { status: "failed" };
    if (applied === 0 && notApplicable !== undefined)
      return { status: "not-applicable", reason: notApplicable };
    if (applied === 0)
      return { status: "not-run", reason: this.notRunReasons.get(id) ?? "nothing to apply it to" };
    if (witness !== undefined) return { status: "witnessed", witness };
    const reason =
      this.unwitnessedReasons.get(id) ??
      "applied only to answers on which a server breaking it need not differ";
    return { status: "unwitnessed", reason };
  }

  /** The failed check ids so far. */
  failedChecks(): CheckId[] {
    return [...this.failureCounts.keys()];
  }

  /** Writes the report. */
  report(header: ReportHeader): ConformanceReport {
    const checks: CheckResult[] = CHECKS.map((info) => {
      const { status, reason, witness } = this.statusOf(info.id);
      return {
        id: info.id,
        group: checkGroup(info.id),
        spec: info.spec,
        title: info.title,
        status,
        applied: this.applied.get(info.id) ?? 0,
        findings: this.findings.get(info.id) ?? [],
        failureCount: this.failureCounts.get(info.id) ?? 0,
        ...(reason === undefined ? {} : { reason }),
        ...(witness === undefined ? {} : { witness }),
      };
    });
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
      coverage: buildCoverage(checks, (id) => [...(this.witnesses.get(id) ?? [])]),
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
