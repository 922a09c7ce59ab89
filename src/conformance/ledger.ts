import type { Profile } from "../schemas/profile";
import { CHECKS, checkGroup, type CheckId } from "./check-catalogue";
import { findingOf } from "./finding-of";
import type { CheckOutcome, Observation } from "./outcome";
import type { ApiState, CheckResult, ConformanceReport, Finding } from "./report";
import { toCurl } from "./to-curl";

/**
 * The most failures of one check kept in a report; the rest are counted. A failure whose
 * fingerprint none of the kept ones has is kept past this, so every distinct finding is listed
 * and a baseline decides on each.
 */
export const FINDINGS_PER_CHECK = 10;

/** What the ledger needs, besides outcomes, to write the report. */
export interface ReportHeader {
  readonly baseUrl: string;
  readonly seed: number;
  readonly strict: boolean;
  readonly profile: Profile;
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

  /** Records outcomes of checks. */
  add(outcomes: readonly CheckOutcome[]): void {
    for (const { check, failures } of outcomes) {
      this.applied.set(check, (this.applied.get(check) ?? 0) + 1);
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

  /** The failed check ids so far. */
  failedChecks(): CheckId[] {
    return [...this.failureCounts.keys()];
  }

  /** Writes the report. */
  report(header: ReportHeader): ConformanceReport {
    const checks: CheckResult[] = CHECKS.map((info) => {
      const applied = this.applied.get(info.id) ?? 0;
      const failureCount = this.failureCounts.get(info.id) ?? 0;
      const status = failureCount > 0 ? "failed" : applied > 0 ? "passed" : "not-run";
      const reason =
        status === "not-run"
          ? (this.notRunReasons.get(info.id) ?? "nothing to apply it to")
          : undefined;
      return {
        id: info.id,
        group: checkGroup(info.id),
        spec: info.spec,
        title: info.title,
        status,
        applied,
        findings: this.findings.get(info.id) ?? [],
        failureCount,
        ...(reason === undefined ? {} : { reason }),
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
      ...summarizeChecks(checks),
    };
  }
}

/** A report's summary and verdict from its checks: counts by status, findings, conforms. */
export function summarizeChecks(
  checks: readonly CheckResult[],
): Pick<ConformanceReport, "summary" | "conforms"> {
  const count = (status: CheckResult["status"]): number =>
    checks.filter((c) => c.status === status).length;
  const failures = checks.reduce((sum, c) => sum + c.failureCount, 0);
  return {
    summary: {
      passed: count("passed"),
      failed: count("failed"),
      notRun: count("not-run"),
      failures,
    },
    conforms: failures === 0,
  };
}
