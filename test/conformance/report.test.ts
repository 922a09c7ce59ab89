import { CHECKS } from "../../src/conformance";
import { applyConformanceBaseline } from "../../src/conformance/apply-conformance-baseline";
import { schemaOutcome } from "../../src/conformance/checks/check-schema";
import { FINDINGS_PER_CHECK, Ledger } from "../../src/conformance/ledger";
import { failure, held, outcome } from "../../src/conformance/outcome";
import type { ConformanceReport } from "../../src/conformance/report";
import {
  formatSummary,
  renderConsole,
  renderHtml,
  renderJson,
  renderJunit,
} from "../../src/conformance/reporters";
import { exchangeOf } from "./helpers/exchange-of";
import { ledgerHeader } from "./helpers/ledger-header";

const ex = exchangeOf("/api/v2/occurrences", { take: 5, "field[]": ["a"] }, {});

function sample(): ConformanceReport {
  const ledger = new Ledger();
  ledger.add([{ ...held("v2.status"), witness: "GET /api/v2/occurrences?take=5" }]);
  ledger.add([{ ...held("v2.schema"), unwitnessed: "only empty answers" }]);
  ledger.add([held("v2.status")]);
  ledger.add([
    outcome("v2.paging.page-count", [
      failure("v2.paging.page-count", ex, "pageCount is wrong", "pageCount 0", "pageCount 1 <&>"),
    ]),
  ]);
  ledger.notRun("v1.status", "v1 not served (GET /api/v1/cities: HTTP 404)");
  ledger.observe({ topic: "default-take", text: "default take: 25", exchange: ex });
  ledger.observe({ topic: "default-take", text: "default take: 25" });
  ledger.note("a note");
  return ledger.report({
    baseUrl: "http://server.test",
    seed: 7,
    strict: false,
    profile: "observed",
    apis: { v1: "not served", v2: "served" },
    startedAt: new Date(Date.UTC(2024, 0, 1)),
    durationMs: 1234,
    requests: 40,
    maxRequests: 400,
  });
}

describe("Ledger", () => {
  test("one result per catalogue check: applied counts, failures, witnesses, reasons for not run and unwitnessed", () => {
    const report = sample();
    expect(report.checks.map((c) => c.id)).toEqual(CHECKS.map((c) => c.id));
    const byId = new Map(report.checks.map((c) => [c.id, c]));
    expect(byId.get("v2.status")).toMatchObject({
      status: "witnessed",
      applied: 2,
      witness: "GET /api/v2/occurrences?take=5",
    });
    expect(byId.get("v2.schema")).toMatchObject({
      status: "unwitnessed",
      reason: "only empty answers",
    });
    expect(byId.get("v2.paging.page-count")).toMatchObject({
      status: "failed",
      failureCount: 1,
      spec: "api-v2 2.2",
    });
    expect(byId.get("v2.paging.page-count")?.findings[0]?.curl).toBe(`curl -sS -g '${ex.url}'`);
    expect(byId.get("v1.status")).toMatchObject({
      status: "not-run",
      reason: "v1 not served (GET /api/v1/cities: HTTP 404)",
    });
    expect(byId.get("v1.schema")?.reason).toBe("nothing to apply it to");
    expect(report.observations).toHaveLength(1);
    expect(report.summary).toEqual({
      passed: 1,
      witnessed: 1,
      unwitnessed: 1,
      failed: 1,
      notRun: CHECKS.length - 3,
      notApplicable: 0,
      failures: 1,
    });
    expect(report.verdict).toBe("fails");
    expect(report.conforms).toBe(false);
  });
  test(`keeps at most ${FINDINGS_PER_CHECK} findings per check, counting the rest`, () => {
    const ledger = new Ledger();
    const many = Array.from({ length: 25 }, (_, i) => failure("v2.order", ex, `f${i}`, "e", "s"));
    ledger.add([outcome("v2.order", many)]);
    const check = ledger.report({ ...ledgerHeader() }).checks.find((c) => c.id === "v2.order");
    expect(check?.findings).toHaveLength(FINDINGS_PER_CHECK);
    expect(check?.failureCount).toBe(25);
  });
  test("past the limit, a failure with a fingerprint not yet listed is still listed", () => {
    const ledger = new Ledger();
    const same = Array.from({ length: 12 }, () => failure("v2.order", ex, "f", "e", "s"));
    const other = { ...failure("v2.order", ex, "f", "e", "s"), pointer: "/data/0", keyword: "x" };
    ledger.add([outcome("v2.order", [...same, other])]);
    const check = ledger.report(ledgerHeader()).checks.find((c) => c.id === "v2.order");
    expect(check?.findings).toHaveLength(FINDINGS_PER_CHECK + 1);
    expect(check?.findings.at(-1)?.fingerprint).toBe(
      "v2.order GET /api/v2/occurrences /data/* [x]",
    );
  });
});

const VIOLATIONS = [
  { path: "/data/0/address", rule: "required", message: "missing", schemaPath: "a" },
  { path: "/data/1/address", rule: "required", message: "missing", schemaPath: "a" },
  {
    path: "/data/1/policeAction",
    rule: "type",
    message: "not boolean",
    schemaPath: "b",
    value: "yes",
  },
];

describe("schema findings carry their violations' structure", () => {
  const report = (violations = VIOLATIONS) => {
    const ledger = new Ledger();
    ledger.add([
      schemaOutcome("v2.schema", ex, "schemas/v2/occurrences-response.json", violations),
    ]);
    return ledger.report(ledgerHeader());
  };
  const schemaFindings = (r: ConformanceReport) =>
    r.checks.find((c) => c.id === "v2.schema")?.findings ?? [];

  test("one finding per distinct place and keyword, the message counting every violation", () => {
    const findings = schemaFindings(report());
    expect(findings.map((f) => [f.fingerprint, f.message])).toEqual([
      [
        "v2.schema GET /api/v2/occurrences /data/*/address [required]",
        "GET /api/v2/occurrences: 3 schema violation(s)",
      ],
      [
        "v2.schema GET /api/v2/occurrences /data/*/policeAction [type]",
        "GET /api/v2/occurrences: 3 schema violation(s)",
      ],
    ]);
    expect(findings.map((f) => [f.where.pointer, f.keyword])).toEqual([
      ["/data/0/address", "required"],
      ["/data/1/policeAction", "type"],
    ]);
  });

  test("a baseline of one place accepts it and not another violation on the same endpoint", () => {
    const accepted = new Set(
      schemaFindings(report(VIOLATIONS.slice(0, 1))).map((f) => f.fingerprint),
    );
    const applied = applyConformanceBaseline(report(), accepted, "b.json");
    expect(schemaFindings(applied).map((f) => f.keyword)).toEqual(["type"]);
    // The accepted finding is not dropped: it moves to the check's `accepted` list, as accepted.
    const schema = applied.checks.find((c) => c.id === "v2.schema");
    expect(schema?.accepted?.map((f) => [f.severity, f.fingerprint])).toEqual([
      ["accepted", [...accepted][0]],
    ]);
    expect(applied.conforms).toBe(false);
    expect(applied.notes).toEqual(["1 finding(s) accepted by the baseline b.json"]);
    const all = new Set(schemaFindings(report()).map((f) => f.fingerprint));
    const clean = applyConformanceBaseline(report(), all, "b.json");
    // Every finding accepted: the check is witnessed by the answer that showed them; the run is
    // still incomplete (the sample applied no other check), never failed.
    expect(clean.checks.find((c) => c.id === "v2.schema")).toMatchObject({
      status: "witnessed",
      witness: ex.url,
    });
    expect(clean.verdict).toBe("incomplete");
  });
});

describe("reporters", () => {
  test("console: grouped by API, failures with expected, seen and curl, then observations and the summary", () => {
    const text = renderConsole(sample());
    expect(text).toMatch(
      /^conformance of http:\/\/server\.test \(v2 served, v1 not served; seed 7; profile observed\)/,
    );
    expect(text.indexOf("API v2")).toBeLessThan(text.indexOf("API v1"));
    expect(text).toContain("  ✓ v2.status");
    expect(text).toContain("  ✗ v2.paging.page-count");
    expect(text).toContain(
      "      pageCount is wrong\n        expected: pageCount 0\n        seen:     pageCount 1 <&>\n        repeat:   curl -sS -g",
    );
    expect(text).toContain("      not-run: v1 not served");
    expect(text).toContain("  ? v2.schema");
    expect(text).toContain("      unwitnessed: only empty answers");
    expect(text).toContain("      witness: GET /api/v2/occurrences?take=5");
    expect(text).toContain(
      "Observations (where the spec is silent; never failures)\n  • default take: 25",
    );
    expect(text).toContain("  ! a note");
    expect(text.trimEnd().endsWith(formatSummary(sample()))).toBe(true);
    expect(formatSummary(sample())).toBe(
      `DOES NOT CONFORM: 1 witnessed, 1 unwitnessed, 1 failed (1 finding(s)), ${CHECKS.length - 3} not run, 0 not applicable · 40 requests · 1.2 s · seed 7`,
    );
  });
  test("json: the report with a version", () => {
    const parsed = JSON.parse(renderJson(sample())) as {
      version: number;
      profile: string;
      checks: unknown[];
      conforms: boolean;
    };
    expect(parsed.version).toBe(2);
    expect(parsed.profile).toBe("observed");
    expect(parsed.checks).toHaveLength(CHECKS.length);
    expect(parsed.conforms).toBe(false);
  });
  test("json: a finding keeps today's fields, in order, and adds its fingerprint", () => {
    const parsed = JSON.parse(renderJson(sample())) as {
      checks: Array<{ id: string; findings: Array<Record<string, string>> }>;
    };
    const [finding] = parsed.checks.find((c) => c.id === "v2.paging.page-count")?.findings ?? [];
    expect(Object.keys(finding ?? {})).toEqual([
      "check",
      "message",
      "expected",
      "seen",
      "spec",
      "curl",
      "fingerprint",
    ]);
    expect(finding?.check).toBe("v2.paging.page-count");
    expect(finding?.fingerprint).toBe("v2.paging.page-count GET /api/v2/occurrences");
  });
  test("html: one page with the verdict, counts and each finding", () => {
    const html = renderHtml(sample());
    expect(html).toContain("<title>conformance of http://server.test</title>");
    expect(html).toContain(
      '<p class="verdict fail">DOES NOT CONFORM: 1 witnessed, 1 unwitnessed, 1 failed',
    );
    expect(html).toContain("<tr><th>findings</th><td>1</td></tr>");
    expect(html).toContain("pageCount 1 &lt;&amp;&gt;");
    expect(html).toContain("<li>observation: default take: 25</li>");
  });
  test("junit: one testcase per check, failure and skipped elements, text escaped", () => {
    const xml = renderJunit(sample());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml.match(/<testcase /g)).toHaveLength(CHECKS.length);
    expect(xml).toMatch(
      new RegExp(
        `<testsuites name="occurrence-contract conform http://server\\.test" tests="${CHECKS.length}" failures="1" errors="0" skipped="${CHECKS.length - 2}"`,
      ),
    );
    expect(xml).toContain('<failure type="v2.paging.page-count" message="pageCount is wrong">');
    expect(xml).toContain("pageCount 1 &lt;&amp;&gt;");
    expect(xml).toContain('<skipped message="v1 not served (GET /api/v1/cities: HTTP 404)"/>');
    const { verdict, missing } = sample();
    expect(xml).toContain(
      `<system-out>verdict: ${verdict}${missing === "" ? "" : ` (missing: ${missing})`}\nobservation: default take: 25\nnote: a note</system-out>`,
    );
    // Each API's suite says how the run was made (the profile above all) and its verdict.
    const properties = `<properties>\n      <property name="seed" value="7"/>\n      <property name="profile" value="observed"/>\n      <property name="strict" value="false"/>\n      <property name="verdict" value="${verdict}"/>\n${missing === "" ? "" : `      <property name="missing" value="${missing}"/>\n`}    </properties>`;
    expect(xml.split(properties)).toHaveLength(4);
    expect(xml.trim().endsWith("</testsuites>")).toBe(true);
  });
});
