import { compileErrors, validate as validateOpenApi } from "@readme/openapi-parser";
import { coreRequest as request } from "./helpers/core-request";
import { coreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";
import { validBody } from "./helpers/valid-body";

const world = testWorld(0);

/** The take parameter of GET /api/v2/occurrences in an OpenAPI document. */
function takeOf(document: unknown): { schema: { maximum: number } } | undefined {
  const paths = (document as { paths: Record<string, { get: { parameters: unknown[] } }> }).paths;
  const parameters = paths["/api/v2/occurrences"]?.get.parameters ?? [];
  return parameters.find(
    (parameter): parameter is { name: string; schema: { maximum: number } } =>
      (parameter as { name?: unknown }).name === "take",
  );
}

describe("GET /openapi.json", () => {
  test.each<[string, number | undefined, number]>([
    ["default app -> take maximum 5000", undefined, 5000],
    ["maxTake 77 -> take maximum 77", 77, 77],
  ])("%s, valid OpenAPI 3.1 by @readme/openapi-parser", async (_name, maxTake, maximum) => {
    const app = coreApp({ world, ...(maxTake === undefined ? {} : { maxTake }) });
    const response = await request(app).get("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const document: unknown = JSON.parse(response.text);
    expect(document).toMatchObject({ openapi: "3.1.0" });
    const result = await validateOpenApi(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(takeOf(document)?.schema.maximum).toBe(maximum);
  });

  test("with auth required -> still served without a token", async () => {
    const response = await request(coreApp({ world, auth: "required" })).get("/openapi.json");
    expect(response.status).toBe(200);
    expect(takeOf(JSON.parse(response.text))).toBeDefined();
  });
});

describe("GET /docs", () => {
  test.each([["/docs"], ["/docs/"]])(
    "%s -> an HTML page that loads /openapi.json",
    async (path) => {
      const response = await request(coreApp({ world, auth: "required" })).get(path);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.text).toMatch(/^<!doctype html>/i);
      expect(response.text).toContain('const OPENAPI_PATH = "/openapi.json"');
    },
  );
});

// /openapi.json and /docs were once plain GET routes, so another method fell through to a 404
// (docs/serve.md: other methods get 405 with Allow), and HEAD /docs answered without the
// Content-Length its GET carries (the page was sent with response.end, not the shared sender).
describe("/openapi.json and /docs answer other methods 405 with Allow: GET, HEAD", () => {
  test.each<[string, "post" | "put" | "delete", string]>([
    ["POST /openapi.json -> 405 (was 404)", "post", "/openapi.json"],
    ["DELETE /openapi.json -> 405 (was 404)", "delete", "/openapi.json"],
    ["POST /docs -> 405 (was 404)", "post", "/docs"],
    ["PUT /docs/ -> 405 (was 404)", "put", "/docs/"],
  ])("%s, Allow: GET, HEAD", async (_name, method, path) => {
    const response = await request(coreApp({ world }))[method](path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(validBody(response, "v2/error-response").msgCode).toBe("method_not_allowed");
  });
});
