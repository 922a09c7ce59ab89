import type { SchemaName } from "../schemas";

/** How a request body is sent, for the login endpoints. */
export type BodyKind = "json" | "form";

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
  /** The query schema whose properties are the query parameters. */
  readonly query?: SchemaName;
  /** The success status and its body schema. */
  readonly success: { readonly status: number; readonly schema: SchemaName };
  /** The error body schema (by version). */
  readonly error: SchemaName;
  /** A request body, for POST. */
  readonly body?: { readonly kind: BodyKind; readonly fields: readonly string[] };
}

/** Every operation the mock serves: the spec's six endpoints plus what real clients call. */
export const OPENAPI_ENDPOINTS: readonly OpenApiEndpoint[] = [
  {
    method: "get",
    path: "/api/v2/occurrences",
    summary: "Occurrences, paged, filtered by state, cities, dates and victims (api-v2 4.1).",
    tag: "v2",
    query: "query/v2-occurrences",
    success: { status: 200, schema: "v2/occurrences-response" },
    error: "v2/error-response",
  },
  {
    method: "get",
    path: "/api/v2/cities",
    summary: "Cities, filtered by id, name and state; not paged (api-v2 4.2).",
    tag: "v2",
    query: "query/v2-cities",
    success: { status: 200, schema: "v2/cities-response" },
    error: "v2/error-response",
  },
  {
    method: "get",
    path: "/api/v2/states",
    summary: "States (not in the spec; real clients call it).",
    tag: "v2",
    query: "query/no-parameters",
    success: { status: 200, schema: "v2/states-response" },
    error: "v2/error-response",
  },
  {
    method: "get",
    path: "/api/v1/occurrences",
    summary: "Occurrence rows, filtered by state, city, dates and any column (api-v1 4.1).",
    tag: "v1",
    query: "query/v1-occurrences",
    success: { status: 200, schema: "v1/occurrences-response" },
    error: "v1/error-response",
  },
  {
    method: "get",
    path: "/api/v1/occurrences/definitions",
    summary: "The 23 occurrence column names in order (api-v1 4.2).",
    tag: "v1",
    query: "query/no-parameters",
    success: { status: 200, schema: "v1/occurrence-definitions" },
    error: "v1/error-response",
  },
  {
    method: "get",
    path: "/api/v1/cities",
    summary: "City rows, filtered by population, state and name (api-v1 4.3).",
    tag: "v1",
    query: "query/v1-cities",
    success: { status: 200, schema: "v1/cities-response" },
    error: "v1/error-response",
  },
  {
    method: "get",
    path: "/api/v1/cities/definitions",
    summary: "The 9 city column names in order (api-v1 4.4).",
    tag: "v1",
    query: "query/no-parameters",
    success: { status: 200, schema: "v1/city-definitions" },
    error: "v1/error-response",
  },
  {
    method: "post",
    path: "/api/v2/auth/login",
    summary: "Log in with email and password (JSON); answers an access token (real-world).",
    tag: "auth",
    body: { kind: "json", fields: ["email", "password"] },
    success: { status: 201, schema: "v2/auth-token-response" },
    error: "v2/error-response",
  },
  {
    method: "post",
    path: "/api/v2/auth/refresh",
    summary: "Refresh the access token given as Authorization: Bearer (real-world).",
    tag: "auth",
    success: { status: 201, schema: "v2/auth-token-response" },
    error: "v2/error-response",
  },
  {
    method: "post",
    path: "/api/v1/auth/login",
    summary: "Log in with email and password as form fields (real-world).",
    tag: "auth",
    body: { kind: "form", fields: ["email", "password"] },
    success: { status: 200, schema: "v1/auth-token-response" },
    error: "v1/error-response",
  },
];
