import request from "supertest";
import { createApp } from "../../../src/node/create-app";
import { testWorld } from "../../server/helpers/test-world";
import { validBody } from "../../server/helpers/valid-body";
import { waitFor } from "../../server/helpers/wait-for";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";

const world = testWorld(10);

/** A log sink that keeps its lines. */
function sink(): { lines: string[]; write(line: string): void } {
  const lines: string[] = [];
  return { lines, write: (line) => void lines.push(line) };
}

describe("the request log: one line per request, `METHOD URL STATUS MSms`", () => {
  const log = sink();
  const app = createApp({ world, log });
  beforeEach(() => {
    log.lines.length = 0;
  });

  test.each<[string, () => request.Test, RegExp]>([
    [
      "GET /api/v2/states -> 200",
      () => request(app).get("/api/v2/states"),
      /^GET \/api\/v2\/states 200 \d+\.\dms\n$/,
    ],
    [
      "GET with a query -> the query is shown",
      () => request(app).get("/api/v2/occurrences?take=0"),
      /^GET \/api\/v2\/occurrences\?take=0 400 \d+\.\dms\n$/,
    ],
    [
      "a forced 503 -> 503",
      () => request(app).get("/api/v2/states").set("X-Mock-Status", "503"),
      /^GET \/api\/v2\/states 503 \d+\.\dms\n$/,
    ],
    [
      "POST /api/v2/auth/login -> 201",
      () => request(app).post("/api/v2/auth/login").send({ email: "a@b.c", password: "x" }),
      /^POST \/api\/v2\/auth\/login 201 \d+\.\dms\n$/,
    ],
    [
      "a CORS preflight -> 204",
      () =>
        request(app)
          .options("/api/v2/states")
          .set("Origin", "http://x")
          .set("Access-Control-Request-Method", "GET"),
      /^OPTIONS \/api\/v2\/states 204 \d+\.\dms\n$/,
    ],
    ["/docs -> 200", () => request(app).get("/docs"), /^GET \/docs 200 \d+\.\dms\n$/],
    ["an unknown path -> 404", () => request(app).get("/nope"), /^GET \/nope 404 \d+\.\dms\n$/],
  ])("%s", async (_name, send, line) => {
    await send();
    await waitFor(() => log.lines.length > 0);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(line);
  });

  test("a request with a token -> logged without it", async () => {
    const login = await request(app)
      .post("/api/v2/auth/login")
      .send({ email: "a@b.c", password: "x" });
    const token = validBody(login, "v2/auth-token-response").data.accessToken;
    const response = await request(app)
      .get("/api/v2/states")
      .set("Authorization", `Bearer ${token}`);
    validBody(response, "v2/states-response");
    await waitFor(() => log.lines.length === 2);
    expect(log.lines[1]).toMatch(/^GET \/api\/v2\/states 200 \d+\.\dms\n$/);
    // The line never carries the token.
    expect(log.lines.join("")).not.toContain(token);
  });

  test("a URL of 3000 characters -> cut at 200 with …", async () => {
    await request(app).get(`/api/v2/occurrences?cityName=${"a".repeat(3000)}`);
    await waitFor(() => log.lines.length > 0);
    const url = log.lines[0]?.split(" ")[1] ?? "";
    expect(url).toHaveLength(201);
    expect(url.endsWith("…")).toBe(true);
  });

  test("ten requests -> ten lines", async () => {
    for (let i = 0; i < 10; i += 1) await request(app).get("/openapi.json");
    await waitFor(() => log.lines.length >= 10);
    expect(log.lines).toHaveLength(10);
  });
});

describe("no log sink -> nothing written", () => {
  test("requests through an app without `log` write nothing to stdout", async () => {
    const write = jest.spyOn(process.stdout, "write");
    try {
      const app = createApp({ world });
      validBody(await request(app).get("/api/v2/states"), "v2/states-response");
      validBody(await request(app).get("/api/v2/nope"), "v2/error-response");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
  });
});

// The request log once wrote its line on `finish` only, so a request whose client went away
// first (a frontend that cancels a slow call during --latency) left no line at all.
afterAll(closeTestServers);

describe("a request the client abandons is still logged", () => {
  test("client gone during 300 ms of latency -> one line with `closed` for the status", async () => {
    const lines: string[] = [];
    const server = await serveApp({
      world: testWorld(0),
      latency: { min: 300, max: 300 },
      log: { write: (line: string) => lines.push(line) },
    });
    const { port } = server.address() as AddressInfo;
    const outgoing = httpRequest({ host: "127.0.0.1", port, path: "/api/v2/states" });
    outgoing.on("error", () => undefined);
    outgoing.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    outgoing.destroy();
    await waitFor(() => lines.length > 0);
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/v2\/states closed \d+\.\dms\n$/)]);
    // The delayed handler still runs after the client left: no second line, no crash.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(lines).toHaveLength(1);
  });
});
