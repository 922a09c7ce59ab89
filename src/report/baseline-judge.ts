import type { Finding } from "./finding";

/** What a baseline did in one run: the findings it accepted and its stale entries. */
export interface BaselineOutcome {
  /** The baseline file(s) named (`a.json`, or `a.json, b.json` with --write-baseline too). */
  readonly file?: string;
  /** How many findings it accepted. */
  readonly accepted: number;
  /** Its entries that accepted no finding of the run (fingerprints, sorted): to remove. */
  readonly stale: readonly string[];
}

/**
 * How `conform`, `validate` and `learn` apply a baseline (the accepted fingerprints of
 * src/report/baseline.ts) to their findings, one meaning for all three: a finding in error whose
 * fingerprint the baseline names is `accepted` (reported as such, never dropped, never failing
 * the run); warnings stay warnings. An entry that accepted no finding of the run is stale.
 */
export class BaselineJudge {
  private readonly matched = new Set<string>();
  private count = 0;

  constructor(
    private readonly fingerprints: ReadonlySet<string>,
    private readonly file?: string,
  ) {}

  /** Whether an error with this fingerprint is accepted (noted for the stale list, not counted). */
  accepts(fingerprint: string): boolean {
    if (!this.fingerprints.has(fingerprint)) return false;
    this.matched.add(fingerprint);
    return true;
  }

  /** Counts findings accepted elsewhere (a tally that moves them itself). */
  counted(findings: number): void {
    this.count += findings;
  }

  /** The finding as the baseline has it: an error it names becomes `accepted`, counted. */
  judge(finding: Finding): Finding {
    if (finding.severity !== "error" || !this.accepts(finding.fingerprint)) return finding;
    this.count += 1;
    return { ...finding, severity: "accepted" };
  }

  /** What the baseline did so far: the findings accepted, the entries that accepted none. */
  outcome(): BaselineOutcome {
    const stale = [...this.fingerprints].filter((f) => !this.matched.has(f)).sort();
    return {
      ...(this.file === undefined ? {} : { file: this.file }),
      accepted: this.count,
      stale,
    };
  }
}
