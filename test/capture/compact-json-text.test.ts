import { compactJsonText } from "../../src/capture/scan-json";

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
