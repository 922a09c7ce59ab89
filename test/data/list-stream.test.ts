import { ListStream, type ListStreamState } from "../../src/data/list-stream";
import { splitJsonList } from "../../src/data/split-json-list";

// A bare array's items found while its bytes arrive, whatever the chunks: the same ranges as
// splitJsonList finds in the whole document, and a list not well formed is told only at its end.
const SAME: [string, string][] = [
  ["objects, strings and scalars", '[{"a":1}, "x" ,null,-1.5e3,true]'],
  ["brackets, braces and commas inside strings", '[{"t":"a],}{[b"},{"u":"]"}]'],
  ["escaped quotes and backslashes", String.raw`[{"t":"say \"]\" and \\"},"\\\""]`],
  ["a byte order mark and whitespace", '\ufeff \n[\n {"a": 1},\n 2\n]\n'],
  ["an empty list", " [ ] "],
  ["nested lists", '[[1,[2]],{"x":[{"y":[]}]}]'],
  ["a long string", `["${"a".repeat(300)}\\"${"b".repeat(100)}"]`],
];

/** The stream fed `step` bytes at a time. */
function fed(text: string, step: number): ListStream {
  const bytes = Buffer.from(text);
  const stream = new ListStream(bytes);
  for (
    let filled = Math.min(step, bytes.length);
    ;
    filled = Math.min(filled + step, bytes.length)
  ) {
    stream.scan(filled, filled === bytes.length);
    if (filled === bytes.length) return stream;
  }
}

describe("items found chunk by chunk are splitJsonList's", () => {
  test.each(SAME)("%s", (_name, text) => {
    const split = splitJsonList(Buffer.from(text));
    for (const step of [1, 2, 7, text.length]) {
      const stream = fed(text, step);
      expect(stream.state).toBe("closed");
      expect([stream.starts, stream.ends, stream.compact]).toEqual([
        split?.starts,
        split?.ends,
        split?.compact,
      ]);
    }
  });
});

describe("a document that is no bare array, or not well formed, is told", () => {
  test.each<[string, string, ListStreamState]>([
    ["an object", '{"data":[1]}', "no-list"],
    ["nothing but whitespace", "  \n", "no-list"],
    ["an empty file", "", "no-list"],
    ["a list cut short", '[{"a":1},{"b"', "failed"],
    ["an unclosed string", '["abc', "failed"],
    ["bytes after the list", "[1,2] x", "failed"],
    ["two items without a comma", '[{"a":1} {"b":2}]', "failed"],
  ])("%s -> %s", (_name, text, state) => {
    for (const step of [1, 3, Math.max(1, text.length)]) expect(fed(text, step).state).toBe(state);
  });

  test("an item counts only once the byte after it is read", () => {
    const stream = new ListStream(Buffer.from("[12,34]"));
    expect(stream.scan(3, false)).toBe(0);
    expect(stream.scan(4, false)).toBe(1);
    expect(stream.state).toBe("items");
  });
});
