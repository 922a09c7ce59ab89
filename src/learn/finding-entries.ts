import type { CheckOutcome } from "../conformance/checks-entry";
import type { Finding } from "../report";
import type { LearnView } from "./learn-view";

/** The entry a failure came from (kept instead of its answer, which may be large). */
type EntryOf = Pick<LearnView, "source" | "entry">;

/**
 * The most failures whose entry is kept (a capture of endless distinct failures); the ledger
 * keeps the first failures of each rule, noted first.
 */
export const MAX_FAILURE_ENTRIES = 10_000;

/** Rule, message and URL name a failure until the ledger has made its finding. */
function failureKey(rule: string, message: string, url: string | undefined): string {
  return `${rule}\u0000${message}\u0000${url ?? ""}`;
}

/**
 * The capture entries that failures came from: noted as outcomes are recorded (each failure's
 * exchange is a captured answer), then written into the findings the ledger made of them, so
 * each finding names its entry (`where.source`, `where.exchange.entry`).
 */
export class FindingEntries {
  private readonly entries = new Map<string, EntryOf>();

  /** Notes the entry of every failure of the outcomes (the first of a key wins). */
  note(outcomes: readonly CheckOutcome[]): void {
    for (const item of outcomes)
      for (const f of item.failures) {
        const key = failureKey(f.check, f.message, f.exchange?.url);
        const view = f.exchange as Partial<LearnView> | undefined;
        const room = this.entries.size < MAX_FAILURE_ENTRIES;
        if (room && !this.entries.has(key) && view?.source !== undefined)
          this.entries.set(key, { source: view.source, entry: view.entry });
      }
  }

  /** The finding with the entry of the capture that proves it, when one was noted. */
  name(finding: Finding): Finding {
    const exchange = finding.where.exchange;
    const found = this.entries.get(failureKey(finding.ruleId, finding.message, exchange?.url));
    if (found === undefined || exchange === undefined) return finding;
    const entry = found.entry === undefined ? {} : { entry: found.entry };
    return {
      ...finding,
      where: { ...finding.where, source: found.source, exchange: { ...exchange, ...entry } },
    };
  }
}
