import { request as httpRequest } from "node:http";
import express from "express";
import { startProxy, type RunningProxy } from "../../../src/validation/proxy";
import { sampleV1OccurrenceRow } from "../../fixtures/validation/sample-bodies";
import { listen, rawRequest, type Listening } from "../../validation/http-helpers";

jest.setTimeout(60_000);

// A v1 list of 400 rows: a few hundred KB, over the 10,000-byte cap used below.
const LARGE = JSON.stringify(Array.from({ length: 400 }, (_, i) => sampleV1OccurrenceRow(i + 1)));
const SMALL = JSON.stringify([sampleV1OccurrenceRow(1)]);

/** Resolves the upstream's held answer (the streaming test finishes it when told). */
let finishHeld: (() => void) | undefined;

function createUpstream(): express.Express {
  const app = express();
  app.get("/api/v1/occurrences", (req, res) => {
    res.type("application/json").send(req.query.size === "large" ? LARGE : SMALL);
  });
  app.get("/api/v1/cities", (_req, res) => {
    // Sends the first half now and the rest only when the test says: a proxy that buffers
    // whole answers would show the client nothing before then.
    res.type("application/json");
    res.write("[");
    finishHeld = () => res.end("]");
  });
  return app;
}

let upstream: Listening;
const proxies: RunningProxy[] = [];
beforeAll(async () => {
  upstream = await listen(createUpstream());
});
afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await upstream.close();
});

async function proxy(maxBody?: number): Promise<{ url: string; log: string[] }> {
  const log: string[] = [];
  const running = await startProxy({
    upstream: new URL(upstream.url),
    port: 0,
    host: "127.0.0.1",
    timeoutMs: 20_000,
    log: (line) => log.push(line),
    ...(maxBody === undefined ? {} : { maxBody }),
  });
  proxies.push(running);
  return { url: running.url, log };
}

describe("proxy: answers are streamed, validated up to --max-body", () => {
  test.each<[string, string, RegExp]>([
    ["an answer under the cap -> validated", "small", /^valid GET /],
    [
      "an answer over the cap -> relayed whole, noted 'not validated: larger than 10000 bytes'",
      "large",
      /not validated: larger than 10000 bytes/,
    ],
  ])("%s", async (_name, size, logged) => {
    const running = await proxy(10_000);
    const answer = await rawRequest(`${running.url}/api/v1/occurrences?size=${size}`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(size === "large" ? LARGE : SMALL);
    expect(running.log.join("\n")).toMatch(logged);
  });

  test("the client gets the first bytes before the upstream has finished", async () => {
    const running = await proxy();
    const firstBytes = await new Promise<string>((resolve, reject) => {
      const outgoing = httpRequest(`${running.url}/api/v1/cities`, (incoming) => {
        incoming.once("data", (chunk: Buffer) => {
          resolve(chunk.toString());
          finishHeld?.();
          incoming.resume();
        });
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(firstBytes).toBe("[");
  });
});
