import { Router } from "express";
import { buildOpenApiDocument, renderDocsPage, type OpenApiOptions } from "../openapi";
import { sendJson } from "./send-json";

/**
 * GET /openapi.json (the OpenAPI 3.1 document generated from the schemas, with the served
 * defaults and maximum take) and GET /docs (a browsable page over it). Both are built on first request and
 * kept, so they cost nothing at startup.
 */
export function createDocsRouter(served: OpenApiOptions): Router {
  const router = Router();
  let document: Buffer | undefined;
  let page: Buffer | undefined;
  router.get("/openapi.json", (_request, response) => {
    document ??= Buffer.from(JSON.stringify(buildOpenApiDocument(served)));
    sendJson(response, 200, document);
  });
  router.get(["/docs", "/docs/"], (_request, response) => {
    page ??= Buffer.from(renderDocsPage("/openapi.json"));
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(page);
  });
  return router;
}
