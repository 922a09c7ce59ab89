import { buildOpenApiDocument, renderDocsPage, type OpenApiOptions } from "../openapi";
import {
  bodyAnswer,
  JSON_CONTENT_TYPE,
  GET_ONLY,
  type CoreRoute,
  lazy,
  utf8Bytes,
} from "../server";

/**
 * GET /openapi.json (the OpenAPI 3.1 document generated from the schemas, with the served
 * defaults and maximum take) and GET /docs (a browsable page over it), as routes of the request
 * core. Both are built on first request and kept, so they cost nothing at startup. HEAD answers
 * as GET; other methods a 405. createApp serves them; the MSW handlers do not.
 */
export function createDocsRoutes(served: OpenApiOptions): CoreRoute[] {
  const document = lazy(() => utf8Bytes(JSON.stringify(buildOpenApiDocument(served))));
  const page = lazy(() => utf8Bytes(renderDocsPage("/openapi.json")));
  return [
    {
      path: "/openapi.json",
      allow: GET_ONLY,
      methods: { GET: () => bodyAnswer(JSON_CONTENT_TYPE, document()) },
    },
    {
      path: "/docs",
      allow: GET_ONLY,
      methods: { GET: () => bodyAnswer("text/html; charset=utf-8", page()) },
    },
  ];
}
