import { compileErrors, validate as validateOpenApi } from "@readme/openapi-parser";
import { buildOpenApiDocument, OPENAPI_ENDPOINTS, renderDocsPage } from "../../src/openapi";
import { loadSchemaFiles } from "../../src/schemas";

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument({ serverUrl: "http://127.0.0.1:3000" });
const paths = doc.paths as Record<string, Record<string, Json>>;
const components = (doc.components as { schemas: Record<string, Json> }).schemas;

function operationOf(method: string, path: string): Json {
  const op = paths[path]?.[method];
  if (op === undefined) throw new Error(`no ${method} ${path}`);
  return op;
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, out));
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, "")
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe("buildOpenApiDocument", () => {
  test("the document is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
    const result = await validateOpenApi(structuredClone(doc) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  test("every schema file is a component named by its title", () => {
    const titles = loadSchemaFiles().map((file) => file.schema.title);
    expect(Object.keys(components).sort()).toEqual([...titles].sort());
  });

  test("every $ref in the document resolves to a node of the document", () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(50);
    const dangling = refs.filter((ref) => resolvePointer(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  test.each(OPENAPI_ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    "%s is listed with its success schema",
    (_name, endpoint) => {
      const op = operationOf(endpoint.method, endpoint.path);
      const responses = op.responses as Record<string, Json>;
      const success = responses[String(endpoint.success.status)];
      expect(collectRefs(success)).toHaveLength(1);
    },
  );

  test("the v2 occurrences parameters are exactly the query schema's properties", () => {
    const names = (operationOf("get", "/api/v2/occurrences").parameters as Json[]).map(
      (p) => p.name,
    );
    expect(names).toEqual([
      "order",
      "page",
      "take",
      "idState",
      "idCities",
      "initialdate",
      "finaldate",
      "typeOccurrence",
    ]);
  });

  test("a repeatable parameter is an exploded form array", () => {
    const params = operationOf("get", "/api/v2/occurrences").parameters as Json[];
    const idCities = params.find((p) => p.name === "idCities");
    expect(idCities).toMatchObject({ style: "form", explode: true, schema: { type: "array" } });
  });

  test("a parameter's description carries its accepted form from the schema", () => {
    const params = operationOf("get", "/api/v2/occurrences").parameters as Json[];
    expect(params.find((p) => p.name === "take")?.description).toContain("an integer from 1 to");
  });

  test("the server URL is the one asked for, and absent when none is given", () => {
    expect(doc.servers).toEqual([{ url: "http://127.0.0.1:3000" }]);
    expect(buildOpenApiDocument().servers).toBeUndefined();
  });
});

describe("renderDocsPage", () => {
  test("the page loads the OpenAPI document from the path it is given", () => {
    const html = renderDocsPage("/openapi.json");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('fetch("/openapi.json")');
  });
});

describe("buildOpenApiDocument as a server serves it", () => {
  function parameter(document: Json, name: string): Json | undefined {
    const op = (document.paths as Record<string, Record<string, Json>>)["/api/v2/occurrences"]?.get;
    return (op?.parameters as Json[]).find((p) => p.name === name);
  }

  test("maxTake 77 bounds take and states 77 as the maximum, leaving the real clients' 5000 alone", () => {
    const take = parameter(buildOpenApiDocument({ maxTake: 77 }), "take");
    expect(take?.schema).toMatchObject({ type: "integer", maximum: 77 });
    expect(take?.description).toContain("maximum 77");
    expect(take?.description).toContain("from 1 to 77");
    expect(take?.description).toContain("real clients send 1000 and 5000");
  });

  test("defaultTake 10 and defaultOrder DESC are the defaults the document states", () => {
    const document = buildOpenApiDocument({ defaultTake: 10, defaultOrder: "DESC" });
    expect(parameter(document, "take")?.description).toContain("Default: 10;");
    expect(parameter(document, "order")?.description).toContain("Default: DESC.");
  });

  test("without served options the schema's own words stand", () => {
    expect(parameter(buildOpenApiDocument(), "take")?.description).toContain(
      "Default: 25; maximum 5000",
    );
  });
});
