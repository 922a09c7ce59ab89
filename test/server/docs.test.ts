import { compileErrors, validate as validateOpenApi } from "@readme/openapi-parser";
import { coreRequest as request } from "./helpers/core-request";
import { coreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";

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
