import type { V1OccurrenceColumn } from "../../../src/generated/types";
import {
  projectRow,
  selectColumns,
  V1_CITY_COLUMNS,
  V1_OCCURRENCE_COLUMNS,
} from "../../../src/query/v1";
import { validate } from "../../../src/schemas";
import { fixtureOccurrence } from "./v1-fixture";

// The spec's lists (api-v1.md 4.2 and 4.4), copied here to check the schemas' const against.
const SPEC_OCCURRENCE_COLUMNS =
  "id_ocorrencia, local_ocorrencia, latitude_ocorrencia, longitude_ocorrencia, data_ocorrencia, hora_ocorrencia, presen_agen_segur_ocorrencia, qtd_morto_civil_ocorrencia, qtd_morto_agen_segur_ocorrencia, qtd_ferido_civil_ocorrencia, qtd_ferido_agen_segur_ocorrencia, fonte_ocorrencia, estado_id, cidade_id, nome_cidade, cod_ibge_cidade, gentilico_cidade, populacao_cidade, area_cidade, densidade_demo_cidade, nome_estado, uf_estado, cod_ibge_estado".split(
    ", ",
  );
const SPEC_CITY_COLUMNS =
  "CidadeId, EstadoId, Cidade, CodigoIBGE, Gentilico, Populacao, Area, DensidadeDemografica, PIBPrecoCorrente".split(
    ", ",
  );

describe("v1 column lists (read from the definitions schemas)", () => {
  test("occurrence columns -> the spec's 23 names in the spec's order", () => {
    expect(V1_OCCURRENCE_COLUMNS).toEqual(SPEC_OCCURRENCE_COLUMNS);
    expect(validate("v1/occurrence-definitions", [...V1_OCCURRENCE_COLUMNS])).toEqual([]);
  });

  test("city columns -> the spec's 9 names in the spec's order", () => {
    expect(V1_CITY_COLUMNS).toEqual(SPEC_CITY_COLUMNS);
    expect(validate("v1/city-definitions", [...V1_CITY_COLUMNS])).toEqual([]);
  });
});

describe("selectColumns and projectRow (field[])", () => {
  test.each<[string, V1OccurrenceColumn[] | undefined, V1OccurrenceColumn[] | undefined]>([
    ["no field[] -> undefined (the full row)", undefined, undefined],
    ["one column -> that column", ["uf_estado"], ["uf_estado"]],
    [
      "columns sent out of order -> the definitions' order",
      ["uf_estado", "id_ocorrencia", "data_ocorrencia"],
      ["id_ocorrencia", "data_ocorrencia", "uf_estado"],
    ],
    [
      "a column sent twice -> once",
      ["estado_id", "estado_id", "id_ocorrencia"],
      ["id_ocorrencia", "estado_id"],
    ],
  ])("%s", (_name, requested, expected) => {
    expect(selectColumns(V1_OCCURRENCE_COLUMNS, requested)).toEqual(expected);
  });

  test("projectRow -> exactly the named keys, in the given order, values unchanged", () => {
    const row = fixtureOccurrence(3);
    const projected = projectRow(row, ["id_ocorrencia", "nome_cidade", "uf_estado"]);
    expect(Object.keys(projected)).toEqual(["id_ocorrencia", "nome_cidade", "uf_estado"]);
    expect(projected).toEqual({
      id_ocorrencia: 3,
      nome_cidade: row.nome_cidade,
      uf_estado: row.uf_estado,
    });
  });
});
