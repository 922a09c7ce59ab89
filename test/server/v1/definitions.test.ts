import { coreRequest as request } from "../helpers/core-request";
import { validate } from "../../../src/schemas";
import { createV1TestApp } from "./v1-test-app";

const app = createV1TestApp();

describe("GET /api/v1/…/definitions", () => {
  test("occurrences/definitions -> the 23 column names in the spec's order", async () => {
    const response = await request(app).get("/api/v1/occurrences/definitions");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(validate("v1/occurrence-definitions", response.body)).toEqual([]);
    expect(response.body).toHaveLength(23);
    expect((response.body as string[])[0]).toBe("id_ocorrencia");
    expect((response.body as string[])[22]).toBe("cod_ibge_estado");
  });

  test("cities/definitions -> the 9 column names in the spec's order", async () => {
    const response = await request(app).get("/api/v1/cities/definitions");
    expect(response.status).toBe(200);
    expect(validate("v1/city-definitions", response.body)).toEqual([]);
    expect(response.body).toHaveLength(9);
  });

  test("the definitions list the keys of a full row, in the same order", async () => {
    const [definitions, rows] = await Promise.all([
      request(app).get("/api/v1/occurrences/definitions"),
      request(app).get("/api/v1/occurrences?id_ocorrencia=1"),
    ]);
    expect(Object.keys((rows.body as object[])[0] ?? {})).toEqual(definitions.body);
    const [cityDefinitions, cities] = await Promise.all([
      request(app).get("/api/v1/cities/definitions"),
      request(app).get("/api/v1/cities?CidadeId=1"),
    ]);
    expect(Object.keys((cities.body as object[])[0] ?? {})).toEqual(cityDefinitions.body);
  });
});
