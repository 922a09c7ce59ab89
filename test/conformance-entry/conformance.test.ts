import { readFileSync } from "node:fs";
import type { CheckResult } from "../../src/conformance";
import { formatFinding } from "../../src/conformance/reporters";
import { REPORT_FILE_ENV, type EntryOutcome } from "./report-file";

/**
 * One jest test per conformance check, from the run globalSetup made (see
 * jest.conformance.config.js). A check passes only when it was witnessed; as the CLI's exit 3
 * does, a check that was unwitnessed or not run fails its test with the reason, and a failed check
 * fails with its findings' text. A check the run was told to leave out (`CONFORMANCE_API`: not
 * applicable) is skipped with the reason in its name. A run cut short fails one more test.
 * Observations (where the spec is silent) are no tests: globalSetup prints them with the run.
 */
function readOutcome(): EntryOutcome {
  const file = process.env[REPORT_FILE_ENV];
  if (file === undefined)
    return {
      kind: "error",
      message: `${REPORT_FILE_ENV} is unset: run with npm run test:conformance`,
    };
  return JSON.parse(readFileSync(file, "utf8")) as EntryOutcome;
}

/** Why a check that ran to no failure is not a pass, as the report's `missing` line says it. */
function notWitnessed(check: CheckResult): string {
  const reason = check.reason ?? "no reason given";
  return check.status === "not-run"
    ? `not run: ${reason} (the run is incomplete, as conform's exit 3)`
    : `unwitnessed: ${reason}; held only on answers that could not tell a server breaking it (the run is incomplete, as conform's exit 3)`;
}

function failure(check: CheckResult): string {
  const more =
    check.failureCount > check.findings.length
      ? `\n\n… and ${check.failureCount - check.findings.length} more`
      : "";
  return `${check.findings.map((f) => formatFinding(f)).join("\n\n")}${more}`;
}

const outcome = readOutcome();

if (outcome.kind === "skipped") {
  test.skip(`conformance suite skipped: ${outcome.reason}`, () => undefined);
} else if (outcome.kind === "error") {
  test("the conformance suite can run", () => {
    throw new Error(outcome.message);
  });
} else {
  const { report, target } = outcome;
  describe(`conformance of ${target} (seed ${report.seed}, ${report.requests} requests)`, () => {
    for (const check of report.checks) {
      const name = `${check.id}: ${check.title} [${check.spec}]`;
      if (check.status === "not-applicable") {
        test.skip(`${name} (not applicable: ${check.reason ?? ""})`, () => undefined);
        continue;
      }
      test(name, () => {
        if (check.status === "failed") throw new Error(failure(check));
        if (check.status !== "witnessed") throw new Error(notWitnessed(check));
      });
    }
    test("the run was not cut short", () => {
      if (report.cutOff !== undefined)
        throw new Error(`cut off: ${report.cutOff} (the run is incomplete, as conform's exit 3)`);
    });
  });
}
