import type { RequestHandler } from "express";

/**
 * A handler built on the first request that reaches it, so what it compiles (the v1 query
 * schemas, its tables) costs nothing at startup when only v2 is used.
 */
export function lazyHandler(build: () => RequestHandler): RequestHandler {
  let handler: RequestHandler | undefined;
  return (request, response, next) => {
    handler ??= build();
    return handler(request, response, next);
  };
}
