import { coreRequest as request } from "../helpers/core-request";
import type { V1OccurrenceRow } from "../../../src/generated/types";
import { createV1Routes, type V1RowSource } from "../../../src/server/v1";
import { FIXTURE_CITIES, fixtureOccurrences } from "../../query/v1/v1-fixture";
import { createV1TestApp, FIXTURE_SOURCE } from "./v1-test-app";

describe("the core's v1 routes (createV1Routes): options and row building", () => {
  test("v1MaxRows=10 -> the first 10 matching rows in id order; X-Total-Count states all", async () => {
    const app = createV1TestApp({ v1MaxRows: 10 });
    const all = fixtureOccurrences(120).filter((row) => row.estado_id === 1);
    const response = await request(app).get("/api/v1/occurrences?estado_id[]=1");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(all.slice(0, 10));
    expect(response.headers["x-total-count"]).toBe(String(all.length));
  });

  test("v1MaxRows=3 applies to /cities too", async () => {
    const response = await request(createV1TestApp({ v1MaxRows: 3 })).get("/api/v1/cities");
    expect(response.body).toEqual(FIXTURE_CITIES.slice(0, 3));
    expect(response.headers["x-total-count"]).toBe(String(FIXTURE_CITIES.length));
  });

  test("no v1MaxRows -> every row", async () => {
    const response = await request(createV1TestApp()).get("/api/v1/occurrences");
    expect(response.body).toHaveLength(120);
  });

  test.each([0, -1, 1.5, Number.NaN])("v1MaxRows=%s -> throws (configuration mistake)", (value) => {
    expect(() => createV1Routes(FIXTURE_SOURCE, { v1MaxRows: value })).toThrow(RangeError);
  });

  test("rows given out of order -> served in id order", async () => {
    const shuffled = fixtureOccurrences(30).reverse();
    const app = createV1TestApp(
      {},
      { occurrenceRows: () => shuffled, cityRows: () => [...FIXTURE_CITIES].reverse() },
    );
    const occurrences = await request(app).get("/api/v1/occurrences?field[]=id_ocorrencia");
    expect(
      (occurrences.body as { id_ocorrencia: number }[]).map((row) => row.id_ocorrencia),
    ).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    const cities = await request(app).get("/api/v1/cities?field[]=CidadeId");
    expect((cities.body as { CidadeId: number }[]).map((row) => row.CidadeId)).toEqual(
      FIXTURE_CITIES.map((row) => row.CidadeId),
    );
  });

  test("rows are built lazily, once: not at creation, not for a 400, once for many requests", async () => {
    let built = 0;
    const source: V1RowSource = {
      occurrenceRows: (): V1OccurrenceRow[] => {
        built += 1;
        return fixtureOccurrences(10);
      },
      cityRows: () => FIXTURE_CITIES,
    };
    const app = createV1TestApp({}, source);
    expect(built).toBe(0);
    await request(app).get("/api/v1/occurrences?estado_id[]=x").expect(400);
    await request(app).get("/api/v1/occurrences/definitions").expect(200);
    expect(built).toBe(0);
    await request(app).get("/api/v1/occurrences").expect(200);
    await request(app).get("/api/v1/occurrences?uf_estado=RJ").expect(200);
    await request(app).get("/api/v1/occurrences?field[]=uf_estado").expect(200);
    expect(built).toBe(1);
  });

  test("the cached row texts give the same bytes as serializing afresh", async () => {
    const app = createV1TestApp();
    const first = await request(app).get("/api/v1/occurrences");
    const second = await request(app).get("/api/v1/occurrences");
    expect(second.text).toBe(first.text);
    expect(first.text).toBe(JSON.stringify(fixtureOccurrences(120)));
  });
});
