import { createApp } from "../../../src/node";
import { startProxy, type RunningProxy } from "../../../src/validation/proxy";
import { buildWorld } from "../../../src/world";
import { listen, rawRequest, type Listening } from "../../validation/http-helpers";

// The proxy in front of the project's own mock server: every answer the mock gives must pass
// through byte-identical and validate against its schema.
let mock: Listening;
let proxy: RunningProxy;
const log: string[] = [];

beforeAll(async () => {
  mock = await listen(createApp({ world: buildWorld({ seed: 7, occurrences: 120 }) }));
  proxy = await startProxy({
    upstream: new URL(mock.url),
    port: 0,
    host: "127.0.0.1",
    timeoutMs: 10_000,
    log: (line) => log.push(line),
  });
});
afterAll(async () => {
  await proxy.close();
  await mock.close();
});

describe("proxy in front of the mock server (createApp)", () => {
  it.each([
    ["/api/v2/occurrences?page=2&take=10&order=DESC", 200],
    ["/api/v2/occurrences?typeOccurrence=withVictim", 200],
    ["/api/v2/cities?", 200],
    ["/api/v2/states", 200],
    ["/api/v2/occurrences?take=abc", 400],
  ] as [string, number][])("%s -> %d, byte-identical, valid", async (path, status) => {
    log.length = 0;
    const direct = await rawRequest(`${mock.url}${path}`);
    const proxied = await rawRequest(`${proxy.url}${path}`);
    expect(proxied.status).toBe(status);
    expect(proxied.body.equals(direct.body)).toBe(true);
    expect(log).toEqual([expect.stringMatching(/^valid /)]);
  });
});
