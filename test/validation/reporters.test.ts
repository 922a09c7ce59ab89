import type { Violation } from "../../src/schemas";
import { renderReport, type BodyResult, type ValidationRun } from "../../src/validation";

function typeViolation(index: number): Violation {
  return {
    path: `/data/${index}/latitude`,
    rule: "type",
    message: `must be of type string, got number -22.${index}`,
    schemaPath: "#/properties/latitude/type",
    value: Number(`-22.${index}`),
  };
}

const invalid = (line: number, violations: Violation[]): BodyResult => ({
  source: { file: "corpus.ndjson", line },
  status: "invalid",
  schema: "v2/occurrences-response",
  violations,
});

const RUN: ValidationRun = {
  results: [
    invalid(1, [typeViolation(0), typeViolation(1)]),
    invalid(2, [typeViolation(0), typeViolation(5)]),
    invalid(3, [
      {
        path: "/pageMeta/page",
        rule: "type",
        message: 'must be of type integer, got string "1"',
        schemaPath: "x",
        value: "1",
      },
    ]),
    { source: { file: "ok.json" }, status: "valid", schema: "v1/cities-response", violations: [] },
    {
      source: { file: "bad.json" },
      status: "malformed",
      parseError: { line: 3, column: 14, offset: 30, message: "Unexpected token '}'" },
      violations: [],
    },
    {
      source: { file: "odd.json" },
      status: "undetermined",
      reason: "schema cannot be told from the body: an empty array fits every v1 list",
      violations: [],
    },
    {
      source: { file: "cap.har", entry: 4 },
      exchange: { method: "GET", url: "https://x/style.css", status: 200 },
      status: "skipped",
      reason: "response is not JSON (content type text/css)",
      violations: [],
    },
  ],
};

describe("console reporter", () => {
  const text = renderReport("console", RUN);
  const lines = text.trimEnd().split("\n");

  it("groups violations by schema, place and rule, largest first, with counts", () => {
    expect(lines[0]).toBe(
      "v2/occurrences-response /data/*/latitude [type]: 4 violations in 2 bodies",
    );
    expect(text).toContain("v2/occurrences-response /pageMeta/page [type]: 1 violation in 1 body");
  });

  it("shows at most 3 examples per group, each naming file:line, pointer, rule and value", () => {
    expect(lines.slice(1, 5)).toEqual([
      "  corpus.ndjson:1 /data/0/latitude [type]: must be of type string, got number -22.0",
      "  corpus.ndjson:1 /data/1/latitude [type]: must be of type string, got number -22.1",
      "  corpus.ndjson:2 /data/0/latitude [type]: must be of type string, got number -22.0",
      "  … and 1 more",
    ]);
  });

  it("reports malformed JSON as file:line:column, and undetermined and not-validated bodies", () => {
    expect(text).toContain("  bad.json:3:14: malformed JSON: Unexpected token '}'");
    expect(text).toContain(
      "  odd.json: schema cannot be told from the body: an empty array fits every v1 list",
    );
    expect(text).toContain(
      "  cap.har#/log/entries/4 (GET /style.css 200): response is not JSON (content type text/css)",
    );
  });

  it("ends with the summary line", () => {
    expect(lines.at(-1)).toBe(
      "5 files, 6 bodies, 1 valid, 5 invalid (1 malformed, 1 undetermined, 1 not validated, 1 file with nothing validated)",
    );
  });
});

describe("json reporter", () => {
  const report = JSON.parse(renderReport("json", RUN)) as {
    version: number;
    summary: Record<string, number>;
    results: { source: { label: string }; status: string; violations: Violation[] }[];
  };

  it("holds the summary and every result with a display label and its violations", () => {
    expect(report.version).toBe(1);
    expect(report.summary).toMatchObject({ files: 5, bodies: 6, valid: 1, invalid: 5 });
    expect(report.results).toHaveLength(7);
    expect(report.results[0]?.source.label).toBe("corpus.ndjson:1");
    expect(report.results[0]?.violations[1]).toMatchObject({
      path: "/data/1/latitude",
      rule: "type",
      value: -22.1,
    });
    expect(report.results[6]?.source.label).toBe("cap.har#/log/entries/4");
  });
});

describe("junit reporter", () => {
  const xml = renderReport("junit", RUN);

  it("has one testsuite per file and one testcase per body", () => {
    expect(xml.match(/<testsuite /g)).toHaveLength(5);
    expect(xml.match(/<testcase /g)).toHaveLength(7);
    expect(xml).toContain(
      '<testsuites name="occurrence-contract validate" tests="7" failures="5">',
    );
  });

  it("an invalid body -> a failure listing each violation on its own line", () => {
    expect(xml).toContain(
      '<failure type="invalid" message="2 violation(s) of v2/occurrences-response">corpus.ndjson:1 /data/0/latitude [type]: must be of type string, got number -22.0\ncorpus.ndjson:1 /data/1/latitude',
    );
  });

  it("escapes XML: the quote in a message, the apostrophes of a token", () => {
    expect(xml).toContain("got string &quot;1&quot;");
    expect(xml).toContain("Unexpected token &apos;}&apos;");
  });

  it("a valid body passes, an answer with nothing to validate is skipped", () => {
    expect(xml).toContain('<testcase name="ok.json" classname="v1/cities-response"/>');
    expect(xml).toContain('<skipped message="response is not JSON (content type text/css)"/>');
  });
});

describe("json reporter: fingerprints", () => {
  it("each violation keeps its fields and adds the fingerprint a baseline names", () => {
    const report = JSON.parse(renderReport("json", RUN)) as {
      results: Array<{ violations: Array<Record<string, unknown>> }>;
    };
    const [first] = report.results[0]?.violations ?? [];
    expect(Object.keys(first ?? {})).toEqual([
      "path",
      "rule",
      "message",
      "schemaPath",
      "value",
      "fingerprint",
    ]);
    const prints = report.results.flatMap((r) => r.violations.map((v) => v.fingerprint));
    expect(new Set(prints)).toEqual(
      new Set([
        "validate.schema v2/occurrences-response /data/*/latitude [type]",
        "validate.schema v2/occurrences-response /pageMeta/page [type]",
      ]),
    );
  });
});

describe("html reporter", () => {
  const html = renderReport("html", RUN);

  it.each<[string, string]>([
    ["the verdict, failed", '<p class="verdict fail">INVALID: '],
    ["the counts", "<tr><th>malformed</th><td>1</td></tr>"],
    ["each violation as a finding row", "corpus.ndjson:2 /data/5/latitude [type]"],
    ["a malformed body as a finding", "validate.malformed"],
  ])("shows %s", (_what, expected) => {
    expect(html).toContain(expected);
  });

  it("is self-contained: no script, no external asset", () => {
    expect(html).not.toMatch(/<script|<link|\ssrc=/i);
  });
});
