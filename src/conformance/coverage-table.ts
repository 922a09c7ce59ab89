import type { CheckId } from "./check-catalogue";
import { RULES, type CoveredOperation, type Rule } from "./rules";

/**
 * The documented query parameters the coverage map lists (api-v2 4.1, 4.2; api-v1 4.1, 4.3), in
 * the map's order. Each name is a property of its operation's query schema (a test holds them to
 * it); the v1 column-equality parameters the schemas also accept are covered by their own rule
 * entries, not listed here. Which rules exercise a parameter is the rule table's to say.
 */
const PARAMETERS: Readonly<Record<CoveredOperation, readonly string[]>> = {
  "v2-occurrences": [
    "order",
    "page",
    "take",
    "idState",
    "idCities",
    "initialdate",
    "finaldate",
    "typeOccurrence",
  ],
  "v2-cities": ["cityId", "cityName", "stateId"],
  "v1-occurrences": [
    "estado_id[]",
    "cidade_id[]",
    "data_ocorrencia[gt]",
    "data_ocorrencia[lt]",
    "field[]",
  ],
  "v1-cities": ["Populacao[gt]", "Populacao[lt]", "EstadoId", "Cidade[lk]", "field[]"],
};

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

/** The coverage map's parameter entries, each with the rules the rule table says exercise it. */
export const COVERED_PARAMETERS: readonly CoveredParameter[] = (
  Object.entries(PARAMETERS) as [CoveredOperation, readonly string[]][]
).flatMap(([operation, parameters]) =>
  parameters.map((parameter) => ({ operation, parameter, checks: rulesOf(operation, parameter) })),
);
