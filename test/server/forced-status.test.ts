import { coreRequest as request } from "./helpers/core-request";
import { coreApp } from "./helpers/core-app";
import { forcedStatusOf } from "../../src/server/frontend";
import { testWorld } from "./helpers/test-world";
import { errorSchemaOf, validBody } from "./helpers/valid-body";

const world = testWorld(10);
const app = coreApp({ world });

describe("a forced status (X-Mock-Status, or Prism's Prefer: code=NNN) -> that status in the version's error body", () => {
  test.each<[string, string, Record<string, string>, number, string]>([
    // name, path, request headers, status, machine code (v2 msgCode, v1 error)
    [
      "X-Mock-Status: 503 -> 503 unavailable",
      "/api/v2/occurrences",
      { "X-Mock-Status": "503" },
      503,
      "unavailable",
    ],
    [
      "X-Mock-Status: 429 -> 429 rate_limited",
      "/api/v2/states",
      { "X-Mock-Status": "429" },
      429,
      "rate_limited",
    ],
    [
      "X-Mock-Status: 401 on /api/v1 -> the v1 body",
      "/api/v1/occurrences",
      { "X-Mock-Status": "401" },
      401,
      "unauthorized",
    ],
    [
      "X-Mock-Status: 418 (no catalogue entry) -> 418 forced_status",
      "/api/v2/cities",
      { "X-Mock-Status": "418" },
      418,
      "forced_status",
    ],
    [
      "X-Mock-Status: 404 on a path that exists -> 404 not_found",
      "/api/v2/cities",
      { "X-Mock-Status": "404" },
      404,
      "not_found",
    ],
    [
      "X-Mock-Status: 599 (the last error status) -> 599",
      "/api/v2/states",
      { "X-Mock-Status": "599" },
      599,
      "forced_status",
    ],
    [
      "X-Mock-Status on a login endpoint -> forced too",
      "/api/v2/auth/login",
      { "X-Mock-Status": "503" },
      503,
      "unavailable",
    ],
    [
      "Prefer: code=500 -> 500",
      "/api/v2/occurrences",
      { Prefer: "code=500" },
      500,
      "internal_error",
    ],
    [
      "Prefer: code=404 among other preferences, on /api/v1 -> the v1 body",
      "/api/v1/cities",
      { Prefer: "dynamic=true, code=404" },
      404,
      "not_found",
    ],
    [
      "X-Mock-Status and Prefer both sent -> X-Mock-Status wins",
      "/api/v2/states",
      { "X-Mock-Status": "503", Prefer: "code=500" },
      503,
      "unavailable",
    ],
  ])("%s", async (_name, path, headers, status, code) => {
    const response = await request(app).get(path).set(headers);
    expect(response.status).toBe(status);
    const body = validBody(response, errorSchemaOf(path));
    expect("msgCode" in body ? body.msgCode : body.error).toBe(code);
    expect("code" in body ? body.code : body.status).toBe(status);
    expect(body.msg).toMatch(/forced/);
  });

  test("429 forced -> Retry-After: 1", async () => {
    const response = await request(app).get("/api/v2/states").set("X-Mock-Status", "429");
    validBody(response, "v2/error-response");
    expect(response.headers["retry-after"]).toBe("1");
  });

  test.each<[string, "get" | "post", string, string, string]>([
    [
      "405 forced on a v2 data endpoint -> Allow: GET, HEAD",
      "get",
      "/api/v2/states",
      "allow",
      "GET, HEAD",
    ],
    [
      "405 forced on a v1 data endpoint -> Allow: GET, HEAD",
      "get",
      "/api/v1/cities",
      "allow",
      "GET, HEAD",
    ],
    ["405 forced on a login -> the login's Allow", "post", "/api/v2/auth/login", "allow", "POST"],
    [
      "401 forced on v2 -> WWW-Authenticate: Bearer",
      "get",
      "/api/v2/occurrences",
      "www-authenticate",
      "Bearer",
    ],
    [
      "401 forced on v1 -> WWW-Authenticate: Bearer",
      "get",
      "/api/v1/occurrences",
      "www-authenticate",
      "Bearer",
    ],
  ])("%s", async (_rule, method, path, header, value) => {
    const status = header === "allow" ? "405" : "401";
    const response = await request(app)[method](path).set("X-Mock-Status", status);
    expect(response.status).toBe(Number(status));
    expect(response.headers[header]).toBe(value);
  });

  test.each<[string, string]>([
    ["abc", "abc"],
    ["200 (not an error)", "200"],
    ["302", "302"],
    ["600", "600"],
    ["5030", "5030"],
    ["503.0", "503.0"],
    ["an empty value", ""],
  ])("X-Mock-Status: %s -> 400 naming X-Mock-Status", async (_name, value) => {
    const response = await request(app).get("/api/v2/occurrences").set("X-Mock-Status", value);
    expect(response.status).toBe(400);
    const body = validBody(response, "v2/error-response");
    expect(body.msgCode).toBe("invalid_parameter");
    expect(body.msg).toContain("X-Mock-Status");
    expect(body.errors).toEqual([
      expect.objectContaining({ parameter: "X-Mock-Status", received: value }),
    ]);
  });

  test("X-Mock-Status: abc on /api/v1 -> 400 in the v1 body naming it", async () => {
    const response = await request(app).get("/api/v1/cities").set("X-Mock-Status", "abc");
    expect(response.status).toBe(400);
    const body = validBody(response, "v1/error-response");
    expect(body.parameters?.map((problem) => problem.parameter)).toEqual(["X-Mock-Status"]);
  });

  test.each<[string, string, Record<string, string>]>([
    ["no header -> the normal answer", "/api/v2/states", {}],
    ["a Prefer without code -> the normal answer", "/api/v2/states", { Prefer: "return=minimal" }],
    [
      "X-Mock-Status on /openapi.json -> ignored: only /api answers are forced",
      "/openapi.json",
      { "X-Mock-Status": "503" },
    ],
  ])("%s", async (_name, path, headers) => {
    const response = await request(app).get(path).set(headers);
    expect(response.status).toBe(200);
    if (path === "/api/v2/states") validBody(response, "v2/states-response");
  });
});

describe("forcedStatusOf", () => {
  test.each<[string, string | undefined, string | undefined, ReturnType<typeof forcedStatusOf>]>([
    ["no headers -> none", undefined, undefined, undefined],
    ["X-Mock-Status is trimmed", " 503 ", undefined, { header: "X-Mock-Status", value: "503" }],
    ["Prefer: code=503", undefined, "code=503", { header: "Prefer", value: "503" }],
    [
      "Prefer: CODE=503 (case-insensitive)",
      undefined,
      "CODE=503",
      { header: "Prefer", value: "503" },
    ],
    ['Prefer: code="503" (quoted)', undefined, 'code="503"', { header: "Prefer", value: "503" }],
    [
      "Prefer: example=x;code=429",
      undefined,
      "example=x;code=429",
      { header: "Prefer", value: "429" },
    ],
    ["Prefer: return=minimal -> none", undefined, "return=minimal", undefined],
    ["Prefer: errcode=500 -> none (another preference)", undefined, "errcode=500", undefined],
  ])("%s", (_name, header, prefer, expected) => {
    expect(forcedStatusOf(header, prefer)).toEqual(expected);
  });
});

// `Prefer: code=200`, which Prism clients send to pick the success answer, was a 400
// naming X-Mock-Status (a header the client never sent); `Prefer: code=abc` was silently ignored.
describe("Prefer: code=… is read as Prism clients mean it", () => {
  test.each<[string, string]>([
    ["code=200 -> the normal answer (was 400)", "code=200"],
    ["code=204 -> the normal answer", "code=204"],
  ])("%s", async (_name, prefer) => {
    const response = await request(app).get("/api/v2/states").set("Prefer", prefer);
    expect(response.status).toBe(200);
    validBody(response, "v2/states-response");
  });

  test.each<[string, string]>([
    ["code=302 -> 400 naming Prefer (was naming X-Mock-Status)", "code=302"],
    ["code=abc -> 400 naming Prefer (was ignored)", "code=abc"],
    ["code= -> 400 naming Prefer (was ignored)", "code="],
  ])("%s", async (_name, prefer) => {
    const response = await request(app).get("/api/v2/states").set("Prefer", prefer);
    expect(response.status).toBe(400);
    const body = validBody(response, "v2/error-response");
    expect(body.errors?.map((problem) => problem.parameter)).toEqual(["Prefer"]);
    expect(body.msg).not.toContain("X-Mock-Status");
  });

  test("X-Mock-Status: 200 stays a 400 (only Prefer picks the success answer)", async () => {
    const response = await request(app).get("/api/v2/states").set("X-Mock-Status", "200");
    expect(response.status).toBe(400);
    validBody(response, "v2/error-response");
  });
});
