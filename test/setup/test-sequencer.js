"use strict";
// The order jest starts test files in (jest.config.js and the tiers' configs):
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
 * About how many seconds a file takes (two jest workers on an idle 2-core machine, a clean
 * clone), for the files that take more than a few; most take under two. Only the order matters.
 */
const MEASURED_SECONDS = new Map([
  // The servers tier (whole conformance runs against the tables' servers, on every seed; in
  // process but for the large answers and transient failures).
  ["test/servers/oracle-catalogue-other-seeds-1-to-4.test.ts", 796],
  ["test/servers/oracle-catalogue-other-seeds-5-to-8.test.ts", 746],
  ["test/servers/oracle-catalogue-by-seed.test.ts", 205],
  ["test/servers/own-mock-other-seeds.test.ts", 133],
  ["test/servers/cross-states.test.ts", 110],
  ["test/servers/breakages-other-seeds.test.ts", 89],
  ["test/servers/broken-servers-other-seeds-1-to-4.test.ts", 89],
  ["test/servers/conform-10-mb-answers.test.ts", 85],
  ["test/servers/broken-servers-other-seeds-5-to-8.test.ts", 64],
  ["test/servers/conform-transient-failures.test.ts", 41],
  ["test/servers/baseline-other-seeds.test.ts", 39],
  ["test/servers/own-mock-by-seed.test.ts", 38],
  ["test/servers/oracle-catalogue-bites.test.ts", 36],
  ["test/servers/broken-servers-v1-and-across.test.ts", 28],
  ["test/servers/broken-servers-by-seed-1-to-4.test.ts", 28],
  ["test/servers/v1-choices.test.ts", 28],
  ["test/servers/date-bounds-observed.test.ts", 27],
  ["test/servers/conform-60-mb-answers.test.ts", 25],
  ["test/servers/broken-servers-by-seed-5-to-8.test.ts", 24],
  ["test/servers/mock-conforms.test.ts", 23],
  ["test/servers/baseline-by-seed.test.ts", 17],
  ["test/servers/oracle-on-dense-world.test.ts", 17],
  ["test/servers/measured-servers-other-seeds.test.ts", 17],
  ["test/servers/broken-servers.test.ts", 16],
  ["test/servers/silent-differences.test.ts", 11],
  ["test/servers/dense-worlds.test.ts", 10],
  // The end-to-end tier (processes, tools).
  ["test/e2e/package/installed-package.test.ts", 29],
  ["test/e2e/data/load-workers.test.ts", 23],
  ["test/e2e/data/stream-data-file.test.ts", 21],
  ["test/e2e/conformance/effective-pairs.test.ts", 17],
  ["test/e2e/validation/stream-limits.test.ts", 16],
  ["test/e2e/hostile-files.test.ts", 15],
  ["test/e2e/validation/validate-any-size.test.ts", 14],
  ["test/e2e/conformance/conform-command.test.ts", 14],
  ["test/e2e/conformance/conform-baseline.test.ts", 13],
  ["test/e2e/readme-commands.test.ts", 12],
  ["test/e2e/package/msw-test-runners.test.ts", 11],
  ["test/e2e/serve-address.test.ts", 10],
  ["test/e2e/server/serve-workers.test.ts", 9],
  ["test/e2e/generators/generate-types.test.ts", 9],
  ["test/e2e/profile-folder-hostile.test.ts", 8],
  ["test/e2e/answer-cache.test.ts", 8],
  ["test/e2e/conformance/jest-entry.test.ts", 6],
  ["test/e2e/conform-in-ci.test.ts", 5],
  ["test/e2e/serve-stack.test.ts", 4],
  ["test/e2e/openapi/prism-against-the-mock.test.ts", 4],
  ["test/e2e/fresh-clone.test.ts", 4],
  ["test/e2e/openapi/lint-with-real-tools.test.ts", 4],
  ["test/e2e/serve-token-secret.test.ts", 4],
  ["test/e2e/openapi/dredd-against-the-mock.test.ts", 3],
  // The fast tier.
  ["test/learn/conform-profile-dir.test.ts", 8],
  ["test/conformance/transient-failures.test.ts", 8],
  ["test/conformance/broken/cross-mirror.test.ts", 8],
  ["test/conformance/oracle/differential-run.test.ts", 7],
  ["test/conformance/oracle/readings-contradicted.test.ts", 7],
  ["test/conformance/oracle/differential-draw-kinds.test.ts", 6],
  ["test/conformance/oracle/oracle-phase.test.ts", 6],
  ["test/conformance/verdict.test.ts", 6],
  ["test/conformance/oracle/read-mirror.test.ts", 6],
  ["test/learn/learn-broken-servers.test.ts", 5],
  ["test/conformance/broken/breakages-bite.test.ts", 5],
  ["test/data/conform-served-data.test.ts", 5],
  ["test/conformance/oracle/expected-v1-answers.test.ts", 4],
  ["test/conformance/oracle/expect-v2-broken.test.ts", 4],
  ["test/conformance/oracle/expect-v2-choices.test.ts", 4],
  ["test/conformance/oracle/expect-v2-occurrences.test.ts", 4],
  ["test/data/read-data-file-in-parts.test.ts", 3],
  ["test/conformance/html-report.test.ts", 3],
  ["test/conformance/profile-observed.test.ts", 3],
  ["test/conformance/oracle/expect-v2-zone.test.ts", 3],
  ["test/generators/observed-types.test.ts", 3],
  ["test/conformance/oracle/certain-draws.test.ts", 3],
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
