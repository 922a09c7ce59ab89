import express from "express";
import request from "supertest";
import { errorMiddleware } from "../../../src/node/errors/error-middleware";
import { startServer, type ServerHandle } from "../../../src/node/start-server";
import { validate } from "../../../src/schemas";

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
