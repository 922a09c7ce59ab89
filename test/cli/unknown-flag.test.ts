import { runMain } from "./helpers/run-main";

// An unknown flag is one line: the flag, the closest known one, and where the flags are listed.

test.each([
  [
    ["conform", "--baseurl", "http://x.test"],
    "occurrence-contract conform: unknown flag --baseurl (did you mean --base-url?); occurrence-contract conform --help lists the flags",
  ],
  [
    ["validate", "a.json", "--reporters", "json"],
    "occurrence-contract validate: unknown flag --reporters (did you mean --reporter?); occurrence-contract validate --help lists the flags",
  ],
  [
    ["learn", "a.har", "--write-departure", "d"],
    "occurrence-contract learn: unknown flag --write-departure (did you mean --write-departures?); occurrence-contract learn --help lists the flags",
  ],
  [
    ["serve", "--colour"],
    "occurrence-contract serve: unknown flag --colour; occurrence-contract serve --help lists the flags",
  ],
])("%j -> exit 2, one line with the closest flag and --help", async (argv, line) => {
  const { code, errors } = await runMain(argv);
  expect(code).toBe(2);
  expect(errors).toEqual([line]);
});

test("a bad value is one line without the --help pointer", async () => {
  const { errors } = await runMain(["conform", "--base-url", "http://x.test", "--seed", "x"]);
  expect(errors).toEqual(['occurrence-contract conform: --seed must be an integer, got "x"']);
});
