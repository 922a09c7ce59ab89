import { createServer } from "node:net";
import request from "supertest";
import { createApp } from "../../../src/node/create-app";
import { startServer } from "../../../src/node/start-server";
import { testWorld } from "../../server/helpers/test-world";

const app = createApp({ world: testWorld(10) });

describe("startServer", () => {
  test("listens on 127.0.0.1 port 0 -> a real port in the URL, answers, closes", async () => {
    const handle = await startServer(app, { port: 0, host: "127.0.0.1" });
    expect(handle.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await request(handle.url).get("/api/v2/states")).status).toBe(200);
    await handle.close();
    expect(handle.server.listening).toBe(false);
  });

  test("a port in use -> rejects with EADDRINUSE", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const address = blocker.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    await expect(startServer(app, { port, host: "127.0.0.1" })).rejects.toMatchObject({
      code: "EADDRINUSE",
    });
    await new Promise((resolve) => blocker.close(resolve));
  });

  test("close() lets a request in flight finish, and ends idle keep-alive connections", async () => {
    // A grace of a minute: an idle connection kept open would hold close() that long, so the
    // half-minute bound tells the two apart on any machine.
    const handle = await startServer(app, { port: 0, host: "127.0.0.1", closeGraceMs: 60_000 });
    const agent = request.agent(handle.url);
    expect((await agent.get("/api/v2/occurrences?take=1")).status).toBe(200);
    const started = Date.now();
    await handle.close();
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 90_000);
});
