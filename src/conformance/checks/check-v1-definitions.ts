import type { CheckInput } from "../check-input";
import { failure, outcome, show, type CheckOutcome } from "../outcome";

/**
 * A definitions endpoint lists exactly the spec's columns, in the spec's order (api-v1 4.2, 4.4).
 */
export function checkV1Definitions(
  exchange: CheckInput,
  expected: readonly string[],
): CheckOutcome {
  const seen = exchange.body;
  if (!Array.isArray(seen)) {
    return outcome("v1.definitions", [
      failure(
        "v1.definitions",
        exchange,
        `GET ${exchange.path} is not an array`,
        show(expected),
        show(seen),
      ),
    ]);
  }
  const index = Math.max(seen.length, expected.length);
  for (let i = 0; i < index; i += 1) {
    if (seen[i] !== expected[i]) {
      return outcome("v1.definitions", [
        failure(
          "v1.definitions",
          exchange,
          `GET ${exchange.path} differs from the spec at position ${i + 1}`,
          `${show(expected[i])} at position ${i + 1} of ${show(expected, 400)}`,
          `${show(seen[i])} in ${show(seen, 400)}`,
        ),
      ]);
    }
  }
  return outcome("v1.definitions", []);
}
