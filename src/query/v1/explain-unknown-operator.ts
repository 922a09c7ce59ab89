import type { ParameterProblem } from "../../generated/types";
import type { QuerySchemaDescription } from "../describe-query-schema";

/** The v1 operators, written in brackets after a column name, and what each one does. */
const OPERATOR_MEANINGS: Readonly<Record<string, string>> = {
  "": "equality",
  "[]": "any of, repeat for several",
  "[gt]": "lower bound",
  "[lt]": "upper bound",
  "[lk]": "LIKE pattern",
};

/** The column (or parameter) a v1 parameter name is about: the text before its first `[`. */
function baseOf(name: string): string {
  const bracket = name.indexOf("[");
  return bracket === -1 ? name : name.slice(0, bracket);
}

function form(name: string, base: string): string {
  const meaning = OPERATOR_MEANINGS[name.slice(base.length)];
  return meaning === undefined ? name : `${name} (${meaning})`;
}

function joinOr(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1] ?? ""}`;
}

/**
 * Rewords the problem of an unknown parameter whose column the endpoint does know, such as
 * `Populacao[eq]` or `estado_id[0]`: it names the operator that does not exist and lists, as the
 * accepted form, every way the query schema lets that column be written (`Populacao`,
 * `Populacao[gt]`, `Populacao[lt]`). Any other problem is returned unchanged.
 */
export function explainUnknownOperator(
  problem: ParameterProblem,
  description: QuerySchemaDescription,
): ParameterProblem {
  const name = problem.parameter;
  if (description.properties.has(name)) return problem;
  const base = baseOf(name);
  // Equality (the bare column name) first, then the operators in schema order.
  const forms = [...description.properties.keys()]
    .filter((known) => baseOf(known) === base)
    .sort((a, b) => Number(b === base) - Number(a === base));
  if (forms.length === 0) return problem;
  const operator = name.slice(base.length);
  const message =
    operator === ""
      ? `is not a parameter of this endpoint; write ${joinOr(forms)}`
      : `${operator} is not an operator of ${base}; ${base} accepts ${joinOr(forms.map((known) => known.slice(base.length) || "="))}`;
  return {
    ...problem,
    message,
    accepted: joinOr(forms.map((known) => form(known, base))),
  };
}
