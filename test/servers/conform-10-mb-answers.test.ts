import { conformAgainst, expectBounded, MB } from "../e2e/helpers/conform-against-large-answers";

// conform reads large answers in bounded memory (docs/security-and-limits.md): peak RSS, VmHWM
// of the spawned CLI, under the bound the docs state. Answers of 60 MB:
// conform-60-mb-answers.test.ts (a file each, so two workers share them).
describe("conform: large answers in bounded memory (docs/security-and-limits.md)", () => {
  // Keeping every answer and its parse took 3 GB over a whole run of 10 MB answers (66 sent);
  // V8's default heap growth 410-440 MB; conform's own (limit-heap-growth) 260-290 MB.
  test("answers of 10 MB, a whole run -> peak RSS under 400 MiB", async () => {
    expectBounded(await conformAgainst(10 * MB, 100, 300), 40, 400 * MB);
  }, 600_000);
});
