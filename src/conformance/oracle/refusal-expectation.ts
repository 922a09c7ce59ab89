import type { Expectation } from "./oracle";

/**
 * The expectation of a request the server refuses by its settled choices: a 4xx answer, whatever
 * its body (the spec states no error body).
 */
export function refusalExpectation(reason: string): Expectation {
  return {
    nonEmpty: false,
    answer: "refused",
    differences: (seen) =>
      seen.status >= 400 && seen.status < 500
        ? []
        : [{ aspect: "status", expected: `a 4xx refusal (${reason})`, seen: String(seen.status) }],
  };
}
