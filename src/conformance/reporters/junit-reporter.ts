import { escapeXml } from "../../validation/reporters/junit-reporter";
import type { CheckResult, ConformanceReport } from "../report";
import { formatFinding } from "./format-finding";

function testcase(check: CheckResult): string {
  const name = escapeXml(`${check.id}: ${check.title} [${check.spec}]`);
  const open = `    <testcase classname="conformance.${check.group}" name="${name}">`;
  switch (check.status) {
    case "passed":
      return `    <testcase classname="conformance.${check.group}" name="${name}"/>`;
    case "not-run":
      return `${open}\n      <skipped message="${escapeXml(check.reason ?? "")}"/>\n    </testcase>`;
    case "failed": {
      const first = check.findings[0]?.message ?? "failed";
      const text = check.findings.map((f) => formatFinding(f)).join("\n\n");
      return `${open}\n      <failure type="${check.id}" message="${escapeXml(first)}">${escapeXml(text)}</failure>\n    </testcase>`;
    }
  }
}

/**
 * The JUnit XML report: one testsuite per API group, one testcase per check (failed: a failure
 * with every finding; not run: skipped). Observations and notes go in system-out.
 */
export function renderJunit(report: ConformanceReport): string {
  const seconds = (report.durationMs / 1000).toFixed(3);
  // How the run was made, so a CI's test page says which truth the server was held to.
  const settings = { seed: report.seed, profile: report.profile, strict: report.strict };
  const properties = [
    "    <properties>",
    ...Object.entries(settings).map(
      ([name, value]) => `      <property name="${name}" value="${escapeXml(String(value))}"/>`,
    ),
    "    </properties>",
  ].join("\n");
  const suites = (["v2", "v1", "cross"] as const).map((group) => {
    const checks = report.checks.filter((check) => check.group === group);
    const failures = checks.filter((c) => c.status === "failed").length;
    const skipped = checks.filter((c) => c.status === "not-run").length;
    const attributes = `name="conformance ${group}" tests="${checks.length}" failures="${failures}" errors="0" skipped="${skipped}"`;
    return `  <testsuite ${attributes}>\n${properties}\n${checks.map(testcase).join("\n")}\n  </testsuite>`;
  });
  const out = [
    ...report.observations.map((o) => `observation: ${o.text}`),
    ...report.notes.map((n) => `note: ${n}`),
  ].join("\n");
  const { summary } = report;
  const total = report.checks.length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="occurrence-contract conform ${escapeXml(report.baseUrl)}" tests="${total}" failures="${summary.failed}" errors="0" skipped="${summary.notRun}" time="${seconds}">`,
    ...suites,
    `  <testsuite name="conformance observations" tests="0" failures="0" errors="0" skipped="0">`,
    `    <system-out>${escapeXml(out)}</system-out>`,
    `  </testsuite>`,
    `</testsuites>`,
    "",
  ].join("\n");
}
