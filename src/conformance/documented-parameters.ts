import type { OperationId } from "../contract";

/**
 * The documented query parameters of each operation (api-v2 4.1, 4.2; api-v1 4.1, 4.3), in the
 * order the coverage map lists them: the one place they are written. Each name is a property of
 * its operation's query schema (a test holds them to it); the schemas accept more (v1's column
 * equalities), which are not documented parameters. The coverage map, the rule table's rows
 * that exercise every parameter of an operation (the differential run's) and the oracle's v1
 * readers derive from it.
 */
export const DOCUMENTED_PARAMETERS = {
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
} as const satisfies Partial<Record<OperationId, readonly string[]>>;

/** The operations whose documented parameters the coverage map lists. */
export type CoveredOperation = keyof typeof DOCUMENTED_PARAMETERS;

/** The operations with documented parameters, in the coverage map's order. */
export const COVERED_OPERATIONS = Object.keys(DOCUMENTED_PARAMETERS) as readonly CoveredOperation[];
