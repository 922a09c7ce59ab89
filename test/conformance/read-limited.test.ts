import { readLimited } from "../../src/conformance/read-limited";

async function* chunksOf(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

describe("readLimited with the declared length: the bytes as sent, however many came", () => {
  test.each<[string, string[], number | undefined]>([
    ["as declared", ["abc", "def"], 6],
    ["shorter than declared", ["abc", "de"], 6],
    ["longer than declared", ["abc", "def", "gh"], 6],
    ["declared 0 while a body came", ["abc"], 0],
    ["nothing declared", ["abc", "def"], undefined],
  ])("%s", async (_name, parts, expected) => {
    const read = await readLimited(chunksOf(...parts), 100, undefined, expected);
    expect(read).toEqual({ kind: "complete", bytes: Buffer.from(parts.join("")) });
  });

  test("past the limit: too-large, whatever was declared", async () => {
    const read = await readLimited(chunksOf("abcdef", "ghijkl"), 10, undefined, 8);
    expect(read).toEqual({ kind: "too-large", limit: 10 });
  });
});
