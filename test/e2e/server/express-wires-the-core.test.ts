import type { Server } from "node:http";
import request from "supertest";
import { OPERATIONS } from "../../../src/contract";
import type { AppOptions } from "../../../src/server/app-options";
import { coreApp } from "../../server/helpers/core-app";
import { coreRequest } from "../../server/helpers/core-request";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";
import { testWorld } from "../../server/helpers/test-world";

// The fast tier tests the mock's rules against the request core in process; this proves the
// Express adapter (createApp over a socket) answers each route family exactly as the core does:
// the same status, the same body (decoded), the core's headers carried (Vary extended by the
// transport's Accept-Encoding).
afterAll(closeTestServers);

const T0 = Date.UTC(2025, 0, 1);
const OPTIONS: AppOptions = { world: testWorld(60), now: () => T0 };
const login = { email: "ana@example.org", password: "s3cret" };

/** One request of each route family: every operation of the contract table, and the rest. */
const REQUESTS: [string, string, string, object | undefined, Record<string, string>][] = [
  ...OPERATIONS.map((row): [string, string, string, object | undefined, Record<string, string>] => [
    `${row.method} ${row.path}`,
    row.method,
    row.method === "GET" ? `${row.path}?take=3` : row.path,
    row.method === "POST" ? login : undefined,
    {},
  ]),
  ["GET /__world", "GET", "/__world", undefined, {}],
  ["GET /openapi.json", "GET", "/openapi.json", undefined, {}],
  ["GET /docs", "GET", "/docs", undefined, {}],
  ["a 400 (take=abc)", "GET", "/api/v2/occurrences?take=abc", undefined, {}],
  ["a 404", "GET", "/api/v2/nowhere", undefined, {}],
  ["a 405", "DELETE", "/api/v2/states", undefined, {}],
  ["a forced status", "GET", "/api/v1/cities", undefined, { "X-Mock-Status": "503" }],
  [
    "a CORS preflight",
    "OPTIONS",
    "/api/v2/states",
    undefined,
    { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET" },
  ],
];

describe("createApp over a socket answers as the request core does", () => {
  let server: Server;
  beforeAll(async () => {
    server = await serveApp(OPTIONS);
  });
  const core = coreApp(OPTIONS);

  test.each(REQUESTS)("%s", async (_name, method, target, body, headers) => {
    const verb = method.toLowerCase() as "get" | "post" | "delete" | "options";
    let sent = request(server)[verb](target).set(headers);
    let expected = coreRequest(core)[verb](target).set(headers);
    if (body !== undefined) {
      sent = sent.send(body);
      expected = expected.send(body);
    }
    const [wire, inProcess] = await Promise.all([sent, expected]);
    expect(wire.status).toBe(inProcess.status);
    expect(wire.text).toBe(inProcess.text);
    for (const [name, value] of Object.entries(inProcess.headers)) {
      if (name === "vary") {
        // The transport adds Accept-Encoding to what the core's answer varies on.
        const varies = String(wire.headers.vary).split(/,\s*/);
        expect(varies).toEqual(expect.arrayContaining(value.split(/,\s*/)));
      } else {
        expect([name, wire.headers[name]]).toEqual([name, value]);
      }
    }
  });
});
