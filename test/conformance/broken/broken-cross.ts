import { broken, type BrokenServer } from "./broken-server";
import type { Breakage } from "./break-handler";
import {
  isFor,
  onAnswer,
  setV1Rows,
  withQuery,
  onRequest,
  onV1Rows,
  v1Rows,
  v2Cities,
} from "./answers";

/** The v1 city moved to another state id (its v2 twin stays in its state). */
const MOVED_CITY = 2;

/** Columns one of which a broken field[] adds when it was not asked. */
const EXTRA_COLUMNS = ["id_ocorrencia", "fonte_ocorrencia", "estado_id"] as const;

/**
 * A v1 city listed under the next state id: shown so in every row that has the column, and
 * EstadoId filters agree (the city leaves its state's list and joins the other's).
 */
function movedCity(): Breakage {
  let home: number | undefined;
  return async (request, upstream) => {
    const answer = await upstream(request);
    const rows = isFor(request, "v1-cities") ? v1Rows(answer) : undefined;
    if (rows === undefined) return answer;
    if (home === undefined) {
      const query = new URLSearchParams({ CidadeId: String(MOVED_CITY) });
      home = Number((v1Rows(await upstream({ ...request, query })) ?? [])[0]?.EstadoId);
    }
    const moved = (row: Record<string, unknown>): boolean => row.CidadeId === MOVED_CITY;
    for (const row of rows) if (moved(row) && "EstadoId" in row) row.EstadoId = home + 1;
    const asked = Number(request.query.get("EstadoId") ?? Number.NaN);
    if (asked === home)
      setV1Rows(
        answer,
        rows.filter((row) => !moved(row)),
      );
    if (asked === home + 1) {
      const homeQuery = withQuery(request, (query) => query.set("EstadoId", String(home)));
      const extra = (v1Rows(await upstream(homeQuery)) ?? []).filter(moved);
      for (const row of extra) if ("EstadoId" in row) row.EstadoId = asked;
      setV1Rows(answer, [...rows, ...extra]);
    }
    return answer;
  };
}

/** v1 against v2, record by record and city by city (api-v1 9), and field[] (api-v1 4.1, 4.3). */
export const CROSS_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "v1 ignores estado_id[]",
    ["v1.filter.occurrences", "v1.partition"],
    onRequest("v1-occurrences", (query) => query.delete("estado_id[]")),
  ),
  broken(
    "v1 /cities drops one city",
    ["cross.cities", "v1.filter.cities"],
    onAnswer("v1-cities", (answer) => {
      const rows = v1Rows(answer);
      if (rows !== undefined)
        setV1Rows(
          answer,
          rows.filter((row) => row.CidadeId !== MOVED_CITY),
        );
    }),
  ),
  broken(
    "v2 /cities drops one city (the second of the list)",
    ["cross.cities", "v2.cities.filters", "v2.consistency"],
    onAnswer("v2-cities", (answer, request) => {
      if ([...request.query.keys()].length === 0) v2Cities(answer)?.splice(1, 1);
    }),
  ),
  {
    name: "v1 /cities lists one city under another state id (the unfiltered list and EstadoId agree)",
    rules: ["cross.cities"],
    make: movedCity,
  },
  broken(
    "v1 counts differ from v2 (one more civilian wounded on every row)",
    ["cross.records"],
    onV1Rows((rows) => {
      for (const row of rows) {
        if (typeof row.qtd_ferido_civil_ocorrencia === "number")
          row.qtd_ferido_civil_ocorrencia += 1;
      }
    }),
  ),
  broken(
    "v1 coordinates differ from v2 (latitude moved by 0.01)",
    ["cross.records"],
    onV1Rows((rows) => {
      for (const row of rows) {
        if (typeof row.latitude_ocorrencia === "number") row.latitude_ocorrencia += 0.01;
      }
    }),
  ),
  broken(
    "v1 city columns differ (populacao_cidade one more than the city's Populacao)",
    ["cross.records", "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) {
        if (typeof row.populacao_cidade === "number") row.populacao_cidade += 1;
      }
    }),
  ),
  broken(
    "v1 state ids differ (estado_id one more than the city's EstadoId)",
    ["cross.records", "v1.consistency", "v1.filter.occurrences"],
    onV1Rows((rows) => {
      for (const row of rows) if (typeof row.estado_id === "number") row.estado_id += 1;
    }),
  ),
  broken(
    "v1 field[] returns one column more than asked",
    ["v1.field-selection"],
    onV1Rows((rows, request) => {
      if (!request.query.has("field[]")) return;
      for (const row of rows) {
        const extra = EXTRA_COLUMNS.find((column) => !(column in row));
        if (extra !== undefined) row[extra] = 0;
      }
    }),
  ),
  broken(
    "v1 /cities field[] ignored (whole rows)",
    ["v1.field-selection"],
    onRequest("v1-cities", (query) => query.delete("field[]")),
  ),
];
