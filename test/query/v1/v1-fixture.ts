import type { V1CityRow, V1OccurrenceRow } from "../../../src/generated/types";

/** Hand-made v1 rows for the v1 query and router tests (no world needed). */

interface FixtureState {
  readonly id: number;
  readonly name: string;
  readonly uf: string;
  readonly ibge: number;
}

const STATES: readonly FixtureState[] = [
  { id: 1, name: "Rio de Janeiro", uf: "RJ", ibge: 33 },
  { id: 2, name: "Pernambuco", uf: "PE", ibge: 26 },
  { id: 3, name: "Bahia", uf: "BA", ibge: 29 },
  { id: 4, name: "Pará", uf: "PA", ibge: 15 },
];

/** Nine cities over four states; PIBPrecoCorrente null, a number and a decimal string. */
export const FIXTURE_CITIES: readonly V1CityRow[] = [
  city(1, 1, "Rio de Janeiro", 3304557, "carioca", 6211223, 1200, null),
  city(2, 1, "Niterói", 3303302, "niteroiense", 481749, 134, 31534.25),
  city(3, 1, "São Gonçalo", 3304904, "gonçalense", 896744, 248, "18765.4"),
  city(4, 1, "São João de Meriti", 3305109, "meritiense", 440962, 35, null),
  city(5, 2, "Recife", 2611606, "recifense", 1488920, 218, null),
  city(6, 2, "Jaboatão dos Guararapes", 2607901, "jaboatonense", 643759, 258, null),
  city(7, 3, "Salvador", 2927408, "soteropolitano", 2417678, 693, null),
  city(8, 4, "Belém", 1501402, "belenense", 1303403, 1059, null),
  city(9, 4, "Ananindeua", 1500800, "ananindeuense", 478778, 190, null),
];

function city(
  id: number,
  stateId: number,
  name: string,
  ibge: number,
  demonym: string,
  population: number,
  area: number,
  pib: number | string | null,
): V1CityRow {
  return {
    CidadeId: id,
    EstadoId: stateId,
    Cidade: name,
    CodigoIBGE: ibge,
    Gentilico: demonym,
    Populacao: population,
    Area: area,
    DensidadeDemografica: (population / area).toFixed(2),
    PIBPrecoCorrente: pib,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** Times that sit on the edges of a day, and some in between. */
const TIMES = ["00:00:00", "23:59:59", "12:30:00", "06:15:45", "18:00:01"] as const;

/**
 * Occurrence row number `id` (from 1): deterministic, spread over the cities and over the days
 * 2024-01-20 .. 2024-02-12, with times on the edges of days (00:00:00, 23:59:59).
 */
export function fixtureOccurrence(id: number): V1OccurrenceRow {
  const cityRow = FIXTURE_CITIES[(id * 5) % FIXTURE_CITIES.length];
  const state = STATES.find((candidate) => candidate.id === cityRow?.EstadoId);
  if (cityRow === undefined || state === undefined) throw new Error("fixture tables disagree");
  const day = new Date(Date.UTC(2024, 0, 20 + ((id * 7) % 24)));
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  // Every 24 ids the days repeat with the next time, so each edge time meets every day.
  const time = TIMES[Math.floor(id / 24) % TIMES.length] ?? "00:00:00";
  return {
    id_ocorrencia: id,
    local_ocorrencia: `Rua ${id}, ${cityRow.Cidade}`,
    latitude_ocorrencia: -20 - id / 100,
    longitude_ocorrencia: -40 - id / 1000,
    data_ocorrencia: `${date} ${time}`,
    hora_ocorrencia: time,
    presen_agen_segur_ocorrencia: id % 3 === 0 ? 1 : 0,
    qtd_morto_civil_ocorrencia: id % 4,
    qtd_morto_agen_segur_ocorrencia: id % 7 === 0 ? 1 : 0,
    qtd_ferido_civil_ocorrencia: id % 5,
    qtd_ferido_agen_segur_ocorrencia: id % 11 === 0 ? 2 : 0,
    fonte_ocorrencia: id % 3,
    estado_id: state.id,
    cidade_id: cityRow.CidadeId,
    nome_cidade: cityRow.Cidade,
    cod_ibge_cidade: cityRow.CodigoIBGE,
    gentilico_cidade: cityRow.Gentilico,
    populacao_cidade: cityRow.Populacao,
    area_cidade: cityRow.Area,
    densidade_demo_cidade: cityRow.DensidadeDemografica,
    nome_estado: state.name,
    uf_estado: state.uf,
    cod_ibge_estado: state.ibge,
  };
}

/** Rows 1..count, in id order. */
export function fixtureOccurrences(count: number): V1OccurrenceRow[] {
  return Array.from({ length: count }, (_, index) => fixtureOccurrence(index + 1));
}
