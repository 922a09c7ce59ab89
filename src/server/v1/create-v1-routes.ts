import {
  createV1CityFilter,
  createV1OccurrenceFilter,
  createV1QueryParser,
  V1_CITY_COLUMNS,
  V1_OCCURRENCE_COLUMNS,
} from "../../query/v1";
import { GET_ONLY, type CoreRoute } from "../core/core-route";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { lazy } from "../lazy";
import { createV1ListHandler } from "./create-v1-list-handler";
import { checkV1RouterOptions, type V1RouterOptions } from "./v1-router-options";
import type { V1RowSource } from "./v1-row-source";
import { createV1Table } from "./v1-table";

/**
 * The /api/v1 routes over any rows, relative to /api/v1 (what createV1RowsRouter serves, and what
 * the request core mounts at /api/v1): GET /occurrences, /occurrences/definitions, /cities,
 * /cities/definitions; other methods a 405. Errors are thrown as ApiErrors.
 */
export function createV1Routes(source: V1RowSource, options: V1RouterOptions = {}): CoreRoute[] {
  checkV1RouterOptions(options);
  const maxRows = options.v1MaxRows;
  const occurrences = createV1ListHandler({
    parse: createV1QueryParser("query/v1-occurrences"),
    filter: createV1OccurrenceFilter,
    fields: (query) => query["field[]"],
    definitions: V1_OCCURRENCE_COLUMNS,
    table: lazy(async () =>
      createV1Table(await source.occurrenceRows(), (row) => row.id_ocorrencia),
    ),
    maxRows,
  });
  const cities = createV1ListHandler({
    parse: createV1QueryParser("query/v1-cities"),
    filter: createV1CityFilter,
    fields: (query) => query["field[]"],
    definitions: V1_CITY_COLUMNS,
    table: lazy(async () => createV1Table(await source.cityRows(), (row) => row.CidadeId)),
    maxRows,
  });
  const fixed = (columns: readonly string[]): CoreRoute["methods"] => ({
    GET: createFixedBodyHandler(JSON.stringify(columns)),
  });
  return [
    { path: "/occurrences", allow: GET_ONLY, methods: { GET: occurrences } },
    { path: "/occurrences/definitions", allow: GET_ONLY, methods: fixed(V1_OCCURRENCE_COLUMNS) },
    { path: "/cities", allow: GET_ONLY, methods: { GET: cities } },
    { path: "/cities/definitions", allow: GET_ONLY, methods: fixed(V1_CITY_COLUMNS) },
  ];
}
