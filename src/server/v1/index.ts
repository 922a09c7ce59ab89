export { createV1Routes } from "./create-v1-routes";
export { v1RowsOfWorld } from "./v1-rows-of-world";
export { createV1ListHandler, type V1ListEndpoint } from "./create-v1-list-handler";
export { checkV1RouterOptions, type V1RouterOptions } from "./v1-router-options";
export type { V1RowSource } from "./v1-row-source";
export { createV1Table, type V1Table } from "./v1-table";
