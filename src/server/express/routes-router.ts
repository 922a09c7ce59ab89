import { Router } from "express";
import type { CoreRoute } from "../core/core-route";
import { RequestContext } from "../core/request-context";
import { findRoute } from "../core/find-route";
import { sendCoreAnswer } from "./send-core-answer";
import { toCoreRequest } from "./to-core-request";

/**
 * An Express router over routes of the request core, for mounting them outside createApp (the
 * v1 router under test): a matching route answers through sendCoreAnswer, its errors go to the
 * error middleware; a path no route names goes on (`next`).
 */
export function routesRouter(routes: readonly CoreRoute[]): Router {
  const router = Router();
  router.use((request, response, next) => {
    const handler = findRoute(routes, request.method, request.path);
    if (handler === undefined) {
      next();
      return;
    }
    Promise.resolve()
      .then(() => handler(new RequestContext(toCoreRequest(request))))
      .then((answer) => sendCoreAnswer(response, answer), next);
  });
  return router;
}
