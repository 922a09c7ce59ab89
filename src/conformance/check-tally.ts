import { CHECKS, checkGroup, type CheckId } from "./check-catalogue";
import { buildCoverage, type CoverageEntry } from "./coverage";
import { findingOf } from "./finding-of";
import type { CheckOutcome } from "./outcome";
import type { CheckResult, Finding } from "./report";

/**
 * The most failures of one check kept in a report; the rest are counted. A failure whose
 * fingerprint none of the kept ones has is kept past this, so every distinct finding is listed
 * and a baseline decides on each.
 */
export const FINDINGS_PER_CHECK = 10;

/**
 * The most distinct witness queries kept per check (the coverage map looks for one per parameter).
 */
const WITNESSES_PER_CHECK = 200;

/** What a tally says: every check of the catalogue with its status, and the coverage map. */
export interface TallyResult {
  readonly checks: readonly CheckResult[];
  readonly coverage: readonly CoverageEntry[];
}

/**
 * The checks' tally: the outcomes of the checks, however they were applied (conform's run over
 * live answers, learn over captured ones), and why a check did not run or does not apply. It
 * knows nothing of the run itself (base URL, seed, time): `result()` gives the checks with their
 * status and the coverage map.
 */
export class CheckTally {
  private readonly applied = new Map<CheckId, number>();
  private readonly findings = new Map<CheckId, Finding[]>();
  private readonly failureCounts = new Map<CheckId, number>();
  private readonly notRunReasons = new Map<CheckId, string>();
  private readonly notApplicableReasons = new Map<CheckId, string>();
  private readonly witnesses = new Map<CheckId, Set<string>>();
  private readonly unwitnessedReasons = new Map<CheckId, string>();

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

  /** Says why a check could not run (shown when it was never applied). */
  notRun(check: CheckId, reason: string): void {
    if (!this.notRunReasons.has(check)) this.notRunReasons.set(check, reason);
  }

  /** Says why a check does not apply (`--api` left its version out, a capture cannot judge it). */
  notApplicable(check: CheckId, reason: string): void {
    if (!this.notApplicableReasons.has(check)) this.notApplicableReasons.set(check, reason);
  }

  /** The failed check ids so far. */
  failedChecks(): CheckId[] {
    return [...this.failureCounts.keys()];
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

  /** Every check of the catalogue with its status, findings and witness; the coverage map. */
  result(): TallyResult {
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
      checks,
      coverage: buildCoverage(checks, (id) => [...(this.witnesses.get(id) ?? [])]),
    };
  }
}
