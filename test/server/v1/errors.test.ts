import { coreRequest as request } from "../helpers/core-request";
import type { V1ErrorResponse } from "../../../src/generated/types";
import { validate } from "../../../src/schemas";
import { createV1TestApp } from "./v1-test-app";

const app = createV1TestApp();

describe("v1 bad input -> 400 with the v1 error body naming the parameter", () => {
  test.each<[string, string, string, RegExp]>([
    ["estado_id[]=RJ -> non-numeric id", "/occurrences?estado_id[]=RJ", "estado_id[]", /integer/],
    [
      "estado_id[]=1&estado_id[]=x -> the bad value of the list",
      "/occurrences?estado_id[]=1&estado_id[]=x",
      "estado_id[]",
      /value 2/,
    ],
    [
      "cidade_id[]= (empty) -> non-numeric id",
      "/occurrences?cidade_id[]=",
      "cidade_id[]",
      /integer/,
    ],
    [
      "data_ocorrencia[gt]=2024-13-01 -> malformed date",
      "/occurrences?data_ocorrencia[gt]=2024-13-01",
      "data_ocorrencia[gt]",
      /date/,
    ],
    [
      "data_ocorrencia[lt]=2024-01-31T00:00 -> a timestamp is not a date",
      "/occurrences?data_ocorrencia[lt]=2024-01-31T00:00",
      "data_ocorrencia[lt]",
      /date/,
    ],
    [
      "data_ocorrencia[gte]=2024-01-31 -> unknown operator, listing =, [gt], [lt]",
      "/occurrences?data_ocorrencia[gte]=2024-01-31",
      "data_ocorrencia[gte]",
      /accepts =, \[gt\] or \[lt\]/,
    ],
    ["field[]=bairro -> unknown column", "/occurrences?field[]=bairro", "field[]", /one of/],
    ["field=uf_estado -> field without []", "/occurrences?field=uf_estado", "field", /field\[\]/],
    [
      "page=2 -> unknown parameter (v1 has no paging)",
      "/occurrences?page=2",
      "page",
      /not a parameter/,
    ],
    [
      "uf_estado=RJ&uf_estado=PE -> a scalar repeated",
      "/occurrences?uf_estado=RJ&uf_estado=PE",
      "uf_estado",
      /2 times/,
    ],
    [
      "presen_agen_segur_ocorrencia=sim -> non-numeric equality",
      "/occurrences?presen_agen_segur_ocorrencia=sim",
      "presen_agen_segur_ocorrencia",
      /integer/,
    ],
    [
      "Populacao[eq]=1 -> unknown operator, listing =, [gt], [lt]",
      "/cities?Populacao[eq]=1",
      "Populacao[eq]",
      /accepts =, \[gt\] or \[lt\]/,
    ],
    [
      "Populacao[gt]=many -> non-numeric population",
      "/cities?Populacao[gt]=many",
      "Populacao[gt]",
      /integer/,
    ],
    [
      "Populacao[lt]=1.5 -> non-integer population",
      "/cities?Populacao[lt]=1.5",
      "Populacao[lt]",
      /integer/,
    ],
    ["EstadoId=RJ -> non-numeric id", "/cities?EstadoId=RJ", "EstadoId", /integer/],
    ["Cidade[lk]= (empty) -> empty pattern", "/cities?Cidade[lk]=", "Cidade[lk]", /at least 1/],
    [
      "Cidade[like]=Rio% -> unknown operator",
      "/cities?Cidade[like]=Rio%25",
      "Cidade[like]",
      /accepts = or \[lk\]/,
    ],
    ["field[]=Nome -> unknown column", "/cities?field[]=Nome", "field[]", /one of/],
    [
      "estado_id[]=1 on cities -> unknown parameter",
      "/cities?estado_id[]=1",
      "estado_id[]",
      /not a parameter/,
    ],
    [
      "x=1 on occurrences/definitions -> unknown parameter",
      "/occurrences/definitions?x=1",
      "x",
      /not a parameter/,
    ],
    [
      "field[]=Cidade on cities/definitions -> unknown parameter",
      "/cities/definitions?field[]=Cidade",
      "field[]",
      /not a parameter/,
    ],
    [
      "__proto__=1 -> unknown parameter",
      "/occurrences?__proto__=1",
      "__proto__",
      /not a parameter/,
    ],
    [
      "constructor[gt]=1 -> unknown parameter",
      "/cities?constructor[gt]=1",
      "constructor[gt]",
      /not a parameter/,
    ],
    [
      "nome_cidade=S%E3o (Latin-1) -> not UTF-8",
      "/occurrences?nome_cidade=S%E3o",
      "nome_cidade",
      /UTF-8/,
    ],
  ])("%s", async (_name, path, parameter, message) => {
    const response = await request(app).get(`/api/v1${path}`);
    expect(response.status).toBe(400);
    expect(validate("v1/error-response", response.body)).toEqual([]);
    expect(validate("v1/error-response", response.body, { strict: true })).toEqual([]);
    const body = response.body as V1ErrorResponse;
    expect(body.status).toBe(400);
    expect(body.error).toBe("invalid_parameter");
    expect(body.msg).toContain(parameter);
    const problem = body.parameters?.find((candidate) => candidate.parameter === parameter);
    expect(problem?.message).toMatch(message);
    expect(problem?.accepted.length).toBeGreaterThan(0);
  });

  test("several bad parameters -> each one listed", async () => {
    const response = await request(app).get("/api/v1/cities?Populacao[eq]=1&EstadoId=x&foo=bar");
    expect(response.status).toBe(400);
    const body = response.body as V1ErrorResponse;
    expect(body.parameters?.map((problem) => problem.parameter)).toEqual([
      "Populacao[eq]",
      "EstadoId",
      "foo",
    ]);
  });

  test.each(["post", "put", "delete"] as const)(
    "%s on /api/v1/occurrences -> 405 with Allow",
    async (method) => {
      const response = await request(app)[method]("/api/v1/occurrences");
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(validate("v1/error-response", response.body)).toEqual([]);
    },
  );

  test("an unknown v1 path -> 404 in the v1 body", async () => {
    const response = await request(app).get("/api/v1/states");
    expect(response.status).toBe(404);
    expect(validate("v1/error-response", response.body)).toEqual([]);
  });
});
