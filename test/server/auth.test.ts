import { coreRequest as request } from "./helpers/core-request";
import type { SchemaName } from "../../src/schemas";
import type { AppOptions } from "../../src/server/app-options";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";
import { errorSchemaOf, validBody } from "./helpers/valid-body";
import { validate } from "../../src/schemas";

const world = testWorld(20);
/** A fixed instant, epoch ms, that tests move forward by hand. */
const T0 = Date.UTC(2025, 0, 1);
const login = { email: "ana@example.org", password: "s3cret" };
/** The data endpoints and the schema of their 200 answers. */
const DATA_ENDPOINTS = {
  "/api/v2/occurrences": "v2/occurrences-response",
  "/api/v2/cities": "v2/cities-response",
  "/api/v2/states": "v2/states-response",
  "/api/v1/occurrences": "v1/occurrences-response",
  "/api/v1/cities": "v1/cities-response",
} as const satisfies Record<string, SchemaName>;
type DataPath = keyof typeof DATA_ENDPOINTS;
const DATA_PATHS = Object.keys(DATA_ENDPOINTS) as DataPath[];

/** An app on a hand-moved clock; `clock.now` is what its token checks read. */
function appOn(options: Omit<AppOptions, "world" | "now"> = {}): {
  app: CoreApp;
  clock: { now: number };
} {
  const clock = { now: T0 };
  return { app: coreApp({ world, now: () => clock.now, ...options }), clock };
}

async function v2Login(app: CoreApp, body: object = login): Promise<string> {
  const response = await request(app).post("/api/v2/auth/login").send(body);
  expect(response.status).toBe(201);
  return validBody(response, "v2/auth-token-response").data.accessToken;
}

function claimsOf(token: string): { sub: string; iat: number; exp: number } {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    sub: string;
    iat: number;
    exp: number;
  };
}

describe("POST /api/v2/auth/login", () => {
  const { app } = appOn();

  test("JSON {email, password} -> 201, data.accessToken, data.expiresIn 3600, code 201", async () => {
    const response = await request(app).post("/api/v2/auth/login").send(login);
    expect(response.status).toBe(201);
    const body = validBody(response, "v2/auth-token-response");
    expect(body.data.expiresIn).toBe(3600);
    expect(body.code).toBe(201);
    // A real JWT: a frontend that decodes exp finds the lifetime it was told.
    const claims = claimsOf(body.data.accessToken);
    expect(claims).toEqual({ sub: login.email, iat: T0 / 1000, exp: T0 / 1000 + 3600 });
  });

  test("form fields -> 201 as well", async () => {
    const response = await request(app).post("/api/v2/auth/login").type("form").send(login);
    expect(response.status).toBe(201);
    validBody(response, "v2/auth-token-response");
  });

  test.each<[string, object, string[]]>([
    ["missing password -> 400 naming password", { email: login.email }, ["password"]],
    ["missing email -> 400 naming email", { password: login.password }, ["email"]],
    ["empty password -> 400 naming password", { ...login, password: "" }, ["password"]],
    ["password a number -> 400 naming password", { ...login, password: 1234 }, ["password"]],
    ["empty body -> 400 naming email and password", {}, ["email", "password"]],
  ])("%s", async (_name, body, named) => {
    const response = await request(app).post("/api/v2/auth/login").send(body);
    expect(response.status).toBe(400);
    const error = validBody(response, "v2/error-response");
    // Login fields are body fields, not query parameters.
    expect(error.msgCode).toBe("invalid_body_field");
    expect(error.msg).toMatch(/^Invalid body field: /);
    expect(error.errors?.map((problem) => problem.parameter)).toEqual(named);
    for (const name of named) expect(error.msg).toContain(name);
  });

  test("malformed JSON -> 400 bad_request in the v2 body", async () => {
    const response = await request(app)
      .post("/api/v2/auth/login")
      .set("Content-Type", "application/json")
      .send('{"email": ');
    expect(response.status).toBe(400);
    expect(validBody(response, "v2/error-response").msgCode).toBe("bad_request");
  });

  test("tokenTtlSeconds 60 -> expiresIn 60 and exp 60 s after iat", async () => {
    const token = await v2Login(appOn({ tokenTtlSeconds: 60 }).app);
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBe(60);
  });
});

describe("login with credentials set: only that pair", () => {
  const { app } = appOn({ credentials: login });

  test("the configured pair -> 201", async () => {
    expect(claimsOf(await v2Login(app)).sub).toBe(login.email);
  });

  test.each<[string, object]>([
    ["a wrong password -> 401 with msg", { ...login, password: "guess" }],
    ["a wrong email -> 401 with msg", { ...login, email: "eve@example.org" }],
    ["the password in another case -> 401", { ...login, password: "S3CRET" }],
  ])("%s", async (_name, body) => {
    const response = await request(app).post("/api/v2/auth/login").send(body);
    expect(response.status).toBe(401);
    const error = validBody(response, "v2/error-response");
    expect(error).toMatchObject({ msgCode: "unauthorized", code: 401 });
    expect(error.msg).toMatch(/invalid email or password/);
  });

  test("v1 login with a wrong pair -> 401 in the v1 body", async () => {
    const response = await request(app)
      .post("/api/v1/auth/login")
      .type("form")
      .send({ ...login, password: "guess" });
    expect(response.status).toBe(401);
    expect(validBody(response, "v1/error-response")).toMatchObject({
      error: "unauthorized",
      status: 401,
    });
  });

  test.each<[string, string]>([
    ["form", "form"],
    ["JSON", "json"],
  ])(
    "v1 login with a wrong pair (%s) -> the body's first value is the string Unauthorized (what the v1 R client reads as wrong credentials)",
    async (_name, type) => {
      const response = await request(app)
        .post("/api/v1/auth/login")
        .type(type)
        .send({ ...login, password: "guess" });
      expect(response.status).toBe(401);
      expect(Object.values(JSON.parse(response.text) as object)[0]).toBe("Unauthorized");
    },
  );
});

describe("POST /api/v2/auth/refresh", () => {
  test("Bearer token, 10 s later -> 201 with a new token expiring 10 s later", async () => {
    const { app, clock } = appOn({ auth: "required" });
    const token = await v2Login(app);
    clock.now += 10_000;
    const response = await request(app)
      .post("/api/v2/auth/refresh")
      .set("Authorization", `Bearer ${token}`);
    expect(response.status).toBe(201);
    const fresh = validBody(response, "v2/auth-token-response").data.accessToken;
    expect(fresh).not.toBe(token);
    expect(claimsOf(fresh)).toEqual({
      ...claimsOf(token),
      iat: T0 / 1000 + 10,
      exp: T0 / 1000 + 3610,
    });
  });

  test("token in the body {accessToken} -> 201", async () => {
    const { app } = appOn({ auth: "required" });
    const token = await v2Login(app);
    const response = await request(app).post("/api/v2/auth/refresh").send({ accessToken: token });
    expect(response.status).toBe(201);
    expect(claimsOf(validBody(response, "v2/auth-token-response").data.accessToken).sub).toBe(
      login.email,
    );
  });

  test.each<[string, AppOptions["auth"], Record<string, string>, number]>([
    ["no token, auth off -> 401", "off", {}, 401],
    ["no token, auth required -> 401", "required", {}, 401],
    ["a garbage token, auth required -> 401", "required", { Authorization: "Bearer x.y.z" }, 401],
    // A client that kept a token across a restart of a mock with auth off keeps working.
    ["a garbage token, auth off -> 201", "off", { Authorization: "Bearer x.y.z" }, 201],
  ])("%s", async (_name, auth, headers, status) => {
    const response = await request(appOn({ auth }).app).post("/api/v2/auth/refresh").set(headers);
    expect(response.status).toBe(status);
    if (status === 201) {
      validBody(response, "v2/auth-token-response");
    } else {
      expect(validBody(response, "v2/error-response").msgCode).toBe("unauthorized");
      expect(response.headers["www-authenticate"]).toBe("Bearer");
    }
  });

  test("an expired token, auth required -> 401", async () => {
    const { app, clock } = appOn({ auth: "required" });
    const token = await v2Login(app);
    clock.now += 3600_000;
    const response = await request(app)
      .post("/api/v2/auth/refresh")
      .set("Authorization", `Bearer ${token}`);
    expect(response.status).toBe(401);
    validBody(response, "v2/error-response");
  });
});

describe("POST /api/v1/auth/login", () => {
  test("form fields email and password -> 200 {access_token}", async () => {
    const response = await request(appOn().app).post("/api/v1/auth/login").type("form").send(login);
    expect(response.status).toBe(200);
    const body = validBody(response, "v1/auth-token-response");
    expect(claimsOf(body.access_token)).toMatchObject({ sub: login.email, exp: T0 / 1000 + 3600 });
  });

  test("missing password -> 400 in the v1 body naming password", async () => {
    const response = await request(appOn().app)
      .post("/api/v1/auth/login")
      .type("form")
      .send({ email: login.email });
    expect(response.status).toBe(400);
    const error = validBody(response, "v1/error-response");
    expect(error.parameters?.map((problem) => problem.parameter)).toEqual(["password"]);
  });
});

describe("auth off (default): data endpoints ignore tokens", () => {
  const { app } = appOn();
  test.each<[string, DataPath, string | undefined]>(
    DATA_PATHS.flatMap((path) =>
      [undefined, "Bearer garbage", "Bearer a.b.c", "Basic dXNlcjpwYXNz", "nonsense"].map(
        (authorization): [string, DataPath, string | undefined] => [
          `${path} with ${authorization ?? "no token"} -> 200`,
          path,
          authorization,
        ],
      ),
    ),
  )("%s", async (_name, path, authorization) => {
    const call = request(app).get(path);
    const response = await (authorization === undefined
      ? call
      : call.set("Authorization", authorization));
    expect(response.status).toBe(200);
    validBody(response, DATA_ENDPOINTS[path]);
  });
});

describe("auth required: data endpoints need a token from a login endpoint", () => {
  const { app, clock } = appOn({ auth: "required" });
  beforeEach(() => {
    clock.now = T0;
  });

  test.each(DATA_PATHS.map((path) => [path]))(
    "%s without a token -> 401 in its version's body with msg, WWW-Authenticate: Bearer",
    async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(401);
      expect(response.headers["www-authenticate"]).toBe("Bearer");
      const body = validBody(response, errorSchemaOf(path));
      expect(body.msg).toMatch(/^Unauthorized: no token/);
    },
  );

  test.each(DATA_PATHS.map((path) => [path]))(
    "%s with a token from v2 login -> 200",
    async (path) => {
      const token = await v2Login(app);
      const response = await request(app).get(path).set("Authorization", `Bearer ${token}`);
      expect(response.status).toBe(200);
      validBody(response, DATA_ENDPOINTS[path]);
    },
  );

  test("a token from v1 login -> 200 on v1 and v2; `bearer` in lower case too", async () => {
    const v1 = await request(app).post("/api/v1/auth/login").type("form").send(login);
    const token = validBody(v1, "v1/auth-token-response").access_token;
    for (const path of ["/api/v1/cities", "/api/v2/states"] as const) {
      const response = await request(app).get(path).set("Authorization", `bearer ${token}`);
      expect(response.status).toBe(200);
      validBody(response, DATA_ENDPOINTS[path]);
    }
  });

  test.each<[string, number, number]>([
    ["a token 1 s before it expires -> 200", 3599_000, 200],
    ["a token at its expiry -> 401", 3600_000, 401],
    ["a token a day after -> 401", 86_400_000, 401],
  ])("%s", async (_name, later, status) => {
    const token = await v2Login(app);
    clock.now = T0 + later;
    const response = await request(app)
      .get("/api/v2/states")
      .set("Authorization", `Bearer ${token}`);
    expect(response.status).toBe(status);
    if (status === 401) expect(validBody(response, "v2/error-response").msg).toMatch(/expired/);
    else validBody(response, "v2/states-response");
  });

  test("a token signed by a mock with another tokenSecret -> 401", async () => {
    const other = coreApp({ world: testWorld(20, 8), now: () => T0, tokenSecret: "other" });
    const token = await v2Login(other);
    const response = await request(app)
      .get("/api/v2/states")
      .set("Authorization", `Bearer ${token}`);
    expect(response.status).toBe(401);
    validBody(response, "v2/error-response");
  });

  test("a token whose payload was edited (later exp, same signature) -> 401", async () => {
    const [head, , signature] = (await v2Login(app)).split(".");
    const payload = Buffer.from(
      JSON.stringify({ sub: login.email, iat: T0 / 1000, exp: T0 / 1000 + 10 ** 9 }),
    ).toString("base64url");
    const response = await request(app)
      .get("/api/v2/states")
      .set("Authorization", `Bearer ${head}.${payload}.${signature}`);
    expect(response.status).toBe(401);
    validBody(response, "v2/error-response");
  });

  test.each<[string, string, "form" | "json", number]>([
    [
      "POST /api/v2/auth/login is reachable without a token -> 201",
      "/api/v2/auth/login",
      "json",
      201,
    ],
    [
      "POST /api/v1/auth/login is reachable without a token -> 200",
      "/api/v1/auth/login",
      "form",
      200,
    ],
  ])("%s", async (_name, path, type, status) => {
    const response = await request(app).post(path).type(type).send(login);
    expect(response.status).toBe(status);
    validBody(response, status === 201 ? "v2/auth-token-response" : "v1/auth-token-response");
  });
});

// The login endpoints were once POST routes only, so another method fell through to the data
// routers: a 401 from the token guard with auth required (a client was told to log in at the
// login endpoint), a 404 with auth off. They now answer 405 with Allow: POST.
describe("other methods on the login paths -> 405 Allow: POST", () => {
  test.each<[string, "off" | "required", "get" | "put" | "delete", string]>([
    ["GET /api/v2/auth/login, auth required (was 401)", "required", "get", "/api/v2/auth/login"],
    ["GET /api/v2/auth/login, auth off (was 404)", "off", "get", "/api/v2/auth/login"],
    ["PUT /api/v2/auth/refresh, auth required", "required", "put", "/api/v2/auth/refresh"],
    ["DELETE /api/v1/auth/login, auth required", "required", "delete", "/api/v1/auth/login"],
  ])("%s", async (_name, auth, method, path) => {
    const response = await request(coreApp({ world, auth }))[method](path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("POST");
    const body = validBody(
      response,
      path.startsWith("/api/v1") ? "v1/error-response" : "v2/error-response",
    );
    expect(body.msg).toContain("use POST");
  });
});

// A 2 MB login body once got 400.
describe("a login body over the 16 KiB limit -> 413", () => {
  test.each<[string, string, string, SchemaName]>([
    [
      "2 MB JSON on /api/v2/auth/login",
      "/api/v2/auth/login",
      "application/json",
      "v2/error-response",
    ],
    [
      "2 MB form on /api/v1/auth/login",
      "/api/v1/auth/login",
      "application/x-www-form-urlencoded",
      "v1/error-response",
    ],
  ])("%s -> 413 payload_too_large", async (_name, path, type, schema) => {
    const body =
      type === "application/json"
        ? JSON.stringify({ email: "a@b.c", password: "x".repeat(2_000_000) })
        : `email=a%40b.c&password=${"x".repeat(2_000_000)}`;
    const response = await request(coreApp({ world }))
      .post(path)
      .set("Content-Type", type)
      .send(body);
    expect(response.status).toBe(413);
    const parsed: unknown = JSON.parse(response.text);
    expect(validate(schema, parsed)).toEqual([]);
    expect(response.text).toContain("payload_too_large");
  });
});
