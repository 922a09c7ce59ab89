/** The contract: the one endpoint table, its header names and the defaults its schemas state. */
export { API_ROOT, API_VERSIONS, apiBase, type ApiVersion } from "./api-base";
export {
  FRESHNESS_HEADERS,
  IGNORED_PARAMETERS_HEADER,
  STATE_FRESHNESS_HEADERS,
  TOTAL_COUNT_HEADER,
} from "./contract-headers";
export {
  OPERATION_METHODS,
  PAGING_RULES,
  SECURITY_KINDS,
  type Operation,
  type OperationMethod,
  type OperationTag,
  type PagingRule,
  type RequestBodyName,
  type SecurityKind,
} from "./operation";
export { LOGIN_MEDIA, OPERATION_ROWS, type OperationId, type OperationRow } from "./operation-rows";
export { envelopeMessage, OPERATIONS, operation, pathOf } from "./operations";
export { ROW_SCHEMAS } from "./row-schemas";
export { FIRST_PAGE, QUERY_DEFAULTS, type DefaultOrder } from "./query-defaults";
export { numberKeyword, schemaKeyword, stringKeyword } from "./schema-keyword";
