import { endpointOf, fingerprintOf } from "../report";
import type { Violation } from "../schemas";
import type { BodyResult } from "./body-result";

/** The rule id of a schema violation found by `validate`. */
export const VALIDATE_SCHEMA_RULE = "validate.schema";

/**
 * The fingerprint violationFinding gives, without building the finding (for runs with many
 * violations): rule, endpoint, schema, place, keyword, departure.
 */
export function violationFingerprint(result: BodyResult, violation: Violation): string {
  const { exchange } = result;
  return fingerprintOf({
    ruleId: VALIDATE_SCHEMA_RULE,
    where: {
      ...(exchange === undefined ? {} : { endpoint: endpointOf(exchange) }),
      ...(result.schema === undefined ? {} : { schema: result.schema }),
      pointer: violation.path,
    },
    keyword: violation.rule,
    ...(violation.departure === undefined ? {} : { departure: violation.departure }),
  });
}
