import type { CheckId } from "./check-catalogue";

/**
 * The documented query parameters the coverage map lists (api-v2 4.1, 4.2; api-v1 4.1, 4.3), each
 * with its operation and the checks that exercise it. Each name is a property of its operation's
 * query schema (a test holds them to it); the v1 column-equality parameters the schemas also
 * accept are covered by their own rule entries, not listed here.
 */
export const COVERED_PARAMETERS = [
  { operation: "v2-occurrences", parameter: "order", checks: ["v2.order", "v2.paging.reverse"] },
  {
    operation: "v2-occurrences",
    parameter: "page",
    checks: ["v2.paging.echo", "v2.paging.page-size", "v2.paging.sequence"],
  },
  {
    operation: "v2-occurrences",
    parameter: "take",
    checks: ["v2.paging.echo", "v2.paging.page-count", "v2.paging.page-size"],
  },
  {
    operation: "v2-occurrences",
    parameter: "idState",
    checks: ["v2.filter.state", "v2.partition.states"],
  },
  {
    operation: "v2-occurrences",
    parameter: "idCities",
    checks: ["v2.filter.cities", "v2.partition.cities"],
  },
  {
    operation: "v2-occurrences",
    parameter: "initialdate",
    checks: ["v2.filter.dates", "v2.partition.dates"],
  },
  {
    operation: "v2-occurrences",
    parameter: "finaldate",
    checks: ["v2.filter.dates", "v2.partition.dates"],
  },
  {
    operation: "v2-occurrences",
    parameter: "typeOccurrence",
    checks: ["v2.filter.type-occurrence", "v2.partition.type-occurrence"],
  },
  { operation: "v2-cities", parameter: "cityId", checks: ["v2.cities.filters"] },
  { operation: "v2-cities", parameter: "cityName", checks: ["v2.cities.filters"] },
  { operation: "v2-cities", parameter: "stateId", checks: ["v2.cities.filters"] },
  {
    operation: "v1-occurrences",
    parameter: "estado_id[]",
    checks: ["v1.filter.occurrences", "v1.partition"],
  },
  {
    operation: "v1-occurrences",
    parameter: "cidade_id[]",
    checks: ["v1.filter.occurrences", "v1.partition"],
  },
  {
    operation: "v1-occurrences",
    parameter: "data_ocorrencia[gt]",
    checks: ["v1.filter.dates", "v1.filter.occurrences"],
  },
  {
    operation: "v1-occurrences",
    parameter: "data_ocorrencia[lt]",
    checks: ["v1.filter.dates", "v1.filter.occurrences"],
  },
  { operation: "v1-occurrences", parameter: "field[]", checks: ["v1.field-selection"] },
  { operation: "v1-cities", parameter: "Populacao[gt]", checks: ["v1.filter.cities"] },
  { operation: "v1-cities", parameter: "Populacao[lt]", checks: ["v1.filter.cities"] },
  { operation: "v1-cities", parameter: "EstadoId", checks: ["v1.filter.cities"] },
  { operation: "v1-cities", parameter: "Cidade[lk]", checks: ["v1.filter.cities"] },
  { operation: "v1-cities", parameter: "field[]", checks: ["v1.field-selection"] },
] as const satisfies readonly {
  readonly operation: "v2-occurrences" | "v2-cities" | "v1-occurrences" | "v1-cities";
  readonly parameter: string;
  readonly checks: readonly CheckId[];
}[];

/** One row of the parameter table. */
export type CoveredParameter = (typeof COVERED_PARAMETERS)[number];
