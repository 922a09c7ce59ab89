import type { Violation } from "../../src/schemas";
import type { BodyResult } from "../../src/validation/body-result";
import {
  validationFindings,
  violationFingerprint,
  violationFinding,
} from "../../src/validation/findings-of";

const VIOLATION: Violation = {
  path: "/data/3/latitude",
  rule: "type",
  message: "must be a string, got number -22.9",
  schemaPath: "x",
  value: -22.9,
};

const IN_FILE: BodyResult = {
  source: { file: "a.json" },
  status: "invalid",
  schema: "v2/occurrences-response",
  violations: [VIOLATION],
};
const IN_HAR: BodyResult = {
  ...IN_FILE,
  source: { file: "c.har", entry: 2 },
  exchange: { method: "GET", url: "https://x.test/api/v2/occurrences?page=3", status: 200 },
};

describe("violationFinding: a violation of validate as the shared finding", () => {
  test.each<[string, BodyResult, Violation, string]>([
    [
      "a body read from a file: schema, place, keyword",
      IN_FILE,
      VIOLATION,
      "validate.schema v2/occurrences-response /data/*/latitude [type]",
    ],
    [
      "a recorded answer: its endpoint too, without query or host",
      IN_HAR,
      VIOLATION,
      "validate.schema GET /api/v2/occurrences v2/occurrences-response /data/*/latitude [type]",
    ],
    [
      "a known departure: its name too",
      IN_FILE,
      { ...VIOLATION, departure: "departures/latitude-number" },
      "validate.schema v2/occurrences-response /data/*/latitude [type] departures/latitude-number",
    ],
  ])("%s", (_rule, result, violation, fingerprint) => {
    const finding = violationFinding(result, violation);
    expect(finding.fingerprint).toBe(fingerprint);
    // The fast path the JSON report and the baseline use gives the same fingerprint.
    expect(violationFingerprint(result, violation)).toBe(fingerprint);
  });

  test("it carries the section of the schema, the place, the exchange and the source", () => {
    const finding = violationFinding(IN_HAR, VIOLATION, "warning");
    expect(finding).toMatchObject({
      ruleId: "validate.schema",
      spec: "api-v2 2.1",
      severity: "warning",
      keyword: "type",
      where: {
        endpoint: "GET /api/v2/occurrences",
        schema: "v2/occurrences-response",
        pointer: "/data/3/latitude",
        source: "c.har#/log/entries/2",
        exchange: { method: "GET", status: 200, entry: 2 },
      },
    });
  });
});

describe("validationFindings: every finding of a run", () => {
  test("violations, warnings, accepted ones, and bodies that failed without violations", () => {
    const findings = validationFindings({
      results: [
        { ...IN_FILE, warnings: [VIOLATION], accepted: [VIOLATION] },
        { source: { file: "b.json" }, status: "malformed", violations: [] },
        {
          source: { file: "c.json" },
          status: "valid",
          schema: "v1/cities-response",
          violations: [],
        },
      ],
    });
    expect(findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ["validate.schema", "error"],
      ["validate.schema", "warning"],
      ["validate.schema", "accepted"],
      ["validate.malformed", "error"],
    ]);
  });
});
