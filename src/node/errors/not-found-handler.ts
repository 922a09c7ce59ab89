import type { RequestHandler } from "express";
import { ApiError } from "../../server/errors/api-error";

function pathOf(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/** Last in the chain: no route matched, so a 404 naming the method and path. */
export const notFoundHandler: RequestHandler = (request, _response, next) => {
  next(new ApiError("not_found", { detail: `${request.method} ${pathOf(request.originalUrl)}` }));
};
