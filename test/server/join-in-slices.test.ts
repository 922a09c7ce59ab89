import { joinInSlices } from "../../src/server/join-in-slices";

const bytes = (text: string): Buffer => Buffer.from(text);

describe("joinInSlices: a body's chunks kept as a few large slices", () => {
  test.each<[string, string[], number, string[]]>([
    // name, chunks, slice size, expected slices
    ["no chunk -> no slice", [], 4, []],
    ["small chunks are joined until a slice is full", ["ab", "cd", "ef", "g"], 4, ["abcd", "efg"]],
    ["a slice may pass the size by the chunk that filled it", ["abc", "def"], 4, ["abcdef"]],
    [
      "a chunk as large as a slice is a slice of its own",
      ["a", "bcdef", "g"],
      4,
      ["a", "bcdef", "g"],
    ],
  ])("%s", async (_name, chunks, size, expected) => {
    const slices = await joinInSlices(chunks.map(bytes), size);
    expect(slices.map((slice) => Buffer.from(slice).toString())).toEqual(expected);
  });

  test("a chunk as large as a slice is kept as it is, not copied", async () => {
    const large = Buffer.alloc(16, 1);
    const [slice] = await joinInSlices([large], 8);
    expect(slice).toBe(large);
  });

  test("the joined slices are the chunks' bytes in order", async () => {
    const chunks = Array.from({ length: 1000 }, (_, i) => bytes(`${i},`));
    const slices = await joinInSlices(chunks, 100);
    expect(Buffer.concat(slices).toString()).toBe(Buffer.concat(chunks).toString());
    expect(slices.length).toBeGreaterThan(10);
  });

  test("a producer slower than a turn (2 ms) lets other work run before the body is built", async () => {
    let ranMeanwhile = false;
    let readWhenItRan = -1;
    let read = 0;
    function* slow(): Generator<Uint8Array> {
      for (; read < 200; read += 1) {
        // Every chunk takes 3 ms: the first check (after 64 chunks) must yield.
        const until = performance.now() + 3;
        while (performance.now() < until);
        yield bytes("x");
      }
    }
    setImmediate(() => {
      ranMeanwhile = true;
      readWhenItRan = read;
    });
    const slices = await joinInSlices(slow(), 1024);
    expect(ranMeanwhile).toBe(true);
    expect(readWhenItRan).toBeLessThan(200);
    expect(Buffer.concat(slices).length).toBe(200);
  });
});
