import {
  acceptedLines,
  formatFindingLines,
  renderHtmlDocument,
  renderJsonDocument,
  renderJunitDocument,
  staleBaselineLines,
  type Finding,
  type JunitCase,
  type Reporter,
} from "../report";
import {
  CHECK_STATUSES,
  type CoverageEntry,
  coverageHtmlTable,
  renderCoverageShort,
} from "../conformance/checks-entry";
import { LEARN_SHAPE_RULE } from "./learn-findings";
import {
  formatLearnSummary,
  learnPassed,
  problemsLeftOutLines,
  type LearnReport,
} from "./learn-report";

/** The version of learn's JSON report. */
export const LEARN_REPORT_VERSION = 1;

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

/** How many rules of the coverage have a status. */
function rulesIn(report: LearnReport, status: string): number {
  return report.coverage.filter((e) => e.parameter === null && e.status === status).length;
}

function departureLines(report: LearnReport, known: boolean): string[] {
  return report.departures
    .filter((d) => d.known === known)
    .map((d) => {
      const places = [...new Set(d.clusters.map((c) => c.pointer))].join(", ");
      const count = d.clusters.reduce((n, c) => n + c.count, 0);
      return `  ${d.name}: ${count} value(s), ${percent(d.share)} of those at ${places}`;
    });
}

/** The rules the capture applied but could not witness, each with why (the map shows only `?`). */
function unwitnessedLines(report: LearnReport): string[] {
  const rules = report.coverage.filter((e) => e.parameter === null && e.status === "unwitnessed");
  if (rules.length === 0) return [];
  return [
    "Unwitnessed rules (held, but on answers that could not tell)",
    ...rules.map((e) => `  ? ${e.rule}${e.reason === undefined ? "" : `: ${e.reason}`}`),
  ];
}

/** `settled: v1Bounds inclusive (windows answered …)`, then `undecided: maxTake (why)`. */
function settingLines(report: LearnReport): string[] {
  const { evidence = {}, undecided = {}, ...chosen } = report.settings ?? {};
  const settled = Object.entries(chosen).map(
    ([name, value]) => `  ${name} ${String(value)} (${evidence[name] ?? ""})`,
  );
  const noted = Object.entries(evidence)
    .filter(([name]) => !(name in chosen))
    .map(([name, why]) => `  ${name}: ${why} (no option changes it)`);
  const open = Object.entries(undecided).map(([name, why]) => `  ${name}: ${why}`);
  return [
    ...(settled.length + noted.length === 0 ? [] : ["settled:", ...settled, ...noted]),
    ...(open.length === 0 ? [] : ["undecided:", ...open]),
  ];
}

function consoleReport(report: LearnReport): string {
  const confirmed = departureLines(report, true);
  const proposed = departureLines(report, false);
  const lines = [
    `learn (profile ${report.profile}) of ${report.paths.join(", ")}`,
    ...(confirmed.length === 0 ? [] : ["departures confirmed:", ...confirmed]),
    ...(proposed.length === 0 ? [] : ["departures proposed:", ...proposed]),
    ...settingLines(report),
    ...(report.written === undefined ? [] : [`overlays written to ${report.written}`]),
    ...report.findings.map(
      (f) =>
        `${f.severity} ${f.ruleId} ${formatFindingLines(f)}${f.where.source === undefined ? "" : `\n  entry:    ${f.where.source}`}`,
    ),
    ...(report.problems.length === 0
      ? []
      : [
          "bad input:",
          ...[...report.problems, ...problemsLeftOutLines(report)].map((p) => `  ${p}`),
        ]),
    ...report.notes.map((n) => `note: ${n}`),
    ...staleBaselineLines(report.staleBaseline ?? []),
    ...(report.coverage.length === 0 ? [] : renderCoverageShort(report.coverage)),
    ...unwitnessedLines(report),
  ];
  return `${lines.join("\n")}\n${formatLearnSummary(report)}`;
}

function jsonReport(report: LearnReport): string {
  const departures = report.departures.map((d) => ({
    name: d.name,
    known: d.known,
    share: d.share,
    count: d.clusters.reduce((n, c) => n + c.count, 0),
    pointers: [...new Set(d.clusters.map((c) => c.pointer))],
    overlay: d.overlay,
  }));
  return renderJsonDocument(LEARN_REPORT_VERSION, {
    ...report,
    passed: learnPassed(report),
    departures,
  });
}

/**
 * One testcase per rule of the coverage: witnessed passes (the fingerprints a baseline accepted
 * in its system-out), failed fails, the rest is skipped.
 */
function ruleCase(entry: CoverageEntry, findings: readonly Finding[]): JunitCase {
  const id = entry.rule.split(":")[0] ?? entry.rule;
  const attributes = [
    ["name", entry.rule],
    ["classname", `learn.${id.split(".")[0] ?? ""}`],
  ] as const;
  const accepted = acceptedLines(findings.filter((f) => f.ruleId === id));
  if (entry.status === "witnessed")
    return accepted.length === 0 ? { attributes } : { attributes, systemOut: accepted.join("\n") };
  if (entry.status !== "failed")
    return { attributes, skipped: `${entry.status}: ${entry.reason ?? ""}` };
  const own = findings.filter((f) => f.ruleId === id && f.severity === "error");
  const text = own.map((f) => formatFindingLines(f)).join("\n\n");
  return { attributes, failure: { type: id, message: own[0]?.message ?? "failed", text } };
}

/**
 * The JUnit XML report: a suite of the shape findings (one testcase each), then a suite of the
 * rules of conform judged on the capture (one testcase per rule, as conform's report has).
 */
function junitReport(report: LearnReport): string {
  const shapes = report.findings.filter((f) => f.ruleId === LEARN_SHAPE_RULE);
  const cases = shapes.map((f) => ({
    attributes: [
      ["name", f.fingerprint],
      ["classname", f.ruleId],
    ] as const,
    ...(f.severity === "error"
      ? { failure: { type: f.ruleId, message: f.message, text: formatFindingLines(f) } }
      : {}),
    ...(f.severity === "accepted" ? { systemOut: acceptedLines([f]).join("\n") } : {}),
  }));
  const rules = report.coverage
    .filter((entry) => entry.parameter === null)
    .map((entry) => ruleCase(entry, report.findings));
  const failed = (list: readonly JunitCase[]): number =>
    list.filter((c) => c.failure !== undefined).length;
  return renderJunitDocument({
    attributes: [["name", "occurrence-contract learn"]],
    suites: [
      {
        attributes: [
          ["name", "learn"],
          ["tests", cases.length],
          ["failures", failed(cases)],
        ],
        properties: [["profile", report.profile]],
        cases,
        systemOut: [
          formatLearnSummary(report),
          ...staleBaselineLines(report.staleBaseline ?? []).map((line) => `${line}\n`),
        ].join(""),
      },
      {
        attributes: [
          ["name", "learn rules"],
          ["tests", rules.length],
          ["failures", failed(rules)],
          ["skipped", rules.filter((c) => c.skipped !== undefined).length],
        ],
        cases: rules,
      },
    ],
  });
}

/** learn's report in one of the shared formats: console, json, junit, html. */
export function renderLearnReport(reporter: Reporter, report: LearnReport): string {
  switch (reporter) {
    case "console":
      return consoleReport(report);
    case "json":
      return jsonReport(report);
    case "junit":
      return junitReport(report);
    case "html":
      return renderHtmlDocument({
        title: `learn of ${report.paths.join(", ")}`,
        verdict:
          report.verdict === "conforms"
            ? "LEARNED, NOTHING WRONG"
            : report.verdict === "fails"
              ? "DEPARTS FROM THE PROFILE"
              : "NOTHING WITNESSED",
        passed: learnPassed(report),
        settings: [`profile ${report.profile}`],
        counts: [
          ["answers checked", report.checked],
          ["valid", report.valid],
          ["skipped", report.skipped],
          ["departures confirmed", report.departures.filter((d) => d.known).length],
          ["departures proposed", report.departures.filter((d) => !d.known).length],
          ...CHECK_STATUSES.map((status) => [`rules ${status}`, rulesIn(report, status)] as const),
        ],
        findings: report.findings,
        // A finding a baseline accepted is a row of status `accepted`, which the filter then
        // offers.
        statuses: report.findings.some((f) => f.severity === "accepted")
          ? [...CHECK_STATUSES, "accepted"]
          : CHECK_STATUSES,
        tables: [coverageHtmlTable(report.coverage)],
        notes: [
          ...report.problems,
          ...problemsLeftOutLines(report),
          ...report.notes,
          ...(report.staleBaseline ?? []).map((f) => `stale baseline entry: ${f}`),
        ],
      });
  }
}
