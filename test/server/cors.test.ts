import { coreRequest as request } from "./helpers/core-request";
import type { SchemaName } from "../../src/schemas";
import { coreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";
import { validBody } from "./helpers/valid-body";

const world = testWorld(10);
const app = coreApp({ world });
const origin = "http://localhost:5173";

describe("CORS preflight (OPTIONS with Origin and Access-Control-Request-Method) -> 204", () => {
  test.each<[string, string, Record<string, string>, string]>([
    [
      "GET /api/v2/occurrences asking for Authorization -> that header allowed",
      "/api/v2/occurrences",
      { "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
      "authorization",
    ],
    [
      "GET /api/v1/cities asking for no header -> the default list (Authorization, X-Mock-Status, …)",
      "/api/v1/cities",
      { "Access-Control-Request-Method": "GET" },
      "Authorization, Content-Type, X-Mock-Status, Prefer",
    ],
    [
      "POST /api/v2/auth/login with Content-Type -> allowed",
      "/api/v2/auth/login",
      {
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
      "content-type",
    ],
  ])("%s", async (_name, path, headers, allowHeaders) => {
    const response = await request(app).options(path).set("Origin", origin).set(headers);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(response.headers["access-control-allow-origin"]).toBe(origin);
    expect(response.headers["access-control-allow-methods"]).toMatch(/\bGET\b.*\bPOST\b/);
    expect(response.headers["access-control-allow-headers"]).toBe(allowHeaders);
    expect(response.headers["access-control-max-age"]).toMatch(/^\d+$/);
  });

  test("auth required -> a preflight still answers 204 (browsers send no token with it)", async () => {
    const response = await request(coreApp({ world, auth: "required" }))
      .options("/api/v2/occurrences")
      .set("Origin", origin)
      .set("Access-Control-Request-Method", "GET")
      .set("Access-Control-Request-Headers", "authorization");
    expect(response.status).toBe(204);
  });

  test("OPTIONS without Access-Control-Request-Method is no preflight -> 405 with CORS headers", async () => {
    const response = await request(app).options("/api/v2/occurrences").set("Origin", origin);
    expect(response.status).toBe(405);
    validBody(response, "v2/error-response");
    expect(response.headers["access-control-allow-origin"]).toBe(origin);
  });
});

describe("CORS headers on answers", () => {
  test.each<[string, string, Record<string, string>, number, SchemaName | undefined]>([
    // name, path, request headers, status, schema of the body (the OpenAPI document has its own
    // test)
    ["200 /api/v2/occurrences", "/api/v2/occurrences", {}, 200, "v2/occurrences-response"],
    ["200 /api/v1/occurrences", "/api/v1/occurrences", {}, 200, "v1/occurrences-response"],
    ["200 /openapi.json", "/openapi.json", {}, 200, undefined],
    ["400 take=0", "/api/v2/occurrences?take=0", {}, 400, "v2/error-response"],
    ["400 on /api/v1", "/api/v1/cities?nope=1", {}, 400, "v1/error-response"],
    ["404 unknown path", "/api/v2/nope", {}, 404, "v2/error-response"],
    ["503 forced", "/api/v2/states", { "X-Mock-Status": "503" }, 503, "v2/error-response"],
  ])(
    "%s -> Allow-Origin echoes the origin; X-Last-Update, X-Total-Count exposed",
    async (_name, path, headers, status, schema) => {
      const response = await request(app).get(path).set("Origin", origin).set(headers);
      expect(response.status).toBe(status);
      if (schema !== undefined) validBody(response, schema);
      expect(response.headers["access-control-allow-origin"]).toBe(origin);
      expect(response.headers["access-control-allow-credentials"]).toBe("true");
      const exposed = String(response.headers["access-control-expose-headers"]).split(/,\s*/);
      expect(exposed).toEqual(
        expect.arrayContaining([
          "X-Last-Update",
          "X-Last-Update-Timestamp",
          "X-Total-Count",
          "Retry-After",
        ]),
      );
    },
  );

  test("401 with auth required -> CORS headers, WWW-Authenticate exposed", async () => {
    const response = await request(coreApp({ world, auth: "required" }))
      .get("/api/v2/occurrences")
      .set("Origin", origin);
    expect(response.status).toBe(401);
    validBody(response, "v2/error-response");
    expect(response.headers["access-control-allow-origin"]).toBe(origin);
    expect(String(response.headers["access-control-expose-headers"])).toContain("WWW-Authenticate");
  });

  test("no Origin (curl, a server-side client) -> Allow-Origin *", async () => {
    const response = await request(app).get("/api/v2/states");
    validBody(response, "v2/states-response");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});

describe("cors: false -> no CORS headers at all", () => {
  const plain = coreApp({ world, cors: false });

  test.each<[string, string]>([
    ["200 /api/v2/occurrences", "/api/v2/occurrences"],
    ["400 take=0", "/api/v2/occurrences?take=0"],
  ])("%s -> no Access-Control-* header", async (_name, path) => {
    const response = await request(plain).get(path).set("Origin", origin);
    validBody(response, response.status === 200 ? "v2/occurrences-response" : "v2/error-response");
    expect(
      Object.keys(response.headers).filter((name) => name.startsWith("access-control-")),
    ).toEqual([]);
  });

  test("a preflight -> not answered as one: 405, no Access-Control-* header", async () => {
    const response = await request(plain)
      .options("/api/v2/occurrences")
      .set("Origin", origin)
      .set("Access-Control-Request-Method", "GET");
    expect(response.status).toBe(405);
    validBody(response, "v2/error-response");
    expect(
      Object.keys(response.headers).filter((name) => name.startsWith("access-control-")),
    ).toEqual([]);
  });
});

// An answer to a request without Origin (Access-Control-Allow-Origin: *) had no
// `Vary: Origin`, so a shared cache could hand that answer to a browser app whose credentialed
// request needs its own origin echoed. Every answer now varies on Origin.
describe("every CORS answer varies on Origin", () => {
  test.each<[string, Record<string, string>]>([
    ["without Origin (Allow-Origin *)", {}],
    ["with Origin (echoed)", { Origin: "http://localhost:5173" }],
  ])("GET /api/v2/states %s -> Vary names Origin", async (_name, headers) => {
    const response = await request(app).get("/api/v2/states").set(headers);
    validBody(response, "v2/states-response");
    expect(String(response.headers.vary).split(/,\s*/)).toContain("Origin");
  });

  test("a preflight asking for headers -> Vary names Access-Control-Request-Headers (echoed)", async () => {
    const response = await request(app)
      .options("/api/v2/states")
      .set("Origin", "http://localhost:5173")
      .set("Access-Control-Request-Method", "GET")
      .set("Access-Control-Request-Headers", "authorization");
    expect(response.status).toBe(204);
    expect(String(response.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(["Origin", "Access-Control-Request-Headers"]),
    );
  });
});
