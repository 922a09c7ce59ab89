import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { FIRST_PAGE } from "../../src/contract";
import { createApp } from "../../src/node/create-app";
import { createServeListener } from "../../src/node/front/create-serve-listener";
import type { AppOptions } from "../../src/server/app-options";
import { rawGet, type RawAnswer } from "../server/transport/raw-get";
import { testWorld } from "../server/helpers/test-world";
import { waitFor } from "../server/helpers/wait-for";

// The whole-answer cache in front of the app (serve): the same bytes as the app, bounded in
// bytes, bypassed when answers are drawn per request.
const world = testWorld(300);
const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Status, headers but Date, and body: what must not change when the cache answers. */
function wire(answer: RawAnswer): string {
  const headers = Object.entries(answer.headers).filter(([name]) => name !== "date");
  return JSON.stringify([answer.status, headers, answer.body.toString("base64")]);
}

const city = world.cities[0]!;
const URLS = [
  "/api/v2/occurrences",
  "/api/v2/occurrences?page=2",
  "/api/v2/occurrences?take=3&page=2",
  `/api/v2/occurrences?idCities=${city.uuid}&take=5`,
  "/api/v2/occurrences?take=200",
  "/api/v2/occurrences?take=0",
  "/api/v2/cities",
  "/api/v2/states",
  "/api/v1/occurrences?take=2",
];
const VARIANTS: [string, Record<string, string>, string][] = [
  ["identity", {}, "GET"],
  ["gzip", { "accept-encoding": "gzip" }, "GET"],
  ["br", { "accept-encoding": "br" }, "GET"],
  ["HEAD", {}, "HEAD"],
  ["an Origin", { origin: "http://app.test", "accept-encoding": "gzip, br" }, "GET"],
];

describe("createServeListener", () => {
  let app: string;
  let front: string;
  beforeAll(async () => {
    app = await listen(createApp({ world }));
    front = await listen(createServeListener({ world }).listener);
  });

  it.each(URLS)("answers %s with the app's bytes, first asked and from the cache", async (url) => {
    // Asked twice each: the second answer of a large compressed body comes from the
    // transport's cache (with its length), in the app as in the front handler.
    for (const [, headers, method] of VARIANTS) {
      for (let time = 0; time < 2; time += 1) {
        const expected = wire(await rawGet(app + url, headers, method));
        expect(wire(await rawGet(front + url, headers, method))).toBe(expected);
      }
    }
  });

  it("answers a query in another canonical spelling with its own ETag and the same body", async () => {
    const a = await rawGet(`${front}/api/v2/occurrences?take=3&page=2&order=ASC`);
    const b = await rawGet(`${app}/api/v2/occurrences?page=2&take=3`);
    const c = await rawGet(`${front}/api/v2/occurrences?page=2&take=3`);
    expect(c.body.equals(a.body)).toBe(true);
    expect(wire(c)).toBe(wire(b));
  });

  it("answers 304 from the cache when If-None-Match matches", async () => {
    const url = `${front}/api/v2/occurrences?take=4`;
    const first = await rawGet(url, { "accept-encoding": "gzip" });
    const again = await rawGet(url, {
      "accept-encoding": "gzip",
      "if-none-match": String(first.headers.etag),
    });
    const expected = await rawGet(`${app}/api/v2/occurrences?take=4`, {
      "accept-encoding": "gzip",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(wire(again)).toBe(wire(expected));
  });

  it("holds no more than its byte bound under 10,000 distinct queries", async () => {
    const budget = 256 * 1024;
    const served = createServeListener({ world, answerCacheBytes: budget });
    const url = await listen(served.listener);
    let peak = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const answer = await rawGet(`${url}/api/v2/occurrences?take=${1 + (i % 20)}&page=${1 + i}`, {
        "accept-encoding": i % 2 === 0 ? "gzip" : "identity",
      });
      expect(answer.status).toBe(200);
      peak = Math.max(peak, served.cache.bytes);
    }
    expect(peak).toBeLessThanOrEqual(budget);
    expect(served.cache.size).toBeGreaterThan(10);
  }, 120_000);

  it.each<[string, Partial<AppOptions>]>([
    ["a latency profile", { latency: { min: 1, max: 1 } }],
    ["a failure profile", { failRate: 0.5 }],
    ["auth required", { auth: "required" }],
  ])("is bypassed with %s: every answer is the app's own, nothing kept", async (_name, extra) => {
    const served = createServeListener({ world, ...extra });
    const url = await listen(served.listener);
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      statuses.add((await rawGet(`${url}/api/v2/occurrences?take=2`)).status);
    }
    expect(served.cache.size).toBe(0);
    if (extra.failRate !== undefined) expect(statuses.size).toBeGreaterThan(1);
    if (extra.auth !== undefined) expect([...statuses]).toEqual([401]);
  });

  it("sends a forced status to the app, never from the cache", async () => {
    await rawGet(`${front}/api/v2/states`);
    expect((await rawGet(`${front}/api/v2/states`, { "x-mock-status": "503" })).status).toBe(503);
  });

  it.each<[string, Record<string, string>, number]>([
    ["Prefer: code=429 -> the core's 429, never from the cache", { prefer: "code=429" }, 429],
    [
      "Prefer: code=200 (the usual answer, asked) -> the core's own answer",
      { prefer: "code=200" },
      200,
    ],
  ])("%s", async (_name, headers, status) => {
    const served = createServeListener({ world });
    const url = await listen(served.listener);
    await rawGet(`${url}/api/v2/states`);
    const forced = await rawGet(`${url}/api/v2/states`, headers);
    expect(forced.status).toBe(status);
    expect(wire(forced)).toBe(wire(await rawGet(`${app}/api/v2/states`, headers)));
    expect(served.cache.size).toBe(1);
  });

  it("answers a Prefer that asks no status from the cache, with the app's bytes", async () => {
    const served = createServeListener({ world });
    const url = await listen(served.listener);
    const headers = { prefer: "return=minimal" };
    const first = await rawGet(`${url}/api/v2/occurrences?take=2`, headers);
    expect(served.cache.size).toBe(1);
    const again = await rawGet(`${url}/api/v2/occurrences?take=2`, headers);
    expect(wire(again)).toBe(wire(first));
    expect(wire(again)).toBe(wire(await rawGet(`${app}/api/v2/occurrences?take=2`, headers)));
  });

  it("keeps one answer for a query with and without the first page (the contract's)", async () => {
    const served = createServeListener({ world });
    const url = await listen(served.listener);
    await rawGet(`${url}/api/v2/occurrences?take=3`);
    await rawGet(`${url}/api/v2/occurrences?take=3&page=${FIRST_PAGE}`);
    expect(served.cache.size).toBe(1);
    await rawGet(`${url}/api/v2/occurrences?take=3&page=${FIRST_PAGE + 1}`);
    expect(served.cache.size).toBe(2);
  });

  it("logs a kept answer and one not seen as the app's request log does", async () => {
    const lines: string[] = [];
    const served = createServeListener({ world, log: { write: (line) => lines.push(line) } });
    const url = await listen(served.listener);
    await rawGet(`${url}/api/v2/states`);
    await rawGet(`${url}/api/v2/states`);
    await rawGet(`${url}/api/v2/nowhere`);
    await waitFor(() => lines.length === 3);
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/api\/v2\/states 200 \d+\.\dms\n$/),
      expect.stringMatching(/^GET \/api\/v2\/states 200 \d+\.\dms\n$/),
      expect.stringMatching(/^GET \/api\/v2\/nowhere 404 \d+\.\dms\n$/),
    ]);
    expect(served.cache.size).toBe(1);
  });

  it("keeps nothing with a bound of 0", async () => {
    const served = createServeListener({ world, answerCacheBytes: 0 });
    const url = await listen(served.listener);
    await rawGet(`${url}/api/v2/states`);
    expect(served.cache.size).toBe(0);
  });
});
