import type { SchemaName } from "../../schemas";
import { validate, type ProfileChoice as Profile, type Violation } from "../../schemas";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";

/** How many distinct violations a schema failure lists. */
const SHOWN = 3;

/** Violations with array indexes folded, so 25 items with the same fault count once. */
export function distinctViolations(violations: readonly Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((violation) => {
    const key = `${violation.path.replace(/\/\d+(?=\/|$)/g, "/*")} ${violation.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Renders violations for a finding: `/data/0/latitude must be of type string, got number 1`. */
export function describeViolations(violations: readonly Violation[]): string {
  const distinct = distinctViolations(violations);
  const shown = distinct.slice(0, SHOWN).map((v) => `${v.path || "(body)"}: ${v.message}`);
  const more = distinct.length > SHOWN ? ` (and ${distinct.length - SHOWN} more kinds)` : "";
  return `${shown.join("; ")}${more}`;
}

/**
 * Builds a schema outcome from violations already computed: one failure per distinct place
 * (array indices folded) and rule, each carrying its pointer, keyword and departure, so that its
 * fingerprint names exactly that fault; the message counts every violation of the body.
 */
export function schemaOutcome(
  check: "v1.schema" | "v2.schema",
  exchange: CheckInput,
  schema: string,
  violations: readonly Violation[],
): CheckOutcome {
  const message = `GET ${exchange.path}: ${violations.length} schema violation(s)`;
  const expected = `a body valid against ${schema}`;
  return outcome(
    check,
    distinctViolations(violations).map((violation) => ({
      ...failure(check, exchange, message, expected, describeViolations([violation])),
      pointer: violation.path,
      keyword: violation.rule,
      ...(violation.departure === undefined ? {} : { departure: violation.departure }),
    })),
  );
}

/**
 * Validates an exchange's body against a schema (strict: unknown fields fail too). Under the
 * `observed` profile the real service's known departures pass; under `spec` they fail, each
 * named as the departure it is.
 */
export function checkSchema(
  check: "v1.schema" | "v2.schema",
  exchange: CheckInput,
  schema: SchemaName,
  strict: boolean,
  profile: Profile = "spec",
): CheckOutcome {
  const variant = [strict ? "strict" : "", profile === "observed" ? "profile observed" : ""]
    .filter((part) => part !== "")
    .join(", ");
  return schemaOutcome(
    check,
    exchange,
    `schemas/${schema}.json${variant === "" ? "" : ` (${variant})`}`,
    validate(schema, exchange.body, { strict, profile }),
  );
}
