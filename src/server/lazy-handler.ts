import type { RequestHandler } from "express";
import { lazy } from "./lazy";

/**
 * A handler built on the first request that reaches it, so what it compiles (the v1 query
 * schemas, its tables) costs nothing at startup when only v2 is used.
 */
export function lazyHandler(build: () => RequestHandler): RequestHandler {
  const handler = lazy(build);
  return (request, response, next) => handler()(request, response, next);
}
