import type { Ledger } from "../../../src/conformance/ledger";
import type { ConformanceReport } from "../../../src/conformance/report";
import { ledgerHeader } from "./ledger-header";

/** The report of what a ledger holds, under the tests' run header. */
export function reportOf(ledger: Ledger): ConformanceReport {
  return ledger.report(ledgerHeader());
}
