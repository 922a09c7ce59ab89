import type { CheckId } from "./check-catalogue";
import { COVERED_OPERATIONS, DOCUMENTED_PARAMETERS } from "./documented-parameters";
import { RULES, type CoveredOperation, type Rule } from "./rules";

/** One row of the parameter table: a parameter of an operation and the rules that exercise it. */
export interface CoveredParameter {
  readonly operation: CoveredOperation;
  readonly parameter: string;
  /** The rules whose row names the parameter: a leading one first, then in table order. */
  readonly checks: readonly CheckId[];
}

/** The rule table, read row by row (a row without parameters covers none). */
const ROWS: readonly Rule[] = RULES;

/** The ids of the rules that exercise `parameter` of `operation`, a leading one first. */
function rulesOf(operation: CoveredOperation, parameter: string): CheckId[] {
  const covering = ROWS.filter((rule) => rule.parameters?.[operation]?.includes(parameter));
  const leads = (rule: Rule): boolean => rule.leads?.includes(parameter) ?? false;
  const ordered = [...covering.filter(leads), ...covering.filter((rule) => !leads(rule))];
  return ordered.map((rule) => rule.id as CheckId);
}

/**
 * The coverage map's parameter entries: the documented parameters (`DOCUMENTED_PARAMETERS`),
 * each with the rules the rule table says exercise it.
 */
export const COVERED_PARAMETERS: readonly CoveredParameter[] = COVERED_OPERATIONS.flatMap(
  (operation) =>
    DOCUMENTED_PARAMETERS[operation].map((parameter) => ({
      operation,
      parameter,
      checks: rulesOf(operation, parameter),
    })),
);
