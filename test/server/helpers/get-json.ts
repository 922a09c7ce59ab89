import type { SchemaName } from "../../../src/schemas";
import { validate } from "../../../src/schemas";
import type { CoreApp } from "./core-app";
import { coreRequest, type CoreResponse } from "./core-request";

/** A response the tests read: status, parsed body, headers. */
export type JsonResponse = CoreResponse;

/** The HTTP methods the tests send. */
export type TestMethod = "get" | "post" | "put" | "delete" | "patch" | "options";

/** The schema a body must satisfy: the endpoint's success schema, or the version's error body. */
export function schemaFor(path: string, status: number): SchemaName {
  if (status !== 200)
    return /^\/api\/v1(\/|\?|$)/.test(path) ? "v1/error-response" : "v2/error-response";
  if (path.startsWith("/api/v2/occurrences")) return "v2/occurrences-response";
  if (path.startsWith("/api/v2/cities")) return "v2/cities-response";
  if (path.startsWith("/api/v2/states")) return "v2/states-response";
  throw new Error(`no schema for ${path}`);
}

/**
 * Sends a request to the request core of a test app, in process, and checks the body against
 * its schema (success or error) before the test reads it: every body a test receives is validated.
 */
export async function getJson(
  app: CoreApp,
  path: string,
  method: TestMethod = "get",
): Promise<JsonResponse> {
  const response = await coreRequest(app)[method](path);
  const body: unknown = JSON.parse(response.text);
  expect(response.headers["content-type"]).toMatch(/^application\/json; charset=utf-8$/);
  expect(validate(schemaFor(path, response.status), body)).toEqual([]);
  return { ...response, body };
}
