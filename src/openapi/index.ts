export { buildOpenApiDocument, type OpenApiOptions } from "./build-openapi-document";
export { renderDocsPage } from "./render-docs-page";
