import { validate, type SchemaName, type SchemaTypeMap } from "../../../src/schemas";

/** What validBody reads of a response: supertest's and the tests' fetch results both have it. */
export interface TextResponse {
  readonly text: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * The JSON body of a response, after checking its content type and validating it against the
 * schema named: every body a test reads has passed its schema first.
 */
export function validBody<N extends SchemaName>(
  response: TextResponse,
  schema: N,
): SchemaTypeMap[N] {
  expect(response.headers["content-type"]).toMatch(/^application\/json; charset=utf-8$/);
  const body: unknown = JSON.parse(response.text);
  expect(validate(schema, body)).toEqual([]);
  return body as SchemaTypeMap[N];
}

/** The error schema of a path: v1's for /api/v1/…, v2's for everything else. */
export function errorSchemaOf(path: string): "v1/error-response" | "v2/error-response" {
  return /^\/api\/v1(\/|\?|$)/.test(path) ? "v1/error-response" : "v2/error-response";
}
