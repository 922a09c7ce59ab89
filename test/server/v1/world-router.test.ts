import { coreRequest as request } from "../helpers/core-request";
import type { V1CityRow, V1OccurrenceRow } from "../../../src/generated/types";
import { validate } from "../../../src/schemas";
import { coreApp } from "../helpers/core-app";
import { buildWorld } from "../../../src/world";

const world = buildWorld({ seed: 7, occurrences: 400 });
const app = coreApp({ world });

const DAY_MS = 86_400_000;

describe("the v1 routes of createApp over a built world", () => {
  test("GET /occurrences -> one valid row per occurrence, in id order", async () => {
    const response = await request(app).get("/api/v1/occurrences");
    expect(response.status).toBe(200);
    expect(validate("v1/occurrences-response", response.body, { strict: true })).toEqual([]);
    const rows = response.body as V1OccurrenceRow[];
    expect(rows.map((row) => row.id_ocorrencia)).toEqual(world.occurrences.map((o) => o.id));
  });

  test("GET /cities -> one valid row per city, in CidadeId order", async () => {
    const response = await request(app).get("/api/v1/cities");
    expect(response.status).toBe(200);
    expect(validate("v1/cities-response", response.body, { strict: true })).toEqual([]);
    const ids = (response.body as V1CityRow[]).map((row) => row.CidadeId);
    expect(ids).toEqual([...world.cities.map((city) => city.id)].sort((a, b) => a - b));
  });

  test("data_ocorrencia[gt]=D&[lt]=E -> exactly the occurrences from D+1 00:00 to before E 00:00 (the zone the column shows: UTC)", async () => {
    const first = world.occurrences[0];
    if (first === undefined) throw new Error("empty world");
    const day = new Date(first.time).toISOString().slice(0, 10);
    const after = new Date(Date.parse(`${day}T00:00:00Z`) - 20 * DAY_MS).toISOString().slice(0, 10);
    const before = new Date(Date.parse(`${day}T00:00:00Z`) + 40 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const response = await request(app).get(
      `/api/v1/occurrences?data_ocorrencia[gt]=${after}&data_ocorrencia[lt]=${before}&field[]=id_ocorrencia`,
    );
    const from = Date.parse(`${after}T00:00:00Z`) + DAY_MS;
    const until = Date.parse(`${before}T00:00:00Z`);
    const wanted = world.occurrences.filter((o) => o.time >= from && o.time < until);
    expect(wanted.length).toBeGreaterThan(0);
    expect(response.body).toEqual(wanted.map((o) => ({ id_ocorrencia: o.id })));
  });

  test("uf_estado=RJ and estado_id[] of RJ -> the same rows", async () => {
    const rj = world.states.find((state) => state.uf === "RJ");
    if (rj === undefined) throw new Error("no RJ");
    const [byUf, byId] = await Promise.all([
      request(app).get("/api/v1/occurrences?uf_estado=RJ&field[]=id_ocorrencia"),
      request(app).get(`/api/v1/occurrences?estado_id[]=${rj.id}&field[]=id_ocorrencia`),
    ]);
    expect((byUf.body as unknown[]).length).toBeGreaterThan(0);
    expect(byUf.body).toEqual(byId.body);
  });

  test("Cidade[lk]=niter% -> Niterói", async () => {
    const response = await request(app).get("/api/v1/cities?Cidade[lk]=niter%25&field[]=Cidade");
    expect(response.body).toEqual([{ Cidade: "Niterói" }]);
  });
});
