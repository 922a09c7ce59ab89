import { parseJson } from "../../src/capture";
import { findJsonError } from "../../src/capture/find-json-error";

const BROKEN: [string, number, number, string, RegExp][] = [
  ["a stray closing brace after a colon", 1, 6, '{"a":}', /^Unexpected token '}'$/],
  ["a trailing comma in an object", 1, 8, '{"a":1,}', /double-quoted property name/],
  ["a missing closing brace", 1, 7, '{"a":1', /after property value/],
  ["an empty text", 1, 1, "", /Unexpected end of JSON input/],
  ["a missing comma in an array", 1, 4, "[1 2]", /after array element/],
  ["a misspelt literal", 1, 9, '{"a":tru}', /^Unexpected token '}'$/],
  ["an unterminated string", 1, 5, '"abc', /Unterminated string/],
  ["text after the value", 1, 8, '{"a":1}x', /non-whitespace character after JSON/],
  [
    "a bad token on line 3 of a pretty document",
    3,
    8,
    '{\n  "a": 1,\n  "b": }\n',
    /^Unexpected token '}'$/,
  ],
  ["a raw newline inside a string", 1, 4, '["a\nb"]', /.+/],
];

describe("parseJson", () => {
  it("parses JSON", () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it.each(BROKEN)("%s -> line %d, column %d", (_name, line, column, text, message) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ line, column });
    expect(result.error.message).toMatch(message);
    // V8 quotes the whole text in some messages; the finding states the position instead.
    expect(result.error.message).not.toMatch(/position|is not valid JSON/);
  });

  it("counts lines from firstLine (an NDJSON line's number in its file)", () => {
    const result = parseJson('{"a":}', 7);
    expect(result.ok === false && result.error).toMatchObject({ line: 7, column: 6 });
  });
});

describe("findJsonError", () => {
  it.each([['{"a":[1,{"b":null}],"c":"\\u00e9"}'], ["-0.5e+10"], ['  "x"  '], ["[]"]])(
    "valid JSON %s -> -1",
    (text) => {
      expect(findJsonError(text)).toBe(-1);
    },
  );

  it.each([
    ['{"a":01}', 6],
    ['"\\x"', 2],
    ['{"a" 1}', 5],
    ["[1,]", 3],
  ])("%s -> offset %d", (text, offset) => {
    expect(findJsonError(text)).toBe(offset);
  });
});
