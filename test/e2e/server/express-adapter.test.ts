import type { Server } from "node:http";
import request from "supertest";
import { validate } from "../../../src/schemas";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";
import { testWorld } from "../../server/helpers/test-world";
import { connect } from "node:net";
import { createApp } from "../../../src/node/create-app";
import type { ServerHandle } from "../../../src/node/start-server";
import { type SchemaName } from "../../../src/schemas";
import { listen, rawGet } from "../../server/transport/raw-get";
import { request as httpRequest } from "node:http";
import { startServer } from "../../../src/node/start-server";

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

// What the Node adapter answers where no route runs: a 100 KB query string got 431
// (docs/contract.md promises 414) and on /api/v1 in the v2 error format; a 2 MB login body got 400;
// take=01 was accepted and take=+5 not, without a stated rule; CONNECT got no answer at all.
const smallWorld = testWorld(30);
let handle: ServerHandle;

beforeAll(async () => {
  handle = await listen(createApp({ world: smallWorld }));
});
afterAll(async () => {
  await handle.close();
});

/** Sends a raw request and reads whatever comes back until the server closes. */
function rawExchange(text: string): Promise<string> {
  const { port } = new URL(handle.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString()));
    socket.on("error", reject);
  });
}

describe("a 100 KB query string -> 414 in the version's error format", () => {
  test.each<[string, string, SchemaName, object]>([
    [
      "/api/v2 -> 414 in the v2 envelope",
      "/api/v2/occurrences",
      "v2/error-response",
      { msgCode: "uri_too_long", code: 414 },
    ],
    [
      "/api/v1 -> 414 in the v1 format",
      "/api/v1/occurrences",
      "v1/error-response",
      { error: "uri_too_long", status: 414 },
    ],
  ])("%s", async (_name, path, schema, expected) => {
    const answer = await rawGet(`${handle.url}${path}?Cidade=${"a".repeat(100_000)}`);
    expect(answer.status).toBe(414);
    const body: unknown = JSON.parse(answer.body.toString());
    expect(validate(schema, body)).toEqual([]);
    expect(body).toMatchObject(expected);
  });
});

describe("CONNECT gets an answer", () => {
  test("CONNECT host:443 -> 405 in JSON with Allow, then the connection closes", async () => {
    const text = await rawExchange(
      "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n",
    );
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/);
    const body: unknown = JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));
    expect(validate("v2/error-response", body)).toEqual([]);
    expect(body).toMatchObject({ msgCode: "method_not_allowed", code: 405 });
  });
});

// createApp is an adapter over the request core, which routes on the path it is
// given. A request target in absolute form (`GET http://host/api/v2/states`, as a client talking
// to a proxy sends it) must still be routed by its path, as Express routed it.

let absolute: ServerHandle;
beforeAll(async () => {
  absolute = await startServer(createApp({ world: testWorld(50) }), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
});
afterAll(async () => absolute.close());

/** Sends `GET <target>` as it is on the request line; resolves with the status and body. */
function getTarget(target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(absolute.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path: target }, (incoming) => {
      let body = "";
      incoming.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("a request target in absolute form is routed by its path", () => {
  test.each<[string, string, number, string]>([
    ["absolute form -> the endpoint", "http://mock.test/api/v2/states", 200, '"msgCode":"success"'],
    [
      "absolute form with a query -> the query is read",
      "http://mock.test/api/v2/occurrences?take=0",
      400,
      '"parameter":"take"',
    ],
    ["absolute form without a path -> 404 for /", "http://mock.test", 404, "GET /"],
  ])("%s", async (_rule, target, status, text) => {
    const answer = await getTarget(target);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(text);
  });
});

describe("HEAD /openapi.json and /docs answer like GET", () => {
  const docsApp = createApp({ world: testWorld(0) });

  test.each([["/docs"], ["/openapi.json"]])(
    "HEAD %s -> 200 with the Content-Length and Content-Type of GET (once none for /docs)",
    async (path) => {
      const get = await request(docsApp).get(path);
      const head = await request(docsApp).head(path);
      expect(head.status).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(get.text)));
    },
  );
});
