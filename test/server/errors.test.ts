import express from "express";
import request from "supertest";
import { ApiError } from "../../src/server/errors/api-error";
import { ERROR_CATALOGUE, ERROR_CODES } from "../../src/server/errors/error-catalogue";
import { errorMiddleware } from "../../src/node/errors/error-middleware";
import { renderV1Error } from "../../src/server/errors/render-v1-error";
import { renderV2Error } from "../../src/server/errors/render-v2-error";
import { toApiError } from "../../src/server/errors/to-api-error";
import { startServer, type ServerHandle } from "../../src/node/start-server";
import { validate } from "../../src/schemas";

describe("the error catalogue", () => {
  test.each(ERROR_CODES.map((code) => [code]))("%s renders valid v1 and v2 bodies", (code) => {
    const error = new ApiError(code, { detail: "x" });
    expect(error.status).toBe(ERROR_CATALOGUE[code].status);
    expect(validate("v2/error-response", renderV2Error(error))).toEqual([]);
    expect(validate("v1/error-response", renderV1Error(error))).toEqual([]);
    expect(renderV2Error(error)).toEqual({
      msg: `${ERROR_CATALOGUE[code].msg}: x`,
      msgCode: code,
      code: error.status,
    });
  });

  test("statuses are distinct per code except the 400s and forced_status (status per request)", () => {
    const statuses = ERROR_CODES.filter((code) => code !== "forced_status")
      .map((code) => ERROR_CATALOGUE[code].status)
      .filter((status) => status !== 400);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});

describe("toApiError", () => {
  test.each<[string, unknown, string]>([
    ["an ApiError -> itself", new ApiError("not_found"), "not_found"],
    [
      "an error with status 404 -> not_found",
      Object.assign(new Error("x"), { status: 404 }),
      "not_found",
    ],
    [
      "an error with statusCode 400 -> bad_request",
      Object.assign(new Error("x"), { statusCode: 400 }),
      "bad_request",
    ],
    [
      "an error with status 414 -> uri_too_long",
      Object.assign(new Error("x"), { status: 414 }),
      "uri_too_long",
    ],
    ["a plain Error -> internal_error", new Error("boom"), "internal_error"],
    ["a thrown string -> internal_error", "boom", "internal_error"],
  ])("%s", (_name, error, code) => {
    expect(toApiError(error).code).toBe(code);
  });
});

describe("errorMiddleware: the net under every route", () => {
  const app = express();
  app.get("/api/v2/boom", () => {
    throw new Error("secret detail at /srv/app.js:12");
  });
  app.get("/api/v1/boom", () => {
    throw new TypeError("undefined is not a function");
  });
  app.use(errorMiddleware);
  let server: ServerHandle;
  beforeAll(async () => {
    server = await startServer(app, { port: 0, host: "127.0.0.1", closeGraceMs: 100 });
  });
  afterAll(() => server.close());

  test.each<[string, string]>([
    ["v2 route throwing -> 500 internal_error, v2 body, no message or stack", "/api/v2/boom"],
    ["v1 route throwing -> 500 internal_error, v1 body", "/api/v1/boom"],
  ])("%s", async (_name, path) => {
    const response = await request(server.url).get(path);
    expect(response.status).toBe(500);
    expect(response.text).not.toMatch(/secret|function|at |\.js/);
    const schema = path.startsWith("/api/v1") ? "v1/error-response" : "v2/error-response";
    expect(validate(schema, response.body)).toEqual([]);
  });
});
