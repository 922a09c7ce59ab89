import { pathOf } from "../../contract";
import { queryValues, type ExchangeView } from "../exchange";
import { readV1Rows, type V1Row } from "../read-body";
import type { ProbeContext } from "./probe-context";
import { readV1Cap, type CapList } from "./read-v1-cap";

/** The columns of the occurrences lists the cap is read from (small rows). */
const OCCURRENCE_FIELDS = ["id_ocorrencia", "estado_id"];

/**
 * The columns of the unfiltered occurrences list: those the cap is read from, those that pair
 * each row with its v2 record and compare them (cross.records and cross.dates, every record the
 * run meets), the state's columns every row repeats, and the city's columns with the row's city
 * and its time of day, so that every row is held to its city in the cities list and to its own
 * date (v1.consistency): a fault of one state's or one size of city's rows shows wherever the
 * drawn queries fall.
 */
const EVERY_OCCURRENCE_FIELDS = [
  ...OCCURRENCE_FIELDS,
  "cidade_id",
  "hora_ocorrencia",
  "populacao_cidade",
  "densidade_demo_cidade",
  "latitude_ocorrencia",
  "longitude_ocorrencia",
  "data_ocorrencia",
  "presen_agen_segur_ocorrencia",
  "qtd_morto_civil_ocorrencia",
  "qtd_morto_agen_segur_ocorrencia",
  "qtd_ferido_civil_ocorrencia",
  "qtd_ferido_agen_segur_ocorrencia",
  "nome_estado",
  "nome_cidade",
  "local_ocorrencia",
  "uf_estado",
  "cod_ibge_cidade",
  "cod_ibge_estado",
];

function rowsOf(exchange: ExchangeView): V1Row[] {
  return exchange.status === 200 ? (readV1Rows(exchange.body) ?? []) : [];
}

/** The most frequent value of a column, when the rows hold two values or more. */
function commonest(rows: readonly V1Row[], column: string): string | undefined {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (typeof value === "number" || typeof value === "string")
      counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  if (counts.size < 2) return undefined;
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A list and, when its rows hold two states, the list of its commonest state. */
async function withNarrower(
  label: string,
  rows: readonly V1Row[],
  id: string,
  column: string,
  narrow: (value: string) => Promise<ExchangeView>,
): Promise<CapList> {
  const value = commonest(rows, column);
  if (value === undefined) return { label, rows, id };
  const narrower = rowsOf(await narrow(value));
  const list = { label: `${label} with ${column} ${value}`, rows: narrower, id };
  return { label, rows, id, narrower: { list, column, value } };
}

/**
 * Settles the cap of v1 lists (ServerChoices.v1Cap) from rows alone, two or three requests: the
 * unfiltered city list beside its commonest state's, and every occurrence (id and state only)
 * beside its commonest state's. Reported once as an observation; kept in `ctx.learned.v1Cap`.
 * Undefined: no cap, every v1 list is a whole answer.
 */
export async function settleV1Cap(
  ctx: ProbeContext,
  citiesExchange: ExchangeView,
): Promise<number | undefined> {
  const cities = withNarrower(
    `GET ${pathOf("v1-cities")}`,
    rowsOf(citiesExchange),
    "CidadeId",
    "EstadoId",
    (value) => ctx.request("v1-cities", { EstadoId: value }),
  );
  const everyOccurrence = await ctx.request("v1-occurrences", {
    "field[]": EVERY_OCCURRENCE_FIELDS,
  });
  const occurrences = withNarrower(
    `GET ${pathOf("v1-occurrences")}`,
    rowsOf(everyOccurrence),
    "id_ocorrencia",
    "estado_id",
    (value) =>
      ctx.request("v1-occurrences", { "estado_id[]": [value], "field[]": OCCURRENCE_FIELDS }),
  );
  const reading = readV1Cap(await Promise.all([cities, occurrences]));
  ctx.ledger.observe({ topic: "v1-cap", text: reading.text, exchange: everyOccurrence });
  if (reading.cap !== undefined) ctx.learned.v1Cap = reading.cap;
  return reading.cap;
}

/**
 * Whether a v1 list answer is cut at the settled cap (as many rows as the cap): it is then no
 * whole answer, and the checks that compare whole sets do not apply to it.
 */
export function isCutAtCap(exchange: ExchangeView, cap: number | undefined): boolean {
  return (
    cap !== undefined && exchange.status === 200 && (readV1Rows(exchange.body)?.length ?? 0) >= cap
  );
}

/**
 * The unfiltered v1 list the run read with `column` among its field[] (the list settling the
 * cap asks the coordinates and dates), when it is whole: a 200 not cut at the settled cap.
 */
export function wholeV1List(
  answers: readonly ExchangeView[],
  column: string,
  cap: number | undefined,
): ExchangeView | undefined {
  return answers.find(
    (exchange) =>
      exchange.status === 200 &&
      exchange.query.length > 0 &&
      exchange.query.every(([name]) => name === "field[]") &&
      queryValues(exchange.query, "field[]").includes(column) &&
      !isCutAtCap(exchange, cap),
  );
}
