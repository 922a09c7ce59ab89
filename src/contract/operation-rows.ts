import {
  FRESHNESS_HEADERS,
  IGNORED_PARAMETERS_HEADER,
  STATE_FRESHNESS_HEADERS,
  TOTAL_COUNT_HEADER,
} from "./contract-headers";
import type { Operation } from "./operation";
import { stringKeyword } from "./schema-keyword";

/**
 * The forms a login accepts: JSON, an HTML form and a multipart form (real clients send each, so
 * both logins read all three).
 */
export const LOGIN_MEDIA = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

/** A table row before its full path is joined. */
export type OperationRow = Omit<Operation, "path">;

/** The envelope message a v2 answer schema fixes (`msg.const`). */
const messageOf = (schema: "v2/occurrences-response" | "v2/cities-response"): string =>
  stringKeyword(schema, "msg", "const");

/**
 * The contract table as written: one row per operation, in the order the OpenAPI document lists
 * them. OPERATIONS adds each row's full path.
 */
export const OPERATION_ROWS = [
  {
    id: "v2-occurrences",
    version: "v2",
    method: "GET",
    route: "/occurrences",
    tag: "v2",
    summary: "Occurrences, paged, filtered by state, cities, dates and victims (api-v2 4.1).",
    spec: "api-v2 4.1",
    query: "query/v2-occurrences",
    status: 200,
    answer: "v2/occurrences-response",
    message: messageOf("v2/occurrences-response"),
    paging: "page-meta",
    security: "data",
    headers: [...FRESHNESS_HEADERS, ...STATE_FRESHNESS_HEADERS, IGNORED_PARAMETERS_HEADER],
  },
  {
    id: "v2-cities",
    version: "v2",
    method: "GET",
    route: "/cities",
    tag: "v2",
    summary: "Cities, filtered by id, name and state; not paged (api-v2 4.2).",
    spec: "api-v2 4.2",
    query: "query/v2-cities",
    status: 200,
    answer: "v2/cities-response",
    message: messageOf("v2/cities-response"),
    paging: "whole-list",
    security: "data",
    headers: [IGNORED_PARAMETERS_HEADER],
  },
  {
    id: "v2-states",
    version: "v2",
    method: "GET",
    route: "/states",
    tag: "v2",
    summary: "States (not in the spec; real clients call it).",
    spec: "real-world",
    query: "query/no-parameters",
    status: 200,
    answer: "v2/states-response",
    message: "Successfully returned states",
    paging: "whole-list",
    security: "data",
    headers: [IGNORED_PARAMETERS_HEADER],
  },
  {
    id: "v1-occurrences",
    version: "v1",
    method: "GET",
    route: "/occurrences",
    tag: "v1",
    summary: "Occurrence rows, filtered by state, city, dates and any column (api-v1 4.1).",
    spec: "api-v1 4.1",
    query: "query/v1-occurrences",
    status: 200,
    answer: "v1/occurrences-response",
    rows: "v1/occurrence-row",
    paging: "whole-list",
    security: "data",
    headers: [TOTAL_COUNT_HEADER],
  },
  {
    id: "v1-occurrence-definitions",
    version: "v1",
    method: "GET",
    route: "/occurrences/definitions",
    tag: "v1",
    summary: "The 23 occurrence column names in order (api-v1 4.2).",
    spec: "api-v1 4.2",
    query: "query/no-parameters",
    status: 200,
    answer: "v1/occurrence-definitions",
    paging: "single",
    security: "data",
    headers: [],
  },
  {
    id: "v1-cities",
    version: "v1",
    method: "GET",
    route: "/cities",
    tag: "v1",
    summary: "City rows, filtered by population, state and name (api-v1 4.3).",
    spec: "api-v1 4.3",
    query: "query/v1-cities",
    status: 200,
    answer: "v1/cities-response",
    rows: "v1/city-row",
    paging: "whole-list",
    security: "data",
    headers: [TOTAL_COUNT_HEADER],
  },
  {
    id: "v1-city-definitions",
    version: "v1",
    method: "GET",
    route: "/cities/definitions",
    tag: "v1",
    summary: "The 9 city column names in order (api-v1 4.4).",
    spec: "api-v1 4.4",
    query: "query/no-parameters",
    status: 200,
    answer: "v1/city-definitions",
    paging: "single",
    security: "data",
    headers: [],
  },
  {
    id: "v2-login",
    version: "v2",
    method: "POST",
    route: "/auth/login",
    tag: "auth",
    summary: "Log in with email and password; answers an access token (real-world).",
    spec: "real-world",
    status: 201,
    answer: "v2/auth-token-response",
    paging: "single",
    security: "login",
    headers: [],
    body: { schema: "LoginRequest", required: true, media: LOGIN_MEDIA },
  },
  {
    id: "v2-refresh",
    version: "v2",
    method: "POST",
    route: "/auth/refresh",
    tag: "auth",
    summary:
      "Refresh an access token, sent as Authorization: Bearer or as accessToken (real-world).",
    spec: "real-world",
    status: 201,
    answer: "v2/auth-token-response",
    paging: "single",
    security: "refresh",
    headers: [],
    body: { schema: "RefreshRequest", required: false, media: ["application/json"] },
  },
  {
    id: "v1-login",
    version: "v1",
    method: "POST",
    route: "/auth/login",
    tag: "auth",
    summary: "Log in with email and password; answers an access token (real-world).",
    spec: "real-world",
    status: 200,
    answer: "v1/auth-token-response",
    paging: "single",
    security: "login",
    headers: [],
    body: { schema: "LoginRequest", required: true, media: LOGIN_MEDIA },
  },
] as const satisfies readonly OperationRow[];

/** The id of one operation of the contract table. */
export type OperationId = (typeof OPERATION_ROWS)[number]["id"];
