import { compactJsonText, skipSpace, skipValue } from "../../src/capture/scan-json";

// What lies around a large array is read as one short string, however much whitespace pads it
// (600 MB of it made "Cannot create a string longer than 0x1fffffe8 characters", exit 2).
describe("compactJsonText keeps the tokens and drops the whitespace between them", () => {
  test.each([
    ["padding before and after", `  \n\t {"a": 1}  \r\n  `, `{"a":1}`],
    [
      "strings keep their spaces",
      `{ "msg" : "a  b\\n c" , "x" : [ ] }`,
      `{"msg":"a  b\\n c","x":[]}`,
    ],
    ["an escaped quote does not end a string", `[ "say \\" hi " , 2 ]`, `["say \\" hi ",2]`],
    ["a string ending in an escaped backslash", `[ "c:\\\\" , 3 ]`, `["c:\\\\",3]`],
    ["an unterminated string is kept for JSON.parse to reject", `[ "open  `, `["open  `],
    ["only whitespace", "   \n  ", ""],
  ])("%s", (_name, text, compact) => {
    const bytes = Buffer.from(text);
    expect(compactJsonText(bytes, 0, bytes.length)).toBe(compact);
  });

  test("a range inside the bytes", () => {
    const bytes = Buffer.from(`xx[ 1 , 2 ]yy`);
    expect(compactJsonText(bytes, 2, 11)).toBe("[1,2]");
  });
});

describe("skipSpace skips runs of padding of any length to the first token", () => {
  const run = (parts: readonly [string, number][]): string =>
    parts.map(([text, count]) => text.repeat(count)).join("");
  test.each([
    ["a few spaces", run([[" ", 3]])],
    ["exactly 64 spaces", run([[" ", 64]])],
    ["200,000 spaces", run([[" ", 200_000]])],
    [
      "spaces, then newlines, a tab, CRLFs",
      run([
        [" ", 70_000],
        ["\n", 70_000],
        ["\t", 1],
        ["\r\n", 100],
      ]),
    ],
    [
      "newlines, then spaces, a tab, newlines",
      run([
        ["\n", 65_600],
        [" ", 131_072],
        ["\t", 1],
        ["\n", 99],
      ]),
    ],
  ])("%s, then a token", (_name, padding) => {
    const bytes = Buffer.from(`${padding}x`);
    expect(skipSpace(bytes, 0)).toBe(padding.length);
    expect(skipSpace(Buffer.from(padding), 0)).toBe(padding.length);
  });

  test("a value after a long run of padding is found by skipValue", () => {
    const bytes = Buffer.from(`[1,${" ".repeat(300_000)}\n2]`);
    expect(skipValue(bytes, 0)).toBe(bytes.length);
  });
});
