import { CONFORM_HEAP_GROWING_PERCENT, heapGrowthFlag } from "../../src/cli/limit-heap-growth";

describe("conform's heap growth (docs/speed.md, conform against large answers)", () => {
  test("a process started without a heap growth of its own gets conform's", () => {
    expect(heapGrowthFlag([], undefined)).toBe(
      `--heap-growing-percent=${CONFORM_HEAP_GROWING_PERCENT}`,
    );
    expect(heapGrowthFlag(["--max-old-space-size=4096"], "--max-semi-space-size=4")).toBe(
      `--heap-growing-percent=${CONFORM_HEAP_GROWING_PERCENT}`,
    );
  });

  test.each<[string, string[], string | undefined]>([
    ["on the command line", ["--heap-growing-percent=80"], undefined],
    ["on the command line, V8's spelling", ["--heap_growing_percent=80"], undefined],
    ["in NODE_OPTIONS", [], "--max-semi-space-size=4 --heap-growing-percent=80"],
  ])("a heap growth given %s is left as it is", (_where, execArgv, nodeOptions) => {
    expect(heapGrowthFlag(execArgv, nodeOptions)).toBeUndefined();
  });
});
