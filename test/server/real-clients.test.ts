import type { OccurrencesResponse } from "../../src/generated/types";
import { toBrasiliaIso } from "../../src/server/create-freshness-headers";
import { bruteForce } from "./helpers/brute-force";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { coreRequest as request } from "./helpers/core-request";
import { testWorld } from "./helpers/test-world";
import { validBody } from "./helpers/valid-body";

// Real clients' calls, answered by the request core in process. The one that depends on the
// request line as sent (a trailing `?`) is in test/e2e/server/real-clients.test.ts.

describe("GET /api/v2/states (not in the spec; real clients call it)", () => {
  test("-> 200, the envelope with every state of the world as {id, name}", async () => {
    const world = testWorld(0);
    const response = await request(coreApp({ world })).get("/api/v2/states");
    expect(response.status).toBe(200);
    const body = validBody(response, "v2/states-response");
    expect(body).toMatchObject({ msgCode: "success", code: 200 });
    expect(body.data).toEqual(world.states.map((state) => ({ id: state.uuid, name: state.name })));
  });
});

describe("freshness headers of /api/v2/occurrences", () => {
  const world = testWorld(30);
  const app = coreApp({ world });

  test.each<[string, string]>([
    ["a plain read", "/api/v2/occurrences"],
    [
      "a read with filters and paging",
      `/api/v2/occurrences?idState=${world.states[0]!.uuid}&take=5`,
    ],
    ["a 400 answer (the data is as fresh as ever)", "/api/v2/occurrences?take=0"],
  ])(
    "%s -> X-Last-Update (ISO 8601, -03:00) and X-Last-Update-Timestamp (epoch s): one instant, world.lastUpdate",
    async (_name, path) => {
      const response = await request(app).get(path);
      validBody(
        response,
        response.status === 200 ? "v2/occurrences-response" : "v2/error-response",
      );
      const iso = String(response.headers["x-last-update"]);
      const seconds = String(response.headers["x-last-update-timestamp"]);
      expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/);
      expect(seconds).toMatch(/^\d+$/);
      expect(Date.parse(iso)).toBe(world.lastUpdate);
      expect(Number(seconds)).toBe(Math.floor(world.lastUpdate / 1000));
    },
  );

  test("HEAD carries them too", async () => {
    const response = await request(app).head("/api/v2/occurrences");
    expect(response.status).toBe(200);
    expect(response.headers["x-last-update"]).toBe(toBrasiliaIso(world.lastUpdate));
  });

  test("/api/v2/cities does not carry them (real-world.md names /occurrences only)", async () => {
    const response = await request(app).get("/api/v2/cities");
    validBody(response, "v2/cities-response");
    expect(response.headers["x-last-update"]).toBeUndefined();
  });

  test.each<[string, number, string]>([
    [
      "UTC midnight -> 21:00 the day before in Brasília",
      Date.UTC(2025, 0, 1),
      "2024-12-31T21:00:00.000-03:00",
    ],
    ["milliseconds are kept", Date.UTC(2024, 4, 2, 3, 0, 0, 123), "2024-05-02T00:00:00.123-03:00"],
  ])("toBrasiliaIso: %s", (_name, epochMs, iso) => {
    expect(toBrasiliaIso(epochMs)).toBe(iso);
    expect(Date.parse(iso)).toBe(epochMs);
  });
});

/**
 * A widely used client (real-world.md): page 1 first, then pages 2..pageCount, 16 requests at a
 * time in parallel (here to the request core). Returns the ids of every page, in page order, each
 * body checked against its schema and each pageMeta against page 1's.
 */
async function readLikeRealClient(
  app: CoreApp,
  query: string,
): Promise<{ ids: string[]; pageCount: number }> {
  const pageOf = async (page: number): Promise<OccurrencesResponse> => {
    const response = await request(app).get(`/api/v2/occurrences?${query}page=${page}`);
    expect(response.status).toBe(200);
    return validBody(response, "v2/occurrences-response");
  };
  const first = await pageOf(1);
  const { pageCount, itemCount, take } = first.pageMeta;
  const pages = [first];
  for (let from = 2; from <= pageCount; from += 16) {
    const batch = Array.from({ length: Math.min(16, pageCount - from + 1) }, (_, i) => from + i);
    pages.push(...(await Promise.all(batch.map(pageOf))));
  }
  pages.forEach((body, i) => {
    expect(body.pageMeta).toMatchObject({ page: i + 1, take, itemCount, pageCount });
  });
  return { ids: pages.flatMap((body) => body.data.map((record) => record.id)), pageCount };
}

describe("the real-client scenario: pageCount from page 1, then pages 2..pageCount, 16 in parallel", () => {
  const world = testWorld(5200);
  const all = bruteForce(world, {}).map((occurrence) => occurrence.v2.id);
  const rj = world.states[0]!;
  const inRj = bruteForce(world, { idState: rj.uuid }).map((occurrence) => occurrence.v2.id);
  const app = coreApp({ world });

  test.each<[string, string, () => readonly string[], number]>([
    // name, query before page=, expected ids in order, expected pages
    ["no take, no order (take 25: 208 pages) -> every record exactly once", "", () => all, 208],
    ["take=1000 (6 pages) -> every record exactly once", "take=1000&", () => all, 6],
    ["take=5000 (2 pages) -> every record exactly once", "take=5000&", () => all, 2],
    [
      "idState on every call, no take -> every record of the state exactly once",
      `idState=${rj.uuid}&`,
      () => inRj,
      Math.ceil(inRj.length / 25),
    ],
  ])("%s", async (_name, query, expected, pageCount) => {
    const read = await readLikeRealClient(app, query);
    expect(read.pageCount).toBe(pageCount);
    expect(read.ids).toHaveLength(expected().length);
    expect(new Set(read.ids).size).toBe(read.ids.length);
    expect(read.ids).toEqual(expected());
  });

  test("the world is big enough for the cases to be real: RJ is a strict, non-empty part", () => {
    expect(inRj.length).toBeGreaterThan(25 * 16);
    expect(inRj.length).toBeLessThan(all.length);
  });
});
