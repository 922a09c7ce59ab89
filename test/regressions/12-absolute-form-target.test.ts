import { request as httpRequest } from "node:http";
import { createApp } from "../../src/node/create-app";
import { startServer, type ServerHandle } from "../../src/node/start-server";
import { testWorld } from "../server/helpers/test-world";

// Issue 12: createApp became an adapter over the request core, which routes on the path it is
// given. A request target in absolute form (`GET http://host/api/v2/states`, as a client talking
// to a proxy sends it) must still be routed by its path, as Express routed it.

let handle: ServerHandle;
beforeAll(async () => {
  handle = await startServer(createApp({ world: testWorld(50) }), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
});
afterAll(async () => handle.close());

/** Sends `GET <target>` as it is on the request line; resolves with the status and body. */
function getTarget(target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(handle.url);
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

describe("issue 12: a request target in absolute form is routed by its path", () => {
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
