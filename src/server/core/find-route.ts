import { ApiError } from "../errors/api-error";
import type { CoreRoute, RouteHandler } from "./core-route";

function samePath(path: string, route: string): boolean {
  // Express's defaults: case-insensitive, one trailing slash allowed.
  const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return bare.toLowerCase() === route.toLowerCase();
}

/** The route of `routes` that `path` names, if any. */
function routeOf(routes: readonly CoreRoute[], path: string): CoreRoute | undefined {
  return routes.find((candidate) => samePath(path, candidate.path));
}

/**
 * The handler of the route of `routes` that `path` names, for `method` (HEAD answers as GET), a
 * handler that throws the route's 405 for another method, or undefined when no route matches.
 */
export function findRoute(
  routes: readonly CoreRoute[],
  method: string,
  path: string,
): RouteHandler | undefined {
  const route = routeOf(routes, path);
  if (route === undefined) return undefined;
  const handler = route.methods[method] ?? (method === "HEAD" ? route.methods.GET : undefined);
  if (handler !== undefined) return handler;
  return () => {
    throw new ApiError("method_not_allowed", {
      detail: `${method} is not allowed here; use ${route.allow}`,
      headers: { Allow: route.allow },
    });
  };
}

/** The Allow of the route of `routes` that `path` names, or undefined when none does. */
export function allowOf(routes: readonly CoreRoute[], path: string): string | undefined {
  return routeOf(routes, path)?.allow;
}
