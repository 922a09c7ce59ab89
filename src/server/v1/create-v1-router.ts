import type { Router } from "express";
import type { World } from "../../world";
import { routesRouter } from "../express/routes-router";
import { createV1Routes } from "./create-v1-routes";
import type { V1RouterOptions } from "./v1-router-options";
import type { V1RowSource } from "./v1-row-source";
import { v1RowsOfWorld } from "./v1-rows-of-world";

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
