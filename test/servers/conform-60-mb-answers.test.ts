import { conformAgainst, expectBounded, MB } from "../e2e/helpers/conform-against-large-answers";

// conform reads large answers in bounded memory (docs/security-and-limits.md): peak RSS, VmHWM
// of the spawned CLI, under the bound the docs state. Answers of 10 MB:
// conform-10-mb-answers.test.ts (a file each, so two workers share them).
describe("conform: large answers in bounded memory (docs/security-and-limits.md)", () => {
  // Stopped by its --deadline once a few answers were read and checked.
  test("answers of 60 MB -> read, checked, no crash; peak RSS under 3 GiB", async () => {
    expectBounded(await conformAgainst(60 * MB, 10, 30), 2, 3072 * MB);
  }, 600_000);
});
