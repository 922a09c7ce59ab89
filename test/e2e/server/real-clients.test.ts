import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { closeTestServers, serveApp } from "../../server/helpers/serve-app";
import { testWorld } from "../../server/helpers/test-world";
import { validBody, type TextResponse } from "../../server/helpers/valid-body";
import { waitFor } from "../../server/helpers/wait-for";

// A real client's request line as sent, over a socket; the rest of what real clients call is
// answered in process in test/server/real-clients.test.ts.
afterAll(closeTestServers);

describe("GET /api/v2/cities? (a trailing ? and no parameters, as real clients send it)", () => {
  test("-> 200, every city", async () => {
    const world = testWorld(0);
    const lines: string[] = [];
    const server = await serveApp({ world, log: { write: (line: string) => lines.push(line) } });
    // node:http sends a path given as an option as written (a URL string would lose the `?`).
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<TextResponse & { status: number }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: "127.0.0.1", port, path: "/api/v2/cities?" },
        (incoming) => {
          let text = "";
          incoming.setEncoding("utf8");
          incoming.on("data", (chunk: string) => (text += chunk));
          incoming.on("end", () => {
            resolve({ status: incoming.statusCode ?? 0, text, headers: incoming.headers });
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(answer.status).toBe(200);
    const body = validBody(answer, "v2/cities-response");
    expect(body.data.map((city) => city.id)).toEqual(world.cities.map((city) => city.uuid));
    // The server saw the `?`: the request log shows the URL as received.
    await waitFor(() => lines.length > 0);
    expect(lines[0]).toMatch(/^GET \/api\/v2\/cities\? 200 /);
  });
});
