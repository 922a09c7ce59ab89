import { Router } from "express";
import { buildOpenApiDocument, renderDocsPage, type OpenApiOptions } from "../openapi";
import { methodNotAllowed } from "./errors";
import { sendBody } from "./send-body";
import { sendJson } from "./send-json";

/**
 * GET /openapi.json (the OpenAPI 3.1 document generated from the schemas, with the served
 * defaults and maximum take) and GET /docs (a browsable page over it). Both are built on first
 * request and kept, so they cost nothing at startup. HEAD answers as GET; other methods a 405.
 */
export function createDocsRouter(served: OpenApiOptions): Router {
  const router = Router();
  const onlyGet = methodNotAllowed(["GET", "HEAD"]);
  let document: Buffer | undefined;
  let page: Buffer | undefined;
  router
    .route("/openapi.json")
    .get((_request, response) => {
      document ??= Buffer.from(JSON.stringify(buildOpenApiDocument(served)));
      sendJson(response, 200, document);
    })
    .all(onlyGet);
  router
    .route(["/docs", "/docs/"])
    .get((_request, response) => {
      page ??= Buffer.from(renderDocsPage("/openapi.json"));
      sendBody(response, 200, "text/html; charset=utf-8", page);
    })
    .all(onlyGet);
  return router;
}
