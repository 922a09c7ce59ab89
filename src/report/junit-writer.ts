import { redactUrlCredentials } from "./redact-url-credentials";
/** XML attributes in the order written: `[name, value]` pairs (values escaped by the writer). */
export type XmlAttributes = ReadonlyArray<readonly [string, string | number | boolean]>;

/** One testcase: passed (neither failure nor skipped), failed, or skipped. */
export interface JunitCase {
  /** Its attributes (name, classname…), in the order written. */
  readonly attributes: XmlAttributes;
  /** The failure element, when it failed: type, message attribute, and text. */
  readonly failure?: { readonly type: string; readonly message: string; readonly text: string };
  /** The skipped element's message, when it was skipped. */
  readonly skipped?: string;
  /** A `<system-out>` element's text (the findings a baseline accepted), when given. */
  readonly systemOut?: string;
}

/** One testsuite: its attributes, optional properties, testcases and system-out. */
export interface JunitSuite {
  /** Its attributes (name, tests, failures…), in the order written. */
  readonly attributes: XmlAttributes;
  /** A `<properties>` block (how the run was made), when given. */
  readonly properties?: XmlAttributes;
  /** Its testcases. */
  readonly cases: readonly JunitCase[];
  /** A `<system-out>` element's text, when given. */
  readonly systemOut?: string;
}

/** A JUnit XML document: the testsuites element's attributes and its suites. */
export interface JunitDocument {
  /** The testsuites element's attributes, in the order written. */
  readonly attributes: XmlAttributes;
  /** Its suites, in order. */
  readonly suites: readonly JunitSuite[];
}

// Characters XML 1.0 cannot hold at all; they are dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for an XML attribute or element. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function attributes(list: XmlAttributes): string {
  return list.map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`).join("");
}

function testcase({ attributes: attrs, failure, skipped, systemOut }: JunitCase): string {
  const open = `    <testcase${attributes(attrs)}`;
  const out =
    systemOut === undefined ? "" : `\n      <system-out>${escapeXml(systemOut)}</system-out>`;
  if (failure !== undefined) {
    const head = `<failure${attributes([
      ["type", failure.type],
      ["message", failure.message],
    ])}>`;
    return `${open}>\n      ${head}${escapeXml(failure.text)}</failure>${out}\n    </testcase>`;
  }
  if (skipped !== undefined) {
    return `${open}>\n      <skipped${attributes([["message", skipped]])}/>${out}\n    </testcase>`;
  }
  return out === "" ? `${open}/>` : `${open}>${out}\n    </testcase>`;
}

function suite(input: JunitSuite): string[] {
  const { properties, systemOut } = input;
  const props =
    properties === undefined
      ? []
      : [
          "    <properties>",
          ...properties.map(
            (p) =>
              `      <property${attributes([
                ["name", p[0]],
                ["value", p[1]],
              ])}/>`,
          ),
          "    </properties>",
        ];
  return [
    `  <testsuite${attributes(input.attributes)}>`,
    ...props,
    ...input.cases.map(testcase),
    ...(systemOut === undefined ? [] : [`    <system-out>${escapeXml(systemOut)}</system-out>`]),
    "  </testsuite>",
  ];
}

/**
 * The one JUnit XML writer of `conform` and `validate`: a document, as text ending in a newline.
 * A password in any URL is redacted.
 */
export function renderJunitDocument(document: JunitDocument): string {
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes(document.attributes)}>`,
    ...document.suites.flatMap(suite),
    "</testsuites>",
    "",
  ].join("\n");
  return redactUrlCredentials(text);
}
