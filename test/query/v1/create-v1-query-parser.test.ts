import { createV1QueryParser } from "../../../src/query/v1";
import type { RawQuery } from "../../../src/query/raw-query";
import { validate } from "../../../src/schemas";

const occurrences = createV1QueryParser("query/v1-occurrences");
const cities = createV1QueryParser("query/v1-cities");
const none = createV1QueryParser("query/no-parameters");

describe("createV1QueryParser: valid queries", () => {
  test.each<[string, RawQuery, unknown]>([
    ["estado_id[] once -> a list of one integer", { "estado_id[]": "1" }, { "estado_id[]": [1] }],
    [
      "estado_id[] repeated -> the list of integers",
      { "estado_id[]": ["1", "2"] },
      { "estado_id[]": [1, 2] },
    ],
    [
      "dates and field[] -> kept as sent",
      { "data_ocorrencia[gt]": "2024-01-31", "field[]": ["uf_estado", "id_ocorrencia"] },
      { "data_ocorrencia[gt]": "2024-01-31", "field[]": ["uf_estado", "id_ocorrencia"] },
    ],
    [
      "equality on integer, number and string columns -> coerced by the column's type",
      { presen_agen_segur_ocorrencia: "1", latitude_ocorrencia: "-22.90", uf_estado: "RJ" },
      { presen_agen_segur_ocorrencia: 1, latitude_ocorrencia: -22.9, uf_estado: "RJ" },
    ],
    [
      "a string column keeps digits as text -> nome_cidade=123 is the string 123",
      { nome_cidade: "123" },
      { nome_cidade: "123" },
    ],
  ])("%s", (_name, raw, expected) => {
    expect(occurrences(raw)).toEqual({ ok: true, value: expected });
  });

  test.each<[string, RawQuery, unknown]>([
    [
      "Populacao[gt], Populacao[lt], EstadoId -> integers",
      { "Populacao[gt]": "10", "Populacao[lt]": "20", EstadoId: "3" },
      { "Populacao[gt]": 10, "Populacao[lt]": 20, EstadoId: 3 },
    ],
    ["Cidade[lk] -> the pattern as sent", { "Cidade[lk]": "São%" }, { "Cidade[lk]": "São%" }],
    ["PIBPrecoCorrente=null -> null", { PIBPrecoCorrente: "null" }, { PIBPrecoCorrente: null }],
    ["PIBPrecoCorrente=12.5 -> a number", { PIBPrecoCorrente: "12.5" }, { PIBPrecoCorrente: 12.5 }],
  ])("%s", (_name, raw, expected) => {
    expect(cities(raw)).toEqual({ ok: true, value: expected });
  });
});

describe("createV1QueryParser: every bad parameter is named, with its accepted form", () => {
  test.each<
    [string, typeof occurrences | typeof cities | typeof none, RawQuery, string, RegExp, RegExp]
  >([
    [
      "estado_id[]=x -> not an integer",
      occurrences,
      { "estado_id[]": "x" },
      "estado_id[]",
      /integer/,
      /integer state id/,
    ],
    [
      "estado_id[]=1&estado_id[]=x -> the second value named",
      occurrences,
      { "estado_id[]": ["1", "x"] },
      "estado_id[]",
      /^value 2: must be an integer/,
      /integer state id/,
    ],
    [
      "cidade_id[]=1.5 -> not an integer",
      occurrences,
      { "cidade_id[]": "1.5" },
      "cidade_id[]",
      /integer/,
      /integer city id/,
    ],
    [
      "data_ocorrencia[gt]=2024-02-30 -> not a calendar date",
      occurrences,
      { "data_ocorrencia[gt]": "2024-02-30" },
      "data_ocorrencia[gt]",
      /valid date/,
      /YYYY-MM-DD/,
    ],
    [
      "data_ocorrencia[lt]=31/01/2024 -> malformed date",
      occurrences,
      { "data_ocorrencia[lt]": "31/01/2024" },
      "data_ocorrencia[lt]",
      /valid date/,
      /YYYY-MM-DD/,
    ],
    [
      "data_ocorrencia[gt] given twice -> a scalar repeated",
      occurrences,
      { "data_ocorrencia[gt]": ["2024-01-01", "2024-01-02"] },
      "data_ocorrencia[gt]",
      /2 times/,
      /YYYY-MM-DD/,
    ],
    [
      "field[]=nope -> unknown column",
      occurrences,
      { "field[]": ["id_ocorrencia", "nope"] },
      "field[]",
      /value 2: must be one of id_ocorrencia/,
      /definitions/,
    ],
    [
      "estado_id=RJ -> equality on an integer column needs an integer",
      occurrences,
      { estado_id: "RJ" },
      "estado_id",
      /integer/,
      /integer/,
    ],
    [
      "latitude_ocorrencia=91 -> outside the column's range",
      occurrences,
      { latitude_ocorrencia: "91" },
      "latitude_ocorrencia",
      /at most 90/,
      /number/,
    ],
    [
      "data_ocorrencia=2024-01-31 -> equality needs the whole column value",
      occurrences,
      { data_ocorrencia: "2024-01-31" },
      "data_ocorrencia",
      /accepted form/,
      /exact column value/,
    ],
    [
      "data_ocorrencia[eq] -> an operator the column does not have, listing its forms",
      occurrences,
      { "data_ocorrencia[eq]": "2024-01-31" },
      "data_ocorrencia[eq]",
      /^\[eq\] is not an operator of data_ocorrencia; data_ocorrencia accepts =, \[gt\] or \[lt\]$/,
      /^data_ocorrencia \(equality\), data_ocorrencia\[gt\] \(lower bound\) or data_ocorrencia\[lt\] \(upper bound\)$/,
    ],
    [
      "estado_id[0] -> not a form of estado_id",
      occurrences,
      { "estado_id[0]": "1" },
      "estado_id[0]",
      /^\[0\] is not an operator of estado_id; estado_id accepts = or \[\]$/,
      /^estado_id \(equality\) or estado_id\[\] \(any of, repeat for several\)$/,
    ],
    [
      "field=uf_estado -> write field[]",
      occurrences,
      { field: "uf_estado" },
      "field",
      /write field\[\]$/,
      /^field\[\]/,
    ],
    [
      "bairro=Centro -> unknown parameter",
      occurrences,
      { bairro: "Centro" },
      "bairro",
      /not a parameter of this endpoint/,
      /estado_id\[\]/,
    ],
    [
      "Populacao[eq]=1 -> names Populacao[eq], lists [gt] and [lt]",
      cities,
      { "Populacao[eq]": "1" },
      "Populacao[eq]",
      /^\[eq\] is not an operator of Populacao; Populacao accepts =, \[gt\] or \[lt\]$/,
      /^Populacao \(equality\), Populacao\[gt\] \(lower bound\) or Populacao\[lt\] \(upper bound\)$/,
    ],
    [
      "Cidade[gt]=A -> lists [lk] and equality",
      cities,
      { "Cidade[gt]": "A" },
      "Cidade[gt]",
      /Cidade accepts = or \[lk\]$/,
      /^Cidade \(equality\) or Cidade\[lk\] \(LIKE pattern\)$/,
    ],
    [
      "Populacao[gt]=abc -> not an integer",
      cities,
      { "Populacao[gt]": "abc" },
      "Populacao[gt]",
      /integer/,
      /integer/,
    ],
    [
      "Populacao[lt]=1e6 -> not an integer",
      cities,
      { "Populacao[lt]": "1e6" },
      "Populacao[lt]",
      /integer/,
      /integer/,
    ],
    [
      "EstadoId=1.0 -> not an integer",
      cities,
      { EstadoId: "1.0" },
      "EstadoId",
      /integer/,
      /integer/,
    ],
    [
      "Cidade[lk]= (empty) -> too short",
      cities,
      { "Cidade[lk]": "" },
      "Cidade[lk]",
      /at least 1/,
      /LIKE pattern/,
    ],
    [
      "Cidade[lk] of 201 characters -> too long",
      cities,
      { "Cidade[lk]": "a".repeat(201) },
      "Cidade[lk]",
      /at most 200/,
      /LIKE pattern/,
    ],
    [
      "field[]=Nome -> unknown city column",
      cities,
      { "field[]": "Nome" },
      "field[]",
      /must be one of CidadeId/,
      /definitions/,
    ],
    [
      "estado_id on cities -> unknown parameter",
      cities,
      { estado_id: "1" },
      "estado_id",
      /not a parameter/,
      /Populacao\[gt\]/,
    ],
    [
      "x=1 on definitions -> unknown parameter",
      none,
      { x: "1" },
      "x",
      /not a parameter/,
      /^no parameters$/,
    ],
  ])("%s", (_name, parse, raw, parameter, message, accepted) => {
    const result = parse(raw);
    if (result.ok) throw new Error("expected problems");
    expect(
      validate("v1/error-response", {
        msg: "m",
        error: "e",
        status: 400,
        parameters: result.problems,
      }),
    ).toEqual([]);
    const problem = result.problems.find((candidate) => candidate.parameter === parameter);
    expect(problem?.message).toMatch(message);
    expect(problem?.accepted).toMatch(accepted);
  });

  test("several bad parameters -> all of them, in the order sent", () => {
    const result = cities({ "Populacao[eq]": "1", EstadoId: "x", "Cidade[lk]": "" });
    expect(result.ok ? [] : result.problems.map((problem) => problem.parameter)).toEqual([
      "Populacao[eq]",
      "EstadoId",
      "Cidade[lk]",
    ]);
  });
});
