import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { closeTestServers, serveApp } from "../server/helpers/serve-app";
import { testWorld } from "../server/helpers/test-world";
import { waitFor } from "../server/helpers/wait-for";

// Issue 5: the request log wrote its line on `finish` only, so a request whose client went away
// first (a frontend that cancels a slow call during --latency) left no line at all.
afterAll(closeTestServers);

describe("issue 5: a request the client abandons is still logged", () => {
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
