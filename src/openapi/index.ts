export { buildOpenApiDocument, type OpenApiOptions } from "./build-openapi-document";
export { OPENAPI_ENDPOINTS, type OpenApiEndpoint } from "./openapi-endpoints";
export { renderDocsPage } from "./render-docs-page";
