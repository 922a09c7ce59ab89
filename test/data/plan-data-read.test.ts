import type { InputFile } from "../../src/capture/resolve-input-paths";
import type { CollectOptions } from "../../src/data/collect-options";
import {
  FILES_PER_WORKER,
  planDataRead,
  WORKER_THRESHOLD,
  type PlanInput,
} from "../../src/data/plan-data-read";

// serve --data decides its plan before reading anything: a pure function of the resolved
// paths, their sizes and the options. These cases read no file and start no worker.
const json = (path: string): InputFile => ({ path, format: "auto" });
const MB = 1024 * 1024;
const input = (files: readonly InputFile[], sizes?: readonly number[], cpus = 4): PlanInput => ({
  files,
  problems: [],
  cpus,
  ...(sizes === undefined ? {} : { sizes }),
});

describe("read path: a JSON document on disk is read fast, every other file the general way", () => {
  test.each([
    ["a .json file", json("a.json"), "split"],
    ["a file of no known extension", json("answers.txt"), "split"],
    ["standard input", { path: "-", format: "auto" }, "general"],
    ["an NDJSON file", { path: "a.ndjson", format: "ndjson" }, "general"],
    ["a HAR file", { path: "a.har", format: "har" }, "general"],
  ] as const)("%s -> %s", (_name, file, readPath) => {
    expect(planDataRead(input([file])).files).toEqual([{ file, readPath }]);
  });
});

describe("workers: given ones start at once; default ones once the fast files reach the threshold", () => {
  const CASES: [string, PlanInput, CollectOptions, { workers: number; startWorkers: boolean }][] = [
    [
      "default workers, small files: not yet",
      input([json("a")], [MB]),
      {},
      { workers: 3, startWorkers: false },
    ],
    [
      "default workers, files at the threshold: now",
      input([json("a"), json("b")], [WORKER_THRESHOLD / 2, WORKER_THRESHOLD / 2]),
      {},
      { workers: 3, startWorkers: true },
    ],
    [
      "default workers, sizes unknown: not yet",
      input([json("a")]),
      {},
      { workers: 3, startWorkers: false },
    ],
    [
      "default workers: one per CPU but the main thread's, which reads records too",
      input([json("a")], [MB], 2),
      {},
      { workers: 1, startWorkers: false },
    ],
    [
      "given workers: now, whatever the sizes",
      input([json("a")], [1]),
      { workers: 2 },
      { workers: 2, startWorkers: true },
    ],
    [
      "no workers: never",
      input([json("a")], [WORKER_THRESHOLD]),
      { workers: 0 },
      { workers: 0, startWorkers: false },
    ],
    [
      "NDJSON sizes do not count toward the threshold",
      input([{ path: "a.ndjson", format: "ndjson" }], [WORKER_THRESHOLD]),
      {},
      { workers: 3, startWorkers: false },
    ],
  ];
  test.each(CASES)("%s", (_name, given, options, expected) => {
    expect(planDataRead(given, options)).toMatchObject(expected);
  });
});

describe("sizes: the shared space holds the fast files only, and reading runs ahead a bounded way", () => {
  test.each([
    [
      "fast files only",
      [json("a"), { path: "b.har", format: "har" }, json("c")],
      [10, 20, 30],
      {},
      40,
    ],
    ["no workers: nothing planned", [json("a")], [10], { workers: 0 }, 0],
  ] as const)("%s -> %d bytes", (_name, files, sizes, options, bytes) => {
    expect(planDataRead(input(files, sizes), options).plannedBytes).toBe(bytes);
  });

  test.each([
    [{}, WORKER_THRESHOLD, 3 * FILES_PER_WORKER],
    [{ workers: 3 }, 0, 3 * FILES_PER_WORKER],
  ] as const)("options %j -> threshold %d, %d files ahead", (options, threshold, ahead) => {
    const plan = planDataRead(input([json("a")], [1]), options);
    expect([plan.threshold, plan.filesAhead]).toEqual([threshold, ahead]);
  });
});

test("problems of the paths are carried into the plan, in order", () => {
  const problems = [
    { path: "missing.json", reason: "no such file" },
    { path: "x", reason: "not readable" },
  ];
  expect(planDataRead({ files: [], problems, cpus: 1 }).problems).toEqual(problems);
});
