"use strict";
// The order jest starts test files in (jest.config.js, jest.fast.config.js, jest.e2e.config.js):
// the longest first, so that no worker is left alone with a long file at the end of the run.
// jest knows how long a file took from its cache (a previous run); on a fresh clone, or with an
// empty cache, it has only the file's size to go by, and then the slowest files, which are short
// files calling shared helpers, ran last: the run ended with one worker busy for a minute and the
// other idle. This sequencer orders as jest does (failed files first, then by the time the cache
// holds), and where the cache holds none takes the time from the table below (measured); a file
// with neither comes after those, largest first, as jest orders them. A stale entry in the table
// only changes the order, never a result.
const { relative, sep } = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

/**
 * About how many seconds a file takes (two jest workers on a 2-core machine: the last CI run, a
 * clean clone), for the files that take more than a few; most take under two. Only the order
 * matters.
 */
const MEASURED_SECONDS = new Map([
  // The end-to-end tier (processes, tools, large answers, the other seeds of the sweeps). The
  // oracle's catalogue took 1,394 s as one file in CI; its two halves stop each broken server's
  // run once one of its rules failed, about half the time.
  ["test/e2e/conformance/oracle-catalogue-other-seeds-1-to-4.test.ts", 400],
  ["test/e2e/conformance/oracle-catalogue-other-seeds-5-to-8.test.ts", 330],
  ["test/e2e/conformance/own-mock-other-seeds.test.ts", 146],
  ["test/e2e/conformance/broken-servers-other-seeds-1-to-4.test.ts", 124],
  ["test/e2e/conform-transient-failures.test.ts", 65],
  ["test/e2e/conform-10-mb-answers.test.ts", 120],
  ["test/e2e/conformance/breakages-other-seeds.test.ts", 98],
  ["test/e2e/conformance/broken-servers-other-seeds-5-to-8.test.ts", 93],
  ["test/e2e/package/installed-package.test.ts", 62],
  ["test/e2e/conformance/baseline-other-seeds.test.ts", 48],
  ["test/e2e/data/load-workers.test.ts", 34],
  ["test/e2e/conform-60-mb-answers.test.ts", 30],
  ["test/e2e/validation/stream-limits.test.ts", 28],
  ["test/e2e/data/stream-data-file.test.ts", 24],
  ["test/e2e/package/msw-test-runners.test.ts", 18],
  ["test/e2e/serve-address.test.ts", 18],
  ["test/e2e/conformance/conform-baseline.test.ts", 16],
  ["test/e2e/server/serve-workers.test.ts", 16],
  ["test/e2e/hostile-files.test.ts", 16],
  ["test/e2e/generators/generate-types.test.ts", 16],
  ["test/e2e/readme-commands.test.ts", 15],
  // The fast tier.
  ["test/conformance/broken/oracle-catalogue-by-seed.test.ts", 174],
  ["test/conformance/broken-servers-by-seed-1-to-4.test.ts", 43],
  ["test/conformance/broken/own-mock-by-seed.test.ts", 42],
  ["test/conformance/broken-servers-by-seed-5-to-8.test.ts", 40],
  ["test/conformance/v1-choices.test.ts", 39],
  ["test/conformance/date-bounds-observed.test.ts", 31],
  ["test/conformance/broken-servers-v1-and-across.test.ts", 30],
  ["test/conformance/mock-conforms.test.ts", 24],
  ["test/conformance/broken/baseline-by-seed.test.ts", 23],
  ["test/conformance/broken/oracle-catalogue-bites.test.ts", 19],
  ["test/conformance/dense-worlds.test.ts", 18],
  ["test/conformance/oracle/readings-contradicted.test.ts", 18],
  ["test/conformance/broken-servers.test.ts", 18],
  ["test/conformance/broken/cross-states.test.ts", 17],
  ["test/conformance/silent-differences.test.ts", 7],
  ["test/conformance/broken/breakages-bite.test.ts", 8],
  ["test/generators/observed-types.test.ts", 5],
  ["test/learn/learn-broken-servers.test.ts", 5],
  ["test/data/record-columns.test.ts", 4],
  ["test/conformance/verdict.test.ts", 4],
  ["test/learn/learn-command.test.ts", 4],
  ["test/data/read-data-file-in-parts.test.ts", 3],
  ["test/msw/real-city-ids.test.ts", 3],
  ["test/server/v1/world-router.test.ts", 3],
  ["test/node/answer-cache.test.ts", 3],
]);

/** The table's time of a test file, in milliseconds as jest keeps them, or undefined. */
function measured(test) {
  const path = relative(test.context.config.rootDir, test.path).split(sep).join("/");
  const seconds = MEASURED_SECONDS.get(path);
  return seconds === undefined ? undefined : seconds * 1000;
}

/** A file's size in bytes, as jest's own order uses it. */
function size(test) {
  return test.context.hasteFS.getSize(test.path) ?? 0;
}

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const known = new Map(tests.map((test) => [test, super.time(test) ?? measured(test)]));
    for (const test of tests) test.duration = known.get(test);
    return [...tests].sort((a, b) => {
      const failed = Number(this.hasFailed(b)) - Number(this.hasFailed(a));
      if (failed !== 0) return failed;
      const timeA = known.get(a);
      const timeB = known.get(b);
      if (timeA !== undefined && timeB !== undefined) return timeB - timeA;
      if (timeA !== undefined || timeB !== undefined) return timeA === undefined ? 1 : -1;
      return size(b) - size(a);
    });
  }
}

module.exports = LongestFirstSequencer;
