import {
  renderHtmlDocument,
  renderJunitDocument,
  withFingerprint,
  type HtmlReport,
} from "../../src/report";

const FINDING = withFingerprint({
  ruleId: "v2.schema",
  spec: "api-v2 2",
  severity: "error",
  where: { endpoint: "GET /api/v2/occurrences", pointer: "/data/0/name" },
  keyword: "type",
  message: "GET /api/v2/occurrences: 1 schema violation(s) <script>alert(1)</script>",
  expected: "a string",
  seen: 'got "a & b"',
  curl: "curl -sS -g 'http://127.0.0.1:1/api/v2/occurrences'",
});

const PAGE: HtmlReport = {
  title: "conformance of http://127.0.0.1:1",
  verdict: "DOES NOT CONFORM",
  passed: false,
  settings: ["seed 3"],
  counts: [
    ["checks failed", 1],
    ["findings", 1],
  ],
  findings: [FINDING],
  notes: ["note: a note"],
};

describe("renderHtmlDocument: one self-contained page", () => {
  const html = renderHtmlDocument(PAGE);

  test.each<[string, RegExp | string]>([
    ["is a whole document", /^<!DOCTYPE html>\n<html[\s\S]*<\/html>\n$/],
    ["carries its CSS inline", /<style>[^<]+<\/style>/],
    ["shows the verdict, marked failed", '<p class="verdict fail">DOES NOT CONFORM</p>'],
    ["shows each count", "<tr><th>findings</th><td>1</td></tr>"],
    ["lists the finding's fingerprint", FINDING.fingerprint],
    ["escapes what it shows", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["lists the notes", "<li>note: a note</li>"],
  ])("%s", (_rule, expected) => {
    if (typeof expected === "string") expect(html).toContain(expected);
    else expect(html).toMatch(expected);
  });

  test.each<[string, RegExp]>([
    ["no script", /<script/i],
    ["no external stylesheet or asset", /<link|\ssrc=|href="https?:/i],
  ])("has %s", (_rule, banned) => {
    expect(html).not.toMatch(banned);
  });

  test("no findings: says so instead of an empty table; a pass is marked passed", () => {
    const empty = renderHtmlDocument({ ...PAGE, findings: [], passed: true, verdict: "CONFORMS" });
    expect(empty).toContain("<p>No findings.</p>");
    expect(empty).toContain('<p class="verdict pass">CONFORMS</p>');
    expect(empty).not.toContain('class="findings"');
  });
});

describe("renderJunitDocument: the one JUnit writer", () => {
  const xml = renderJunitDocument({
    attributes: [
      ["name", "run <1>"],
      ["tests", 3],
    ],
    suites: [
      {
        attributes: [["name", "s"]],
        properties: [["seed", 3]],
        cases: [
          {
            attributes: [
              ["classname", "c"],
              ["name", "passed"],
            ],
          },
          { attributes: [["name", "skip"]], skipped: 'why "not"' },
          {
            attributes: [["name", "fail"]],
            failure: { type: "t", message: "m & n", text: "line\u0001 <1>" },
          },
        ],
        systemOut: "out",
      },
    ],
  });

  test("attributes in the order given, every value and text escaped, XML-illegal characters dropped", () => {
    expect(xml.split("\n")).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="run &lt;1&gt;" tests="3">',
      '  <testsuite name="s">',
      "    <properties>",
      '      <property name="seed" value="3"/>',
      "    </properties>",
      '    <testcase classname="c" name="passed"/>',
      '    <testcase name="skip">',
      '      <skipped message="why &quot;not&quot;"/>',
      "    </testcase>",
      '    <testcase name="fail">',
      '      <failure type="t" message="m &amp; n">line &lt;1&gt;</failure>',
      "    </testcase>",
      "    <system-out>out</system-out>",
      "  </testsuite>",
      "</testsuites>",
      "",
    ]);
  });
});
