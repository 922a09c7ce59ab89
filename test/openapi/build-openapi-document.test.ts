import { compileErrors, validate as validateOpenApi } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { OPERATIONS } from "../../src/contract";
import { buildOpenApiDocument, renderDocsPage } from "../../src/openapi";
import { getSchema } from "../../src/schemas";
import { loadSchemaFiles } from "../../src/schemas/load-schema-files";
import { ERROR_CATALOGUE, ERROR_CODES } from "../../src/server/errors";
import { testWorld } from "../server/helpers/test-world";

type Json = Record<string, unknown>;
const world = testWorld(40);
const doc = buildOpenApiDocument({ serverUrl: "http://127.0.0.1:3000", world });
const paths = doc.paths as Record<string, Record<string, Json>>;
const components = (doc.components as { schemas: Record<string, Json> }).schemas;
const DOC_ID = "https://openapi.test/openapi.json";

/** Ajv over the whole document, so a schema at any pointer compiles with its component refs. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// A JSON copy: structuredClone makes arrays of another realm under jest, which `const` rejects.
ajv.addSchema({ ...(JSON.parse(JSON.stringify(doc)) as Json), $id: DOC_ID });

/** A validator of the schema at a place in the document, its component refs resolved. */
function validatorAt(...keys: string[]) {
  const schema = keys.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
  if (schema === undefined) throw new Error(`no schema at ${keys.join(" ")}`);
  const absolute = JSON.stringify(schema).split('"#/components/').join(`"${DOC_ID}#/components/`);
  return ajv.compile(JSON.parse(absolute) as Json);
}

function operationOf(method: string, path: string): Json {
  const op = paths[path]?.[method];
  if (op === undefined) throw new Error(`no ${method} ${path}`);
  return op;
}

function collect(node: unknown, keyName: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((item) => collect(item, keyName, out));
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === keyName && typeof value === "string") out.push(value);
      else collect(value, keyName, out);
    }
  }
  return out;
}

/** Every response of every operation with a body: [name, path, method, status]. */
const ALL_RESPONSES = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    Object.entries(op.responses as Record<string, Json>).map(
      ([status, response]) =>
        [`${method.toUpperCase()} ${path} ${status}`, path, method, status, response] as const,
    ),
  ),
);
/** The responses with a body (a 304 has none). */
const RESPONSES = ALL_RESPONSES.filter(([, , , , response]) => response.content !== undefined);

describe("buildOpenApiDocument", () => {
  test("the document is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
    const result = await validateOpenApi(structuredClone(doc) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  test("every schema file is a component named by its title", () => {
    const titles = loadSchemaFiles().map((file) => String(file.schema.title));
    expect(Object.keys(components)).toEqual(expect.arrayContaining(titles));
  });

  test("every $ref points at a component, never inside one (Dredd aborts on those)", () => {
    const refs = collect(doc, "$ref") as string[];
    expect(refs.length).toBeGreaterThan(50);
    const elsewhere = refs.filter(
      (ref) =>
        !/^#\/components\/schemas\/[A-Za-z0-9._-]+$/.test(ref) ||
        !(ref.split("/")[3]! in components),
    );
    expect(elsewhere).toEqual([]);
  });

  test("every pattern is a whole-string pattern (^…$), so faking tools generate whole values", () => {
    const patterns = collect(doc, "pattern") as string[];
    expect(patterns.length).toBeGreaterThan(3);
    expect(patterns.filter((p) => !p.startsWith("^") || !p.endsWith("$"))).toEqual([]);
  });

  test("only 304s have no body, and every GET has one with its ETag", () => {
    const bodiless = ALL_RESPONSES.filter(([, , , , response]) => response.content === undefined);
    expect(bodiless.map(([, , , status]) => status)).toEqual(bodiless.map(() => "304"));
    const gets = ALL_RESPONSES.filter(
      ([, , method, status]) => method === "get" && status === "200",
    );
    expect(bodiless.map(([name]) => name)).toEqual(
      gets.map(([name]) => name.replace(/200$/, "304")),
    );
    for (const [, , , , response] of bodiless)
      expect(Object.keys(response.headers as Json)).toContain("ETag");
  });

  test.each(RESPONSES)(
    "%s has one example, valid against its schema",
    (_name, path, method, status) => {
      const content = (operationOf(method, path).responses as Record<string, Json>)[status]
        ?.content as Record<string, Json>;
      const media = content["application/json"]!;
      expect(media.example).toBeDefined();
      const validate = validatorAt(
        "paths",
        path,
        method,
        "responses",
        status,
        "content",
        "application/json",
        "schema",
      );
      expect(validate(media.example) ? [] : validate.errors).toEqual([]);
    },
  );

  test.each(["/api/v1/occurrences", "/api/v1/cities"])(
    "%s 200: a field[] answer (only the named columns) is valid, an empty row is not",
    (path) => {
      const validate = validatorAt(
        "paths",
        path,
        "get",
        "responses",
        "200",
        "content",
        "application/json",
        "schema",
      );
      const column = path.includes("cities") ? "Cidade" : "nome_cidade";
      expect(validate([{ [column]: "Niterói" }])).toBe(true);
      expect(validate([{}])).toBe(false);
      expect(validate([{ [column]: 5 }])).toBe(false);
    },
  );

  test.each(OPERATIONS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s lists its success and every status of the error catalogue, with the catalogue's headers",
    (_name, endpoint) => {
      const responses = operationOf(endpoint.method.toLowerCase(), endpoint.path)
        .responses as Record<string, Json>;
      expect(responses[String(endpoint.status)]).toBeDefined();
      expect(responses.default).toBeDefined();
      for (const code of ERROR_CODES) {
        const { status, headers = [] } = ERROR_CATALOGUE[code];
        const listed = responses[String(status)];
        expect(listed).toBeDefined();
        expect(Object.keys((listed?.headers ?? {}) as Json)).toEqual(
          expect.arrayContaining([...headers]),
        );
      }
      expect(Object.keys(responses["429"]?.headers as Json)).toContain("Retry-After");
      expect(Object.keys(responses["401"]?.headers as Json)).toContain("WWW-Authenticate");
    },
  );

  test("the success headers the mock sends are listed: X-Last-Update* and X-Ignored-Parameters on v2, X-Total-Count on v1 lists, the validators on every GET", () => {
    const headersOf = (path: string) =>
      Object.keys(
        ((operationOf("get", path).responses as Record<string, Json>)["200"]?.headers ??
          {}) as Json,
      );
    expect(headersOf("/api/v2/occurrences")).toEqual([
      "X-Last-Update",
      "X-Last-Update-Timestamp",
      "X-Last-Update-State-Id",
      "X-Last-Update-State",
      "X-Last-Update-State-Timestamp",
      "X-Ignored-Parameters",
      "ETag",
      "Cache-Control",
    ]);
    expect(headersOf("/api/v2/cities")).toEqual(["X-Ignored-Parameters", "ETag", "Cache-Control"]);
    expect(headersOf("/api/v1/occurrences")).toEqual(["X-Total-Count", "ETag", "Cache-Control"]);
    expect(headersOf("/api/v1/cities")).toEqual(["X-Total-Count", "ETag", "Cache-Control"]);
  });

  test.each<[string, "off" | "required" | undefined, unknown]>([
    ["auth unknown -> data endpoints take an optional token", undefined, [{ bearer: [] }, {}]],
    ["auth off -> optional token", "off", [{ bearer: [] }, {}]],
    ["auth required -> a token is required", "required", [{ bearer: [] }]],
  ])("%s; login needs none, refresh takes one", (_name, auth, data) => {
    const document = buildOpenApiDocument({ auth, world });
    const op = (method: string, path: string) =>
      (document.paths as Record<string, Record<string, Json>>)[path]?.[method];
    expect(op("get", "/api/v2/occurrences")?.security).toEqual(data);
    expect(op("get", "/api/v1/cities")?.security).toEqual(data);
    expect(op("post", "/api/v2/auth/login")?.security).toEqual([]);
    expect(op("post", "/api/v1/auth/login")?.security).toEqual([]);
    expect(op("post", "/api/v2/auth/refresh")?.security).toEqual([{ bearer: [] }, {}]);
    expect(String(op("get", "/api/v2/cities")?.description)).toMatch(/token/);
  });

  test.each(["/api/v2/auth/login", "/api/v1/auth/login"])(
    "%s takes email and password as non-empty strings, in JSON, form and multipart bodies",
    (path) => {
      const body = operationOf("post", path).requestBody as { required: boolean; content: Json };
      expect(body.required).toBe(true);
      expect(Object.keys(body.content)).toEqual([
        "application/json",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
      ]);
      const validate = validatorAt(
        "paths",
        path,
        "post",
        "requestBody",
        "content",
        "application/json",
        "schema",
      );
      expect(validate({ email: "a@b.c", password: "x" })).toBe(true);
      expect(validate({ email: "", password: "x" })).toBe(false);
      expect(validate({ email: "a@b.c" })).toBe(false);
    },
  );

  test("refresh takes an optional JSON body whose accessToken is a non-empty string", () => {
    const body = operationOf("post", "/api/v2/auth/refresh").requestBody as { required: boolean };
    expect(body.required).toBe(false);
    const validate = validatorAt(
      "paths",
      "/api/v2/auth/refresh",
      "post",
      "requestBody",
      "content",
      "application/json",
      "schema",
    );
    expect(validate({ accessToken: "t" })).toBe(true);
    expect(validate({ accessToken: "" })).toBe(false);
  });

  test("the v2 occurrences parameters are exactly the query schema's properties", () => {
    const names = (operationOf("get", "/api/v2/occurrences").parameters as Json[]).map(
      (p) => p.name,
    );
    expect(names).toEqual(Object.keys(getSchema("query/v2-occurrences").properties ?? {}));
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

  test("every operation has a description with its spec section; the document a license and servers", () => {
    const described = OPERATIONS.map((e) =>
      String(operationOf(e.method.toLowerCase(), e.path).description),
    );
    expect(described.filter((text) => text.length < 40)).toEqual([]);
    expect(String(operationOf("get", "/api/v1/occurrences").description)).toContain(
      "Spec: api-v1 4.1.",
    );
    expect((doc.info as Json).license).toEqual({ name: "MIT", identifier: "MIT" });
  });

  test("the server URL is the one asked for, and the serving server (/) when none is given", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: "http://127.0.0.1:3000" })]);
    expect(buildOpenApiDocument({ world }).servers).toEqual([
      expect.objectContaining({ url: "/" }),
    ]);
  });
});

describe("buildOpenApiDocument as a server serves it", () => {
  function parameter(document: Json, name: string): Json | undefined {
    const op = (document.paths as Record<string, Record<string, Json>>)["/api/v2/occurrences"]?.get;
    return (op?.parameters as Json[]).find((p) => p.name === name);
  }

  test("maxTake 77 bounds take and states 77 as the maximum, leaving the real clients' 5000 alone", () => {
    const take = parameter(buildOpenApiDocument({ maxTake: 77, world }), "take");
    expect(take?.schema).toMatchObject({ type: "integer", maximum: 77 });
    expect(take?.description).toContain("maximum 77");
    expect(take?.description).toContain("from 1 to 77");
    expect(take?.description).toContain("real clients send 1000 and 5000");
  });

  test("defaultTake 10 and defaultOrder DESC are the defaults the document states", () => {
    const document = buildOpenApiDocument({ defaultTake: 10, defaultOrder: "DESC", world });
    expect(parameter(document, "take")?.description).toContain("Default: 10;");
    expect(parameter(document, "order")?.description).toContain("Default: DESC.");
  });

  test("without served options the schema's own words stand", () => {
    expect(parameter(buildOpenApiDocument({ world }), "take")?.description).toContain(
      "Default: 25; maximum 5000",
    );
  });
});

describe("renderDocsPage", () => {
  test("the page loads the OpenAPI document from the path it is given", () => {
    const html = renderDocsPage("/openapi.json");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('"/openapi.json"');
  });
});

describe("what the document says to its readers", () => {
  /** Every string of a JSON value, with where it is. */
  function strings(value: unknown, at = ""): [string, string][] {
    if (typeof value === "string") return [[at, value]];
    if (Array.isArray(value))
      return value.flatMap((item, index) => strings(item, `${at}/${index}`));
    if (typeof value === "object" && value !== null) {
      return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}/${key}`));
    }
    return [];
  }

  test.each([
    ["served (/openapi.json, /docs)", buildOpenApiDocument({ world })],
    ["written with --server-url", doc],
  ])(
    "%s: it names no file users do not have (the project's own spec copies), only docs/ pages",
    (_case, document) => {
      const cited = strings(document).filter(([, text]) =>
        /\b(api-v[12]|real-world)\.md\b|see the README/.test(text),
      );
      expect(cited).toEqual([]);
      expect(String((document.info as Json).description)).toMatch(
        /https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/main\/docs\/contract\.md/,
      );
    },
  );

  test("with --server-url, its server is the server it describes, not the mock", () => {
    expect(doc.servers).toEqual([
      { url: "http://127.0.0.1:3000", description: "The server this document describes." },
    ]);
    expect(String((doc.info as Json).title)).not.toMatch(/mock/i);
    const served = buildOpenApiDocument({ world });
    expect((served.servers as Json[])[0]).toEqual({
      url: "/",
      description: "The mock that serves this document.",
    });
  });
});
