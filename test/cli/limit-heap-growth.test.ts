import { CONFORM_HEAP_GROWING_PERCENT, heapGrowthFlag } from "../../src/cli/limit-heap-growth";

describe("conform's heap growth (docs/speed.md, conform against large answers)", () => {
  test("a process started without a heap growth of its own gets conform's", () => {
    const conforms = `--heap-growing-percent=${CONFORM_HEAP_GROWING_PERCENT}`;
    expect(heapGrowthFlag([])).toBe(conforms);
    expect(heapGrowthFlag(["--max-old-space-size=4096", "--heap-growing"])).toBe(conforms);
  });

  test.each<[string, string[]]>([
    ["as node spells it", ["--max-semi-space-size=4", "--heap-growing-percent=80"]],
    ["as V8 spells it", ["--heap_growing_percent=80"]],
    ["as 0 (V8's own growth)", ["--heap-growing-percent=0"]],
  ])("a heap growth node was started with, %s, is left as it is", (_how, execArgv) => {
    expect(heapGrowthFlag(execArgv)).toBeUndefined();
  });
});
