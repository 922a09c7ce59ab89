import { setupServer } from "msw/node";
import { createHandlers } from "../../../src/msw";
import type { MswHandlerOptions } from "../../../src/msw";
import type { AppOptions } from "../../../src/server/app-options";
import { createApp } from "../../../src/node/create-app";
import { startServer, type ServerHandle } from "../../../src/node/start-server";
import { buildWorld } from "../../../src/world/build-world";

// The same request through the mock server (createApp on 127.0.0.1) and through the MSW handlers
// (setupServer, fetch of http://localhost): the same status, body and API headers, row by row.
// Both sides get `Accept-Encoding: identity`, so the server's ETag is its uncompressed one.

/** The headers an app reads; both sides must send them alike (absent on both, or equal). */
const API_HEADERS = [
  "content-type",
  "x-total-count",
  "x-last-update",
  "x-last-update-timestamp",
  "x-last-update-state-id",
  "x-last-update-state",
  "x-last-update-state-timestamp",
  "x-ignored-parameters",
  "retry-after",
  "allow",
  "www-authenticate",
  "etag",
  "cache-control",
  "access-control-allow-origin",
  "access-control-allow-credentials",
  "access-control-expose-headers",
] as const;

/** One request of the table: path and query, and optionally a method, headers and a body. */
interface Row {
  readonly url: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

interface Seen {
  readonly status: number;
  readonly body: string;
  readonly headers: Readonly<Record<string, string | null>>;
}

async function see(base: string, row: Row): Promise<Seen> {
  const response = await fetch(`${base}${row.url}`, {
    method: row.method ?? "GET",
    headers: { "Accept-Encoding": "identity", ...row.headers },
    ...(row.body === undefined ? {} : { body: row.body }),
  });
  const body = await response.text();
  const headers = Object.fromEntries(API_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, body, headers };
}

const NOW = Date.parse("2025-01-01T00:00:00Z");
const world = buildWorld({ seed: 3, occurrences: 400 });
const stateUuid = world.states[0]!.uuid;
const cityUuids = world.cities.slice(0, 3).map((city) => city.uuid);

/** Serves `options` both ways; returns the two fetchers and a stop. */
async function both(options: Omit<AppOptions, "world">): Promise<{
  server: (row: Row) => Promise<Seen>;
  msw: (row: Row) => Promise<Seen>;
  stop: () => Promise<void>;
}> {
  const handle: ServerHandle = await startServer(createApp({ world, ...options }), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
  const handlerOptions: MswHandlerOptions = { world, ...options, baseUrl: "http://localhost" };
  const msw = setupServer(...createHandlers(handlerOptions));
  msw.listen({ onUnhandledRequest: "bypass" });
  return {
    server: (row) => see(handle.url, row),
    msw: (row) => see("http://localhost", row),
    stop: async () => {
      msw.close();
      await handle.close();
    },
  };
}

/** The table for the default options (spec profile, auth off, unknown parameters rejected). */
const DEFAULT_ROWS: readonly [string, Row][] = [
  ["v2 occurrences, default page", { url: "/api/v2/occurrences" }],
  ["v2 paging: take=5&page=2", { url: "/api/v2/occurrences?take=5&page=2" }],
  ["v2 paging: order=DESC take=3", { url: "/api/v2/occurrences?order=DESC&take=3" }],
  ["v2 paging: a page past the end -> empty data", { url: "/api/v2/occurrences?take=50&page=99" }],
  [
    "v2 filter idState -> the state's freshness headers",
    { url: `/api/v2/occurrences?idState=${stateUuid}&take=4` },
  ],
  [
    "v2 filter idCities repeated -> several cities",
    { url: `/api/v2/occurrences?idCities=${cityUuids[0]}&idCities=${cityUuids[1]}&take=10` },
  ],
  [
    "v2 filter initialdate/finaldate -> the days between",
    { url: "/api/v2/occurrences?initialdate=2024-01-01&finaldate=2024-06-30&take=10" },
  ],
  ["v2 filter typeOccurrence", { url: "/api/v2/occurrences?typeOccurrence=withVictim&take=5" }],
  ["v2 cities, all", { url: "/api/v2/cities" }],
  ["v2 cities by stateId", { url: `/api/v2/cities?stateId=${stateUuid}` }],
  ["v2 cities by cityName, accents and case ignored", { url: "/api/v2/cities?cityName=NITEROI" }],
  ["v2 states", { url: "/api/v2/states" }],
  ["v2 states with a parameter -> 400 naming it", { url: "/api/v2/states?take=1" }],
  ["v2 400: take=0 and order=up named together", { url: "/api/v2/occurrences?take=0&order=up" }],
  ["v2 400: take above the maximum", { url: "/api/v2/occurrences?take=5001" }],
  ["v2 400: a bad idState uuid", { url: "/api/v2/occurrences?idState=nope" }],
  ["v2 400: page repeated", { url: "/api/v2/occurrences?page=1&page=2" }],
  [
    "v2 400: unknown parameter (reject mode)",
    { url: "/api/v2/occurrences?initialDate=2024-01-01" },
  ],
  ["v2 400: bad %-escape caught by the raw query check", { url: "/api/v2/cities?cityName=S%E3o" }],
  ["v2 414: query over 8192 characters", { url: `/api/v2/cities?cityName=${"a".repeat(9000)}` }],
  ["v2 404: unknown path", { url: "/api/v2/nothing" }],
  ["v2 405: POST on occurrences, Allow GET, HEAD", { url: "/api/v2/occurrences", method: "POST" }],
  ["v2 HEAD: headers of GET, no body", { url: "/api/v2/occurrences?take=2", method: "HEAD" }],
  ["v2 path: trailing slash and case as the server routes", { url: "/API/V2/States/" }],
  ["v1 occurrences, every row", { url: "/api/v1/occurrences" }],
  [
    "v1 estado_id[] and field[]",
    { url: "/api/v1/occurrences?estado_id[]=1&field[]=id_ocorrencia" },
  ],
  [
    "v1 field[] repeated, in the definitions' order",
    { url: "/api/v1/occurrences?field[]=uf_estado&field[]=id_ocorrencia&uf_estado=RJ" },
  ],
  [
    "v1 data_ocorrencia[gt]/[lt]",
    { url: "/api/v1/occurrences?data_ocorrencia[gt]=2024-01-01&data_ocorrencia[lt]=2024-03-01" },
  ],
  [
    "v1 cities Cidade[lk] and Populacao[gt]",
    { url: "/api/v1/cities?Cidade[lk]=S%25&Populacao[gt]=100000" },
  ],
  ["v1 definitions", { url: "/api/v1/occurrences/definitions" }],
  ["v1 city definitions", { url: "/api/v1/cities/definitions" }],
  ["v1 400: unknown operator, v1 error body", { url: "/api/v1/cities?Populacao[eq]=1" }],
  ["v1 400: estado_id[] not a number", { url: "/api/v1/occurrences?estado_id[]=x" }],
  ["v1 404: unknown path, v1 error body", { url: "/api/v1/nothing" }],
  ["v1 405: DELETE on cities", { url: "/api/v1/cities", method: "DELETE" }],
  [
    "forced 503 on v2 by X-Mock-Status",
    { url: "/api/v2/states", headers: { "X-Mock-Status": "503" } },
  ],
  [
    "forced 429 on v1 by X-Mock-Status -> Retry-After: 1",
    { url: "/api/v1/cities", headers: { "X-Mock-Status": "429" } },
  ],
  [
    "forced 418 by Prefer: code=418 -> forced_status",
    { url: "/api/v2/cities", headers: { Prefer: "code=418" } },
  ],
  [
    "Prefer: code=200 -> the normal answer",
    { url: "/api/v2/states", headers: { Prefer: "code=200" } },
  ],
  [
    "X-Mock-Status: 200 -> 400 naming the header",
    { url: "/api/v2/states", headers: { "X-Mock-Status": "200" } },
  ],
  ["CORS: an Origin is echoed", { url: "/api/v2/states", headers: { Origin: "http://app.test" } }],
  ["GET /__world describes the world", { url: "/__world" }],
  ["GET /api/v2 (no endpoint) -> 404", { url: "/api/v2" }],
  [
    "v2 login: JSON body -> 201 and a token",
    {
      url: "/api/v2/auth/login",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c", password: "x" }),
    },
  ],
  [
    "v1 login: urlencoded body -> 200 and a token",
    {
      url: "/api/v1/auth/login",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    },
  ],
  [
    "v2 login: a field missing -> 400 invalid_body_field",
    {
      url: "/api/v2/auth/login",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c" }),
    },
  ],
  [
    "v2 login: malformed JSON -> 400 bad_request",
    {
      url: "/api/v2/auth/login",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    },
  ],
  ["v2 login: GET -> 405 Allow POST", { url: "/api/v2/auth/login" }],
];

describe("MSW handlers answer as the mock server (default options)", () => {
  let pair: Awaited<ReturnType<typeof both>>;
  beforeAll(async () => {
    pair = await both({ now: () => NOW });
  });
  afterAll(async () => pair.stop());

  test.each(DEFAULT_ROWS)("%s", async (_rule, row) => {
    const fromServer = await pair.server(row);
    const fromMsw = await pair.msw(row);
    expect(fromMsw).toEqual(fromServer);
  });

  test("If-None-Match with the ETag -> 304 on both", async () => {
    const first = await pair.msw({ url: "/api/v2/states" });
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const row = { url: "/api/v2/states", headers: { "If-None-Match": etag } };
    const [fromServer, fromMsw] = [await pair.server(row), await pair.msw(row)];
    expect(fromServer.status).toBe(304);
    expect(fromMsw).toEqual(fromServer);
  });
});

describe("MSW handlers answer as the mock server (auth required)", () => {
  let pair: Awaited<ReturnType<typeof both>>;
  const login: Row = {
    url: "/api/v2/auth/login",
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "a@b.c", password: "x" }),
  };
  beforeAll(async () => {
    pair = await both({ auth: "required", now: () => NOW });
  });
  afterAll(async () => pair.stop());

  test.each<[string, Row]>([
    ["no token -> 401 WWW-Authenticate: Bearer", { url: "/api/v2/occurrences?take=1" }],
    [
      "a bad token -> 401",
      { url: "/api/v1/cities", headers: { Authorization: "Bearer not.a.token" } },
    ],
    ["an unknown path under /api/v2 still asks for a token first", { url: "/api/v2/nothing" }],
    ["the login paths need no token", login],
  ])("%s", async (_rule, row) => {
    expect(await pair.msw(row)).toEqual(await pair.server(row));
  });

  test("login round trip: the token of either side opens the other's data endpoints", async () => {
    const fromServer = JSON.parse((await pair.server(login)).body) as {
      data: { accessToken: string };
    };
    const token = fromServer.data.accessToken;
    const row = {
      url: "/api/v2/occurrences?take=2",
      headers: { Authorization: `Bearer ${token}` },
    };
    const [a, b] = [await pair.server(row), await pair.msw(row)];
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    const refresh = {
      url: "/api/v2/auth/refresh",
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    };
    expect(await pair.msw(refresh)).toEqual(await pair.server(refresh));
  });
});

describe("MSW handlers answer as the mock server (unknown parameters ignored, failures)", () => {
  test.each<[string, Row]>([
    [
      "ignore mode: unknown names dropped, named in X-Ignored-Parameters",
      { url: "/api/v2/occurrences?take=2&initialDate=2024-01-01&foo=1" },
    ],
    ["ignore mode: take on cities is dropped", { url: "/api/v2/cities?take=5" }],
    ["ignore mode: v1 is left as it is", { url: "/api/v1/cities?take=5" }],
  ])("%s", async (_rule, row) => {
    const pair = await both({ unknownParameters: "ignore" });
    try {
      expect(await pair.msw(row)).toEqual(await pair.server(row));
    } finally {
      await pair.stop();
    }
  });

  test("failRate 0.5: the n-th request fails alike on both (same seed, same draws)", async () => {
    const pair = await both({ failRate: 0.5 });
    try {
      const row = { url: "/api/v2/states" };
      const fromServer: number[] = [];
      const fromMsw: number[] = [];
      for (let i = 0; i < 12; i += 1) fromServer.push((await pair.server(row)).status);
      for (let i = 0; i < 12; i += 1) fromMsw.push((await pair.msw(row)).status);
      expect(new Set(fromServer).size).toBeGreaterThan(1);
      expect(fromMsw).toEqual(fromServer);
    } finally {
      await pair.stop();
    }
  });
});

describe("createHandlers without baseUrl answers any origin; with one, only its own", () => {
  test("http://any.host.test/api/v2/states is answered without baseUrl", async () => {
    const msw = setupServer(...createHandlers({ world }));
    msw.listen({ onUnhandledRequest: "error" });
    try {
      const response = await fetch("http://any.host.test/api/v2/states");
      expect(response.status).toBe(200);
      expect(((await response.json()) as { msgCode: string }).msgCode).toBe("success");
    } finally {
      msw.close();
    }
  });

  test("baseUrl with a path: http://localhost/backend/api/v2/states is answered, /api/v2/states not", async () => {
    const msw = setupServer(...createHandlers({ world, baseUrl: "http://localhost/backend/" }));
    const unhandled: string[] = [];
    msw.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) });
    try {
      const response = await fetch("http://localhost/backend/api/v2/states");
      expect(response.status).toBe(200);
      await fetch("http://localhost/api/v2/states").catch(() => undefined);
      expect(unhandled).toEqual(["http://localhost/api/v2/states"]);
    } finally {
      msw.close();
    }
  });

  test("an /api URL outside v1 and v2 is left to the app's own handlers", async () => {
    const msw = setupServer(...createHandlers({ world }));
    const unhandled: string[] = [];
    msw.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) });
    try {
      await fetch("http://localhost/api/users").catch(() => undefined);
      expect(unhandled).toEqual(["http://localhost/api/users"]);
    } finally {
      msw.close();
    }
  });

  test("a baseUrl that is not an absolute URL -> RangeError naming it", () => {
    expect(() => createHandlers({ world, baseUrl: "localhost:3000" })).toThrow(/baseUrl/);
  });
});
