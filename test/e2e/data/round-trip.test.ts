import request from "supertest";
import { join } from "node:path";
import { loadDataWorld } from "../../../src/data/load-data-world";
import { createApp } from "../../../src/node";
import { startProxy, type RunningProxy } from "../../../src/validation/proxy";
import { buildWorld, type World } from "../../../src/world";
import { listen, rawRequest, type Listening } from "../../validation/http-helpers";
import { createTempDir } from "../../validation/temp-dir";

// A capture made with `proxy --record` in front of the mock, served
// back with `serve --data`, answers like the original mock, apart from what docs/data.md names as
// derived (v1 id_ocorrencia and fonte_ocorrencia, the freshness headers).
const original = buildWorld({ seed: 5, occurrences: 260 });
const temp = createTempDir("round-trip");
let captured: World;

async function record(recording: string): Promise<void> {
  const mock: Listening = await listen(createApp({ world: original }));
  const proxy: RunningProxy = await startProxy({
    upstream: new URL(mock.url),
    port: 0,
    host: "127.0.0.1",
    timeoutMs: 10_000,
    record: recording,
    log: () => undefined,
  });
  try {
    // Pages of 100 (the last one short), and one overlapping page: its records are seen twice.
    for (const page of [1, 2, 3]) {
      await rawRequest(`${proxy.url}/api/v2/occurrences?take=100&page=${page}`);
    }
    await rawRequest(`${proxy.url}/api/v2/occurrences?take=30&page=2&order=DESC`);
    await rawRequest(`${proxy.url}/api/v2/cities?`);
    await rawRequest(`${proxy.url}/api/v2/states`);
    // Answers that are no data: ignored on load.
    await rawRequest(`${proxy.url}/api/v2/occurrences?take=abc`);
    await rawRequest(`${proxy.url}/api/v1/cities`);
  } finally {
    await proxy.close();
    await mock.close();
  }
}

beforeAll(async () => {
  const recording = join(temp.dir, "capture.ndjson");
  await record(recording);
  const load = await loadDataWorld([recording]);
  if (!load.ok) throw new Error(load.problems.join("\n"));
  expect(load.findings).toEqual([]);
  captured = load.world;
}, 60_000);
afterAll(() => temp.remove());

const rj = () => original.states[0]!.uuid;
const cities = () => [original.cities[0]!.uuid, original.cities[3]!.uuid];

/** v2 requests whose answers must be byte-identical: status, content type and body. */
const V2_CASES: [string, () => string][] = [
  ["default page", () => "/api/v2/occurrences"],
  ["a middle page", () => "/api/v2/occurrences?take=50&page=3"],
  ["DESC order, page 2", () => "/api/v2/occurrences?order=DESC&take=20&page=2"],
  ["a page past the end", () => "/api/v2/occurrences?take=100&page=9"],
  ["withVictim", () => "/api/v2/occurrences?typeOccurrence=withVictim&take=30"],
  ["withoutVictim", () => "/api/v2/occurrences?typeOccurrence=withoutVictim&take=1000"],
  ["by state", () => `/api/v2/occurrences?idState=${rj()}&take=40`],
  ["by two cities", () => `/api/v2/occurrences?idCities=${cities()[0]}&idCities=${cities()[1]}`],
  ["by dates", () => "/api/v2/occurrences?initialdate=2023-06-01&finaldate=2023-12-31&take=100"],
  ["400 bad take", () => "/api/v2/occurrences?take=abc"],
  ["400 bad idState", () => "/api/v2/occurrences?idState=nope"],
  ["400 page 0", () => "/api/v2/occurrences?page=0"],
  ["every city", () => "/api/v2/cities?"],
  ["cities of a state", () => `/api/v2/cities?stateId=${rj()}`],
  ["a city by name", () => "/api/v2/cities?cityName=niteroi"],
  ["states", () => "/api/v2/states"],
  ["404", () => "/api/v2/nothing"],
  ["v1 cities", () => "/api/v1/cities"],
  ["v1 cities LIKE", () => "/api/v1/cities?Cidade[lk]=%25rio%25"],
  ["v1 400 unknown parameter", () => "/api/v1/occurrences?bogus=1"],
];

describe("a proxy capture of the mock, served back, answers as the mock", () => {
  it.each(V2_CASES)("%s: same status, type and bytes", async (_name, path) => {
    const expected = await request(createApp({ world: original })).get(path());
    const actual = await request(createApp({ world: captured })).get(path());
    expect(actual.status).toBe(expected.status);
    expect(actual.headers["content-type"]).toBe(expected.headers["content-type"]);
    expect(actual.text).toBe(expected.text);
  });

  /** v1 rows without the derived columns, in a fixed order. */
  const comparable = (text: string): string[] =>
    (JSON.parse(text) as Record<string, unknown>[])
      .map(({ id_ocorrencia: _id, fonte_ocorrencia: _source, ...rest }) => JSON.stringify(rest))
      .sort();

  it.each([
    ["every row", "/api/v1/occurrences"],
    ["by uf", "/api/v1/occurrences?uf_estado=RJ"],
    ["by date", "/api/v1/occurrences?data_ocorrencia[gt]=2023-06-01"],
    ["by city name", "/api/v1/occurrences?nome_cidade=Niter%C3%B3i"],
  ])("v1 %s: the same rows but for the derived id and source", async (_name, path) => {
    const expected = await request(createApp({ world: original })).get(path);
    const actual = await request(createApp({ world: captured })).get(path);
    expect(actual.status).toBe(200);
    expect(actual.headers["x-total-count"]).toBe(expected.headers["x-total-count"]);
    expect(comparable(actual.text)).toEqual(comparable(expected.text));
    expect(comparable(actual.text).length).toBeGreaterThan(0);
  });

  it("keeps each record once and counts the overlapping page as duplicates", () => {
    expect(captured.occurrences).toHaveLength(original.occurrences.length);
    expect(captured.capture?.duplicates).toBe(30);
  });

  it("states its freshness from the data's newest date", async () => {
    const answer = await request(createApp({ world: captured })).get("/api/v2/occurrences");
    const newest = Math.max(...original.occurrences.map((o) => o.time));
    expect(answer.headers["x-last-update-timestamp"]).toBe(String(Math.floor(newest / 1000)));
  });
});
