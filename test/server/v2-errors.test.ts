import fc from "fast-check";
import { coreRequest as request } from "./helpers/core-request";
import type { V2ErrorResponse } from "../../src/generated/types";
import { validate } from "../../src/schemas";
import { getJson, schemaFor, type TestMethod } from "./helpers/get-json";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { testWorld } from "./helpers/test-world";

const UUID = "7d9a4a5e-1b1c-4c1a-9a2e-3f2b1c0d9e8f";
const world = testWorld(40);
let server: CoreApp;
beforeAll(async () => {
  server = coreApp({ world });
});
async function error(
  path: string,
  method: TestMethod = "get",
): Promise<{ status: number; body: V2ErrorResponse; headers: Record<string, unknown> }> {
  const response = await getJson(server, path, method);
  return {
    status: response.status,
    body: response.body as V2ErrorResponse,
    headers: response.headers,
  };
}

describe("bad input -> 400 invalid_parameter naming the parameter and the accepted form", () => {
  test.each<[string, string, string, string]>([
    // name, query, parameter, accepted
    ["page=0 -> page", "page=0", "page", "an integer of 1 or more"],
    ["page=-5 -> page", "page=-5", "page", "an integer of 1 or more"],
    ["page=1.5 -> page", "page=1.5", "page", "an integer of 1 or more"],
    ["page= (empty) -> page", "page=", "page", "an integer of 1 or more"],
    ["take=abc -> take", "take=abc", "take", "an integer from 1 to 5000"],
    ["take=0 -> take", "take=0", "take", "an integer from 1 to 5000"],
    [
      "take=5001 (above the maximum) -> take, accepted states 5000",
      "take=5001",
      "take",
      "an integer from 1 to 5000",
    ],
    ["take=1e3 -> take", "take=1e3", "take", "an integer from 1 to 5000"],
    ["take given twice -> take", "take=1&take=2", "take", "an integer from 1 to 5000"],
    [
      "initialdate=2024-13-01 -> initialdate",
      "initialdate=2024-13-01",
      "initialdate",
      "a date YYYY-MM-DD",
    ],
    [
      "initialdate=2024-02-30 -> initialdate",
      "initialdate=2024-02-30",
      "initialdate",
      "a date YYYY-MM-DD",
    ],
    [
      "initialdate=2024-5-1 -> initialdate",
      "initialdate=2024-5-1",
      "initialdate",
      "a date YYYY-MM-DD",
    ],
    [
      "finaldate before initialdate -> finaldate",
      "initialdate=2024-05-02&finaldate=2024-05-01",
      "finaldate",
      "a date YYYY-MM-DD, not before initialdate",
    ],
    [
      "finaldate with a time -> finaldate",
      "finaldate=2024-05-01T00:00:00Z",
      "finaldate",
      "a date YYYY-MM-DD, not before initialdate",
    ],
    [
      "idCities=not-a-uuid -> idCities",
      "idCities=not-a-uuid",
      "idCities",
      "a city UUID, repeated for several cities",
    ],
    [
      "idCities good then bad -> idCities",
      `idCities=${UUID}&idCities=zzz`,
      "idCities",
      "a city UUID, repeated for several cities",
    ],
    [
      "idCities[] (bracketed) -> unknown idCities[]",
      `idCities[]=${UUID}`,
      "idCities[]",
      "one of the parameters order, page, take, idState, idCities, initialdate, finaldate, typeOccurrence",
    ],
    ["idState=RJ -> idState", "idState=RJ", "idState", "a state UUID"],
    ["idState twice -> idState", `idState=${UUID}&idState=${UUID}`, "idState", "a state UUID"],
    ["order=SIDEWAYS -> order", "order=SIDEWAYS", "order", "ASC or DESC"],
    ["order=asc (lower case) -> order", "order=asc", "order", "ASC or DESC"],
    [
      "typeOccurrence=victims -> typeOccurrence",
      "typeOccurrence=victims",
      "typeOccurrence",
      "all, withVictim or withoutVictim",
    ],
    [
      "unknown parameter foo -> foo",
      "foo=bar",
      "foo",
      "one of the parameters order, page, take, idState, idCities, initialdate, finaldate, typeOccurrence",
    ],
    [
      "unknown parameter without a value -> it",
      "page=1&verbose",
      "verbose",
      "one of the parameters order, page, take, idState, idCities, initialdate, finaldate, typeOccurrence",
    ],
    [
      "malformed percent-encoding %ZZ -> that parameter",
      "take=%ZZ",
      "take",
      "text percent-encoded as UTF-8, e.g. %C3%A3 for ã",
    ],
    [
      "a cut escape -> that parameter",
      "idState=%E0%A4%A",
      "idState",
      "text percent-encoded as UTF-8, e.g. %C3%A3 for ã",
    ],
  ])("%s", async (_name, query, parameter, accepted) => {
    const { status, body } = await error(`/api/v2/occurrences?${query}`);
    expect(status).toBe(400);
    expect(body.msgCode).toBe("invalid_parameter");
    expect(body.code).toBe(400);
    expect(body.msg).toContain(parameter);
    expect(body.errors?.map((problem) => problem.parameter)).toEqual([parameter]);
    expect(body.errors?.[0]?.accepted).toBe(accepted);
  });

  test("three bad parameters -> all three named, in the order sent", async () => {
    const { body } = await error("/api/v2/occurrences?take=0&order=up&idCities=x");
    expect(body.errors?.map((problem) => problem.parameter)).toEqual(["take", "order", "idCities"]);
    expect(body.msg).toBe("Invalid query parameter: take, order, idCities");
  });

  test("received echoes the value as sent (a list for a repeated parameter)", async () => {
    const { body } = await error("/api/v2/occurrences?page=1&page=2");
    expect(body.errors).toEqual([
      {
        parameter: "page",
        message: "was given 2 times; give it once",
        accepted: "an integer of 1 or more",
        received: ["1", "2"],
      },
    ]);
  });

  test.each<[string, string, string]>([
    ["cities: cityId=42 -> cityId", "/api/v2/cities?cityId=42", "cityId"],
    [
      "cities: stateId twice -> stateId",
      `/api/v2/cities?stateId=${UUID}&stateId=${UUID}`,
      "stateId",
    ],
    ["cities: cityName= (empty) -> cityName", "/api/v2/cities?cityName=", "cityName"],
    ["cities: unknown page -> page", "/api/v2/cities?page=1", "page"],
    ["cities: Latin-1 S%E3o -> cityName", "/api/v2/cities?cityName=S%E3o", "cityName"],
    ["states: any parameter -> it", "/api/v2/states?idState=1", "idState"],
  ])("%s", async (_name, path, parameter) => {
    const { status, body } = await error(path);
    expect(status).toBe(400);
    expect(body.errors?.map((problem) => problem.parameter)).toEqual([parameter]);
  });
});

describe("unknown paths, wrong methods, oversized queries", () => {
  test.each<[string, string]>([
    ["/api/v2/nope -> 404", "/api/v2/nope"],
    ["/api/v2/occurrences/123 -> 404", "/api/v2/occurrences/123"],
    ["/api/v3/occurrences -> 404", "/api/v3/occurrences"],
    ["/ -> 404", "/"],
    ["/api/v2 -> 404", "/api/v2"],
    ["a path with malformed percent-encoding -> 404, not a crash", "/api/v2/occ%ZZurrences"],
  ])("%s", async (_name, path) => {
    const { status, body } = await error(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ msgCode: "not_found", code: 404 });
    expect(body.msg).toContain("GET");
  });

  test("an unknown path under /api/v1 -> 404 in the v1 error format", async () => {
    const response = await getJson(server, "/api/v1/nope");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: "not_found", status: 404 });
  });

  test.each<[string, TestMethod, string]>([
    ["POST /occurrences -> 405", "post", "/api/v2/occurrences"],
    ["PUT /occurrences -> 405", "put", "/api/v2/occurrences"],
    ["DELETE /cities -> 405", "delete", "/api/v2/cities"],
    ["PATCH /states -> 405", "patch", "/api/v2/states"],
    ["OPTIONS /occurrences -> 405", "options", "/api/v2/occurrences"],
  ])("%s, Allow: GET, HEAD", async (_name, method, path) => {
    const { status, body, headers } = await error(path, method);
    expect(status).toBe(405);
    expect(body).toMatchObject({ msgCode: "method_not_allowed", code: 405 });
    expect(headers.allow).toBe("GET, HEAD");
  });

  test("POST to an unknown path -> 404", async () => {
    expect((await error("/api/v2/nope", "post")).status).toBe(404);
  });

  test("a query of 9000 characters -> 414 uri_too_long", async () => {
    const { status, body } = await error(`/api/v2/occurrences?cityName=${"a".repeat(9000)}`);
    expect(status).toBe(414);
    expect(body).toMatchObject({ msgCode: "uri_too_long", code: 414 });
  });

  test("a long but allowed query (150 repeated idCities) -> 200", async () => {
    const cities = Array.from({ length: 150 }, () => `idCities=${world.cities[0]!.uuid}`).join("&");
    const response = await getJson(server, `/api/v2/occurrences?${cities}`);
    expect(response.status).toBe(200);
  });

  test("1001 parameters -> 400, none silently dropped", async () => {
    const { status, body } = await error(`/api/v2/occurrences?${"a&".repeat(1000)}b`);
    expect(status).toBe(400);
    expect(body.msg).toContain("1001 parameters");
  });

  test("a request line over node's header limit -> 414 in JSON, not a bare socket error", async () => {
    const response = await request(server).get(
      `/api/v2/occurrences?cityName=${"a".repeat(20_000)}`,
    );
    expect(response.status).toBe(414);
    const body: unknown = JSON.parse(response.text);
    expect(validate("v2/error-response", body)).toEqual([]);
    expect(body).toMatchObject({ msgCode: "uri_too_long", code: 414 });
  });
});

describe("nothing answers 500", () => {
  const alphabet = fc.constantFrom(
    ..."aAzZ09-_.~%&=+[]:;,'!*()$@/?".split(""),
    "page",
    "take",
    "idCities",
    "order",
    "initialdate",
    "%C3",
    "%A3",
    "%2",
    "__proto__",
    "constructor",
    "=",
  );
  test("random query strings on every endpoint -> 200, 400 or 414 with a valid body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/v2/occurrences", "/api/v2/cities", "/api/v2/states"),
        fc.array(alphabet, { maxLength: 40 }),
        async (path, parts) => {
          const url = `${path}?${parts.join("")}`;
          const response = await request(server).get(url);
          expect([200, 400, 414]).toContain(response.status);
          expect(validate(schemaFor(url, response.status), JSON.parse(response.text))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// queryLimits.maxParameters was once only checked to be 1 or more. node:querystring (Express's
// simple query parser) keeps the first 1000 parameters, so with a limit above 1000 a query of
// 1001+ parameters passed the guard and the rest were silently dropped. A limit above 1000 is now
// a configuration mistake (RangeError); 1000 is still accepted and a 1001st parameter is a 400.
const noWorld = testWorld(0);

describe("queryLimits.maxParameters cannot exceed what the query parser keeps", () => {
  test.each<[string, number]>([
    ["maxParameters 1001 -> RangeError (was accepted)", 1001],
    ["maxParameters 5000 -> RangeError (was accepted)", 5000],
  ])("%s", (_name, maxParameters) => {
    expect(() =>
      coreApp({ world: noWorld, queryLimits: { maxLength: 65536, maxParameters } }),
    ).toThrow(/maxParameters must be .*1000/);
  });

  test("maxParameters 1000 -> accepted; 1001 parameters -> 400 naming the limit", async () => {
    const app = coreApp({ world: noWorld, queryLimits: { maxLength: 65536, maxParameters: 1000 } });
    const query = Array.from({ length: 1001 }, () => "x=1").join("&");
    const response = await request(app).get(`/api/v2/states?${query}`);
    expect(response.status).toBe(400);
    expect((response.body as { msg: string }).msg).toContain("at most 1000");
  });
});
