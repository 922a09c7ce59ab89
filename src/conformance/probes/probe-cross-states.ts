import { pathOf } from "../../contract";
import { queryOf } from "../answer-evidence";
import type { ExchangeView } from "../exchange";
import { pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { readV1Rows, type LooseCity, type V1Row } from "../read-body";
import { foldCase } from "../text";
import type { ProbeContext } from "./probe-context";
import { isCutAtCap } from "./settle-v1-cap";

/** A v2 state and the v1 EstadoId that holds its cities (paired by the cities' names). */
export interface StatePair {
  readonly stateId: string;
  readonly estadoId: number;
  /** The v2 cities of the state, as the unfiltered v2 list gives them. */
  readonly cities: readonly LooseCity[];
}

/** The columns the state's rows are counted with: enough to tell a city's or a day's rows. */
const COUNTED_COLUMNS = ["id_ocorrencia", "cidade_id", "data_ocorrencia"];

/** The folded name of a v1 city row ("" when it has none). */
function v1Name(row: V1Row): string {
  return typeof row.Cidade === "string" ? foldCase(row.Cidade) : "";
}

/**
 * Each v2 state paired with the v1 EstadoId holding most of its cities' names (api-v1 9: two
 * views of one service), from the two unfiltered city lists; a state none of whose names is a v1
 * city's is left out.
 */
export function pairStates(
  v2Cities: readonly LooseCity[],
  v1Cities: readonly V1Row[],
): StatePair[] {
  const byState = new Map<string, LooseCity[]>();
  for (const city of v2Cities)
    if (city.stateId !== undefined)
      byState.set(city.stateId, [...(byState.get(city.stateId) ?? []), city]);
  return [...byState].flatMap(([stateId, cities]) => {
    const names = new Set(cities.map((city) => foldCase(city.name ?? "")));
    const votes = new Map<number, number>();
    for (const row of v1Cities)
      if (typeof row.EstadoId === "number" && names.has(v1Name(row)))
        votes.set(row.EstadoId, (votes.get(row.EstadoId) ?? 0) + 1);
    const best = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    return best === undefined ? [] : [{ stateId, estadoId: best[0], cities }];
  });
}

/** The names only one of two lists holds (counted: a name twice in one is one too many). */
function namesOnlyIn(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const name of b) left.set(name, (left.get(name) ?? 0) + 1);
  return a.filter((name) => {
    const n = left.get(name) ?? 0;
    left.set(name, n - 1);
    return n <= 0;
  });
}

/**
 * Every state, both versions (api-v1 9: two views of one service): the v1 city list of each
 * EstadoId names the cities the v2 list gives its paired state (`/cities?EstadoId=` against
 * the v2 cities list grouped by stateId), and v1 lists as many occurrences of the state
 * (`estado_id[]`, all days) as v2 counts (`idState`, itemCount): a city, a day or a state v1
 * leaves out shows as a state whose counts differ. A list cut at the settled v1 cap counts
 * nothing (judged on the states it does not cut).
 */
export async function probeCrossStates(
  ctx: ProbeContext,
  v2Cities: readonly LooseCity[],
  v1Cities: readonly V1Row[],
): Promise<CheckOutcome[]> {
  const pairs = pairStates(v2Cities, v1Cities);
  const outcomes: CheckOutcome[] = [];
  const counted: ExchangeView[] = [];
  const listed: ExchangeView[] = [];
  const capped = (exchange: ExchangeView): boolean =>
    exchange.status !== 200 || isCutAtCap(exchange, ctx.learned.v1Cap);
  for (const pair of pairs) {
    const estado = String(pair.estadoId);
    const [v1List, v2Count, v1Rows] = await Promise.all([
      ctx.request("v1-cities", { EstadoId: estado }),
      ctx.request("v2-occurrences", { idState: pair.stateId, take: 1 }),
      ctx.request("v1-occurrences", { "estado_id[]": [estado], "field[]": COUNTED_COLUMNS }),
    ]);
    const listRows = readV1Rows(v1List.body);
    if (!capped(v1List) && listRows !== undefined) {
      listed.push(v1List);
      const v1Names = listRows.map(v1Name);
      const v2Names = pair.cities.map((city) => foldCase(city.name ?? ""));
      const onlyV2 = namesOnlyIn(v2Names, v1Names);
      const onlyV1 = namesOnlyIn(v1Names, v2Names);
      outcomes.push(
        outcome(
          "cross.cities",
          onlyV2.length === 0 && onlyV1.length === 0
            ? []
            : [
                failure(
                  "cross.cities",
                  v1List,
                  `v1 lists other cities for EstadoId=${estado} than v2 for its state ${pair.stateId}`,
                  `the ${v2Names.length} cities GET ${pathOf("v2-cities")} gives stateId ${pair.stateId} (paired by name)`,
                  `${listRows.length} rows; only in v2: ${onlyV2.slice(0, 5).join(", ") || "none"}; only in v1: ${onlyV1.slice(0, 5).join(", ") || "none"}`,
                ),
              ],
        ),
      );
    }
    const itemCount = pageOf(v2Count)?.meta?.itemCount;
    const rows = readV1Rows(v1Rows.body);
    if (
      v2Count.status === 200 &&
      typeof itemCount === "number" &&
      rows !== undefined &&
      !capped(v1Rows)
    ) {
      counted.push(v1Rows);
      outcomes.push(
        outcome(
          "cross.occurrence-count",
          rows.length === itemCount
            ? []
            : [
                failure(
                  "cross.occurrence-count",
                  v1Rows,
                  `v1 and v2 count the occurrences of a state differently (EstadoId ${estado}, v2 state ${pair.stateId})`,
                  `${itemCount} rows (itemCount of ${queryOf(v2Count)})`,
                  `${rows.length} rows`,
                ),
              ],
        ),
      );
    }
  }
  const witness = (list: readonly ExchangeView[]): string | undefined => {
    const full = list.find((exchange) => (readV1Rows(exchange.body)?.length ?? 0) > 0);
    return full === undefined ? undefined : queryOf(full);
  };
  return outcomes.map((item) => {
    const found = witness(item.check === "cross.cities" ? listed : counted);
    return found === undefined
      ? { ...item, unwitnessed: "every state's list was empty in v1" }
      : { ...item, witness: found };
  });
}
