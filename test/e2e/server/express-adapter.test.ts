import type { Server } from "node:http";
import request from "supertest";
import { validate } from "../../../src/schemas";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";
import { testWorld } from "../../server/helpers/test-world";

// What only the Node adapter decides, over a real socket: the request core's answers are tested
// in process (test/server/); these prove createApp wires them through Node and Express.
afterAll(closeTestServers);

describe("the Express adapter over a socket", () => {
  let server: Server;
  beforeAll(async () => {
    server = await serveApp({ world: testWorld(40) });
  });

  test("HEAD -> 200, same headers, no body", async () => {
    // Both ask for gzip, so both describe the same representation.
    const get = await request(server)
      .get("/api/v2/occurrences?take=2")
      .set("Accept-Encoding", "gzip");
    const head = await request(server)
      .head("/api/v2/occurrences?take=2")
      .set("Accept-Encoding", "gzip");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe(get.headers["content-encoding"]);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.text ?? "").toBe("");
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

  test("headers over node's header limit (short request line) -> 431 in JSON", async () => {
    const response = await request(server)
      .get("/api/v2/occurrences")
      .set("X-Padding", "a".repeat(20_000));
    expect(response.status).toBe(431);
    const body: unknown = JSON.parse(response.text);
    expect(validate("v2/error-response", body)).toEqual([]);
    expect(body).toMatchObject({ msgCode: "request_too_large", code: 431 });
  });

  test("HEAD /api/v1/occurrences -> 200 without a body", async () => {
    const response = await request(server).head("/api/v1/occurrences");
    expect(response.status).toBe(200);
    expect(response.text).toBeUndefined();
  });
});
