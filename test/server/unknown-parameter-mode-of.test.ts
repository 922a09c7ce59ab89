import { unknownParameterModeOf } from "../../src/server/unknown-parameter-mode-of";

// One rule for serve and the MSW handlers: a choice made wins; else the observed profile ignores
// what the endpoint does not list (as the real service does) and the spec's rejects it.
const CASES: [string, Parameters<typeof unknownParameterModeOf>, string][] = [
  ["spec, nothing chosen: reject", [undefined, "spec"], "reject"],
  ["no profile given (spec by default), nothing chosen: reject", [undefined, undefined], "reject"],
  ["observed, nothing chosen: ignore", [undefined, "observed"], "ignore"],
  ["observed, reject chosen: reject", ["reject", "observed"], "reject"],
  ["spec, ignore chosen: ignore", ["ignore", "spec"], "ignore"],
];

describe("unknownParameterModeOf", () => {
  it.each(CASES)("%s", (_name, args, mode) => {
    expect(unknownParameterModeOf(...args)).toBe(mode);
  });
});
