import type { ConformanceReport } from "../../src/conformance";

/** The environment variable through which globalSetup tells the tests where the outcome is. */
export const REPORT_FILE_ENV = "CONFORMANCE_REPORT_FILE";

/** What globalSetup hands to the test file. */
export type EntryOutcome =
  | { readonly kind: "report"; readonly report: ConformanceReport; readonly target: string }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "skipped"; readonly reason: string };
