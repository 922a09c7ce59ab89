import { skipSpaceRun } from "../../src/capture/skip-space-run";

describe("skipSpaceRun skips runs of padding of any length to the first token", () => {
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
    expect(skipSpaceRun(bytes, 0)).toBe(padding.length);
    expect(skipSpaceRun(Buffer.from(padding), 0)).toBe(padding.length);
  });

  test("from inside the bytes, and nothing to skip on a token", () => {
    const bytes = Buffer.from(`ab${" ".repeat(100)}c`);
    expect(skipSpaceRun(bytes, 2)).toBe(102);
    expect(skipSpaceRun(bytes, 0)).toBe(0);
  });
});
