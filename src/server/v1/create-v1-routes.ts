import { operation } from "../../contract";
import type { V1CitiesQuery, V1OccurrencesQuery } from "../../generated/types";
import {
  createV1CityFilter,
  createV1OccurrenceFilter,
  createV1QueryParser,
  V1_CITY_COLUMNS,
  V1_FILTER_DEFAULTS,
  V1_OCCURRENCE_COLUMNS,
  type V1FilterSettings,
} from "../../query/v1";
import { GET_ONLY, type CoreRoute } from "../core/core-route";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { lazy } from "../lazy";
import { createV1ListHandler } from "./create-v1-list-handler";
import { checkV1RouterOptions, type V1RouterOptions } from "./v1-router-options";
import type { V1RowSource } from "./v1-row-source";
import { createV1Table } from "./v1-table";

/**
 * The v1 routes over any rows, relative to the v1 base (the contract table's routes, mounted by
 * the request core): the occurrence and city lists and their definitions; other methods a 405.
 * Errors are thrown as ApiErrors.
 */
export function createV1Routes(source: V1RowSource, options: V1RouterOptions = {}): CoreRoute[] {
  checkV1RouterOptions(options);
  const maxRows = options.v1MaxRows;
  const settings: V1FilterSettings = {
    bounds: options.v1Bounds ?? V1_FILTER_DEFAULTS.bounds,
    reversedRange: options.v1ReversedRange ?? V1_FILTER_DEFAULTS.reversedRange,
  };
  const occurrences = createV1ListHandler({
    parse: createV1QueryParser("query/v1-occurrences"),
    filter: (query: V1OccurrencesQuery) => createV1OccurrenceFilter(query, settings),
    fields: (query) => query["field[]"],
    definitions: V1_OCCURRENCE_COLUMNS,
    table: lazy(async () =>
      createV1Table(await source.occurrenceRows(), (row) => row.id_ocorrencia),
    ),
    maxRows,
    // A row passes cidade_id[] (estado_id[]) only if its city (state) is listed: only those are
    // tested.
    candidates: (table, query) => {
      const cities = query["cidade_id[]"];
      if (cities !== undefined) return table.rowsWhere("cidade_id", cities);
      const states = query["estado_id[]"];
      return states === undefined ? undefined : table.rowsWhere("estado_id", states);
    },
  });
  const cities = createV1ListHandler({
    parse: createV1QueryParser("query/v1-cities"),
    filter: (query: V1CitiesQuery) => createV1CityFilter(query, settings),
    fields: (query) => query["field[]"],
    definitions: V1_CITY_COLUMNS,
    table: lazy(async () => createV1Table(await source.cityRows(), (row) => row.CidadeId)),
    maxRows,
  });
  const fixed = (columns: readonly string[]): CoreRoute["methods"] => ({
    GET: createFixedBodyHandler(JSON.stringify(columns)),
  });
  return [
    { path: operation("v1-occurrences").route, allow: GET_ONLY, methods: { GET: occurrences } },
    {
      path: operation("v1-occurrence-definitions").route,
      allow: GET_ONLY,
      methods: fixed(V1_OCCURRENCE_COLUMNS),
    },
    { path: operation("v1-cities").route, allow: GET_ONLY, methods: { GET: cities } },
    {
      path: operation("v1-city-definitions").route,
      allow: GET_ONLY,
      methods: fixed(V1_CITY_COLUMNS),
    },
  ];
}
