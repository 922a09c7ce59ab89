import { readFileSync } from "node:fs";
import { formatFinding } from "../../src/conformance/reporters";
import { REPORT_FILE_ENV, type EntryOutcome } from "./report-file";

/**
 * One jest test per conformance check, from the run globalSetup made (see
 * jest.conformance.config.js): a failed check fails its test with the findings' text; a check
 * that did not run is skipped with the reason in its name; observations are listed as passing
 * tests (they never fail).
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
      if (check.status === "not-run") {
        test.skip(`${name} (not run: ${check.reason ?? ""})`, () => undefined);
        continue;
      }
      test(name, () => {
        if (check.status !== "failed") return;
        const more =
          check.failureCount > check.findings.length
            ? `\n\n… and ${check.failureCount - check.findings.length} more`
            : "";
        throw new Error(`${check.findings.map((f) => formatFinding(f)).join("\n\n")}${more}`);
      });
    }
  });
  describe("observations (where the spec is silent; never failures)", () => {
    const lines = [
      ...report.observations.map((o) => o.text),
      ...report.notes.map((n) => `note: ${n}`),
    ];
    test.each(lines.length > 0 ? lines : ["none"])("%s", () => undefined);
  });
}
