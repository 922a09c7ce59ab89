import type { SchemaName } from "../schemas";
import { FRESHNESS_HEADERS, STATE_FRESHNESS_HEADERS } from "../server/create-freshness-headers";
import { IGNORED_PARAMETERS_HEADER } from "../server/ignored-parameters-header";
import type { ApiVersion } from "../server/errors/api-version-of";
import { TOTAL_COUNT_HEADER } from "../server/v1/create-v1-list-handler";

/**
 * Who may call an operation: `data` endpoints take a Bearer token (required or optional as the
 * server's --auth says), `login` none, `refresh` a token in the header or in the body.
 */
export type SecurityKind = "data" | "login" | "refresh";

/** The request bodies the document describes as components. */
export type RequestBodyName = "LoginRequest" | "RefreshRequest";

/** One operation of the served API, as the OpenAPI document lists it. */
export interface OpenApiEndpoint {
  /** HTTP method, lower case. */
  readonly method: "get" | "post";
  /** Path, e.g. /api/v2/occurrences. */
  readonly path: string;
  /** One line for the operation. */
  readonly summary: string;
  /** Grouping tag. */
  readonly tag: "v2" | "v1" | "auth";
  /** The API version whose error bodies the operation answers. */
  readonly version: ApiVersion;
  /** The query schema whose properties are the query parameters. */
  readonly query?: SchemaName;
  /** The success status and its body schema. */
  readonly success: { readonly status: number; readonly schema: SchemaName };
  /** Headers of the success answer, by name. */
  readonly headers?: readonly string[];
  /** Who may call it. */
  readonly security: SecurityKind;
  /** A request body, for POST: its component, whether it is required and its media types. */
  readonly body?: {
    readonly schema: RequestBodyName;
    readonly required: boolean;
    readonly media: readonly string[];
  };
}

/**
 * The forms a login accepts: JSON, an HTML form and a multipart form (real clients send each;
 * issue 10 makes both logins read all three).
 */
export const LOGIN_MEDIA = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

/** Every operation the mock serves: the spec's six endpoints plus what real clients call. */
export const OPENAPI_ENDPOINTS: readonly OpenApiEndpoint[] = [
  {
    method: "get",
    path: "/api/v2/occurrences",
    summary: "Occurrences, paged, filtered by state, cities, dates and victims (api-v2 4.1).",
    tag: "v2",
    version: "v2",
    query: "query/v2-occurrences",
    success: { status: 200, schema: "v2/occurrences-response" },
    headers: [...FRESHNESS_HEADERS, ...STATE_FRESHNESS_HEADERS, IGNORED_PARAMETERS_HEADER],
    security: "data",
  },
  {
    method: "get",
    path: "/api/v2/cities",
    summary: "Cities, filtered by id, name and state; not paged (api-v2 4.2).",
    tag: "v2",
    version: "v2",
    query: "query/v2-cities",
    success: { status: 200, schema: "v2/cities-response" },
    headers: [IGNORED_PARAMETERS_HEADER],
    security: "data",
  },
  {
    method: "get",
    path: "/api/v2/states",
    summary: "States (not in the spec; real clients call it).",
    tag: "v2",
    version: "v2",
    query: "query/no-parameters",
    success: { status: 200, schema: "v2/states-response" },
    headers: [IGNORED_PARAMETERS_HEADER],
    security: "data",
  },
  {
    method: "get",
    path: "/api/v1/occurrences",
    summary: "Occurrence rows, filtered by state, city, dates and any column (api-v1 4.1).",
    tag: "v1",
    version: "v1",
    query: "query/v1-occurrences",
    success: { status: 200, schema: "v1/occurrences-response" },
    headers: [TOTAL_COUNT_HEADER],
    security: "data",
  },
  {
    method: "get",
    path: "/api/v1/occurrences/definitions",
    summary: "The 23 occurrence column names in order (api-v1 4.2).",
    tag: "v1",
    version: "v1",
    query: "query/no-parameters",
    success: { status: 200, schema: "v1/occurrence-definitions" },
    security: "data",
  },
  {
    method: "get",
    path: "/api/v1/cities",
    summary: "City rows, filtered by population, state and name (api-v1 4.3).",
    tag: "v1",
    version: "v1",
    query: "query/v1-cities",
    success: { status: 200, schema: "v1/cities-response" },
    headers: [TOTAL_COUNT_HEADER],
    security: "data",
  },
  {
    method: "get",
    path: "/api/v1/cities/definitions",
    summary: "The 9 city column names in order (api-v1 4.4).",
    tag: "v1",
    version: "v1",
    query: "query/no-parameters",
    success: { status: 200, schema: "v1/city-definitions" },
    security: "data",
  },
  {
    method: "post",
    path: "/api/v2/auth/login",
    summary: "Log in with email and password; answers an access token (real-world).",
    tag: "auth",
    version: "v2",
    body: { schema: "LoginRequest", required: true, media: LOGIN_MEDIA },
    success: { status: 201, schema: "v2/auth-token-response" },
    security: "login",
  },
  {
    method: "post",
    path: "/api/v2/auth/refresh",
    summary:
      "Refresh an access token, sent as Authorization: Bearer or as accessToken (real-world).",
    tag: "auth",
    version: "v2",
    body: { schema: "RefreshRequest", required: false, media: ["application/json"] },
    success: { status: 201, schema: "v2/auth-token-response" },
    security: "refresh",
  },
  {
    method: "post",
    path: "/api/v1/auth/login",
    summary: "Log in with email and password; answers an access token (real-world).",
    tag: "auth",
    version: "v1",
    body: { schema: "LoginRequest", required: true, media: LOGIN_MEDIA },
    success: { status: 200, schema: "v1/auth-token-response" },
    security: "login",
  },
];
