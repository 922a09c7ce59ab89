import type { Router } from "express";
import {
  createV1CityFilter,
  createV1OccurrenceFilter,
  createV1QueryParser,
  V1_CITY_COLUMNS,
  V1_OCCURRENCE_COLUMNS,
} from "../../query/v1";
import type { World } from "../../world";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { GET_ONLY, type CoreRoute } from "../core/core-route";
import { routesRouter } from "../express/routes-router";
import { lazy } from "../lazy";
import { createV1ListHandler } from "./create-v1-list-handler";
import { checkV1RouterOptions, type V1RouterOptions } from "./v1-router-options";
import type { V1RowSource } from "./v1-row-source";
import { v1RowsOfWorld } from "./v1-rows-of-world";
import { createV1Table } from "./v1-table";

/**
 * The /api/v1 router of a world (api-v1.md 4), to mount at `/api/v1`: its rows are the world's
 * v1 views (toV1OccurrenceRow, toV1CityRow), built on the first v1 request that needs them, so
 * creating the router costs nothing. See createV1RowsRouter for the endpoints.
 */
export function createV1Router(world: World, options: V1RouterOptions = {}): Router {
  return createV1RowsRouter(v1RowsOfWorld(world), options);
}

/**
 * The /api/v1 router over any rows (api-v1.md 4), to mount at `/api/v1`: GET /occurrences,
 * /occurrences/definitions, /cities, /cities/definitions. Rows are taken from `source` on the
 * first request that needs them, sorted by id, and kept with each row's JSON text. Errors go to
 * `next` as ApiErrors, for the project's error middleware to render as v1 bodies.
 *
 * Where the spec leaves v1 open, the mock chooses (and the query schemas say the same):
 * - lists are bare arrays of every matching row in id order, no paging; `v1MaxRows` may cap
 *   them, and `X-Total-Count` always states how many rows matched;
 * - `data_ocorrencia[gt]` / `[lt]` and `Populacao[gt]` / `[lt]` are strict; the date bounds
 *   compare the date part of `data_ocorrencia` as the row shows it (the world renders it in UTC);
 * - `column=value` works on every column: numbers numerically, strings exactly (case- and
 *   accent-sensitive); `Cidade[lk]` is SQL LIKE on the whole name, `%` and `_` wildcards, no
 *   escape character, case- and accent-insensitive (NFD, combining marks dropped, lower case);
 * - `field[]` returns the named columns in the definitions' order, each once;
 * - any unknown parameter or operator, malformed value or repeated scalar is a 400 naming it
 *   (an unknown operator lists the forms its column accepts); definitions take no parameters.
 */
export function createV1RowsRouter(source: V1RowSource, options: V1RouterOptions = {}): Router {
  return routesRouter(createV1Routes(source, options));
}

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
