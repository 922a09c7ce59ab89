import { profileBounds } from "./profile-bounds";
import { pathOf } from "../../contract";
import { nonEmptyEvidence } from "../answer-evidence";
import { witnessedBy } from "../outcome";
import { checkWindowInclusion, type Reference } from "../checks/check-date-window";
import { checkV1CityFilters } from "../checks/check-v1-filters";
import { dayOf, formatDay } from "../dates";
import type { ExchangeView, QueryInput } from "../exchange";
import { observeV1Operator, observeV1Paging } from "../observations";
import { readV1Rows, v1RowTime, type V1Row } from "../read-body";
import { foldCase, foldName } from "../text";
import type { ProbeContext } from "./probe-context";
import { classifyDateBounds } from "../checks/classify-date-bounds";
import { checkV1BoundDays } from "../checks/check-v1-bound-days";
import { probeV1Bounds } from "./probe-v1-bounds";
import { checkV1Partition } from "../checks/check-v1-partition";
import { findV1States } from "./find-v1-states";
import { isCutAtCap, settleV1Cap } from "./settle-v1-cap";

/** What the v1 probe leaves for the cross-version checks: the unfiltered cities answer. */
export interface V1Findings {
  readonly citiesExchange: ExchangeView;
  readonly cityRows: readonly V1Row[];
}

const COUNT_COLUMNS = [
  "qtd_morto_civil_ocorrencia",
  "qtd_morto_agen_segur_ocorrencia",
  "qtd_ferido_civil_ocorrencia",
  "qtd_ferido_agen_segur_ocorrencia",
];

function rowsOf(exchange: ExchangeView | undefined): V1Row[] {
  return exchange === undefined || exchange.status !== 200 ? [] : (readV1Rows(exchange.body) ?? []);
}

function pickCity(ctx: ProbeContext, rows: readonly V1Row[], preferred?: string): V1Row[] {
  const byName = (fold: (s: string) => string): V1Row | undefined =>
    preferred === undefined
      ? undefined
      : rows.find((row) => typeof row.Cidade === "string" && fold(row.Cidade) === fold(preferred));
  const first = byName(foldCase) ?? byName(foldName);
  const others = ctx.prng
    .shuffle(rows.filter((row) => row !== first))
    .slice(0, first === undefined ? 4 : 3);
  return first === undefined ? others : [first, ...others];
}

/**
 * The cities endpoint: definitions aside, each operator drawn from the unfiltered list. Whether
 * all matching rows came back is judged only when neither that list nor the answer is cut at the
 * cap.
 */
async function probeV1Cities(
  ctx: ProbeContext,
  rows: readonly V1Row[],
  complete: boolean,
  capped: (exchange: ExchangeView) => boolean,
): Promise<void> {
  const { prng } = ctx;
  const states = [...new Set(rows.map((row) => row.EstadoId).filter((v) => typeof v === "number"))];
  const populations = rows
    .map((row) => row.Populacao)
    .filter((v): v is number => typeof v === "number")
    .sort((a, b) => a - b);
  const named = rows.filter(
    (row) => typeof row.Cidade === "string" && (row.Cidade as string).length >= 4,
  );
  if (states.length === 0 || populations.length === 0 || named.length === 0) {
    ctx.notRun("v1.filter.cities", `GET ${pathOf("v1-cities")} listed no usable city row`);
    return;
  }
  const median = populations[Math.floor(populations.length / 2)] as number;
  const name = prng.pick(named).Cidade as string;
  const start = Math.max(0, Math.floor(name.length / 2) - 2);
  const sub = name.slice(start, start + 4).replace(/[%_]/g, "");
  const queries: QueryInput[] = [
    { EstadoId: prng.pick(states) as number },
    { "Populacao[gt]": median },
    { "Populacao[lt]": median },
    { "Cidade[lk]": `%${sub}%` },
    { EstadoId: prng.pick(states) as number, "Populacao[gt]": prng.pick(populations) },
    { "field[]": ["CidadeId", "Cidade"], EstadoId: prng.pick(states) as number },
    // A field[] subset without the id: a server that always adds CidadeId fails
    // v1.field-selection (no draw, so the other draws of the run stay as they were).
    { "field[]": ["Cidade", "EstadoId"], EstadoId: states[0] as number },
  ];
  const exchanges = await Promise.all(queries.map((query) => ctx.request("v1-cities", query)));
  ctx.record(
    exchanges.flatMap((exchange) =>
      exchange.status === 200
        ? witnessedBy(
            [
              checkV1CityFilters(
                exchange,
                rowsOf(exchange),
                complete && !capped(exchange) ? rows : undefined,
              ),
            ],
            nonEmptyEvidence([exchange], 1, "no city filter matched a row"),
          )
        : [],
    ),
  );
  const containing = rows.filter(
    (row) => typeof row.Cidade === "string" && foldName(row.Cidade).includes(foldName(sub)),
  ).length;
  await ctx.observe(pathOf("v1-cities"), { "Cidade[lk]": sub }, (exchange) =>
    observeV1Operator(
      exchange,
      `Cidade[lk]=${sub} (no wildcard)`,
      `${containing} city name(s) contain it`,
    ),
  );
}

/**
 * v1: the definitions (spec order), the cities operators, and occurrence queries restricted to
 * one city (never an unbounded list: v1 has no paging): the city's rows with field[], a date
 * window inside them with full rows (judged against the city's rows), two states over a short
 * window, two cities. The paging of v1 lists is observed.
 */
export async function probeV1(
  ctx: ProbeContext,
  citiesExchange: ExchangeView,
  preferredCity?: string,
): Promise<V1Findings> {
  ctx.phase("v1");
  const cityRows = rowsOf(citiesExchange);
  // The cap, one number for every list, read from rows alone (never from X-Total-Count).
  const cap = await settleV1Cap(ctx, citiesExchange);
  const capped = (exchange: ExchangeView): boolean => isCutAtCap(exchange, cap);
  await Promise.all([
    ctx.request("v1-occurrence-definitions"),
    ctx.request("v1-city-definitions"),
    probeV1Cities(ctx, cityRows, !capped(citiesExchange), capped),
  ]);
  let city: V1Row | undefined;
  let cityExchange: ExchangeView | undefined;
  let dated: { id: string; time: number }[] = [];
  for (const candidate of pickCity(ctx, cityRows, preferredCity)) {
    cityExchange = await ctx.request("v1-occurrences", {
      "cidade_id[]": [String(candidate.CidadeId)],
      "field[]": ["id_ocorrencia", "data_ocorrencia", "cidade_id"],
    });
    city = candidate;
    dated = rowsOf(cityExchange).flatMap((row) => {
      const time = v1RowTime(row);
      return time === undefined ? [] : [{ id: String(row.id_ocorrencia), time }];
    });
    if (dated.length > 0) break;
  }
  const findings = { citiesExchange, cityRows };
  if (city === undefined || cityExchange === undefined || dated.length === 0) {
    ctx.ledger.note(
      "v1: no city with occurrences found; v1 occurrence filters checked on empty answers only",
    );
    return findings;
  }
  const days = dated.map((item) => dayOf(item.time)).sort((a, b) => a - b);
  const window = {
    from: days[Math.floor(days.length / 4)] as number,
    to: days[Math.floor((days.length * 3) / 4)] as number,
  };
  const anchor = ctx.prng.pick(days);
  const stateIds = [...new Set(cityRows.map((row) => String(row.EstadoId)))];
  const witness = await findV1States(ctx, anchor, cap, stateIds);
  const states = witness?.states ?? stateIds.slice(0, 2);
  const cityId = String(city.CidadeId);
  // Another city with occurrences, when the window showed one: the witness of two cidade_id[].
  const withData = (witness?.cities ?? []).filter((id) => id !== cityId);
  const otherId = withData.length > 0 ? ctx.prng.pick(withData) : undefined;
  // Else a city other than the first (a union of one city with itself witnesses nothing).
  const elsewhere = cityRows.filter((row) => String(row.CidadeId) !== cityId);
  const other =
    cityRows.find((row) => String(row.CidadeId) === otherId) ??
    ctx.prng.pick(elsewhere.length > 0 ? elsewhere : cityRows);
  const near = witness?.near ?? {
    "data_ocorrencia[gt]": formatDay(anchor - 3),
    "data_ocorrencia[lt]": formatDay(anchor + 3),
  };
  const [windowExchange, statesExchange, citiesExchange2, ...parts] = await Promise.all([
    ctx.request("v1-occurrences", {
      "cidade_id[]": [cityId],
      "data_ocorrencia[gt]": formatDay(window.from),
      "data_ocorrencia[lt]": formatDay(window.to),
    }),
    ctx.request("v1-occurrences", {
      "estado_id[]": states,
      ...near,
      // The state's name too: a name joined once per answer shows against each state's own.
      "field[]": ["id_ocorrencia", "estado_id", "nome_estado", "data_ocorrencia", ...COUNT_COLUMNS],
    }),
    ctx.request("v1-occurrences", {
      "cidade_id[]": [cityId, String(other.CidadeId)],
      "field[]": ["cidade_id", "nome_cidade", "id_ocorrencia"],
    }),
    ctx.observe(
      pathOf("v1-occurrences"),
      { "cidade_id[]": [cityId], "field[]": ["id_ocorrencia"], page: 2, limit: 5 },
      (e) => observeV1Paging(e, dated.length),
    ),
    ...states.map((state) =>
      ctx.request("v1-occurrences", {
        "estado_id[]": [state],
        ...near,
        // The state column lets the filter check see a row of another state; its name lets
        // v1.consistency compare it with the two states' answer.
        "field[]": ["id_ocorrencia", "estado_id", "nome_estado"],
      }),
    ),
    ctx.request("v1-occurrences", {
      "cidade_id[]": [String(other.CidadeId)],
      "field[]": ["id_ocorrencia"],
    }),
  ]);
  // Two filters together (api-v1 4.1): the city and its own state; every row is of the city.
  await ctx.request("v1-occurrences", {
    "estado_id[]": [String(city.EstadoId)],
    "cidade_id[]": [cityId],
    "field[]": ["id_ocorrencia", "estado_id", "cidade_id"],
  });
  // A field[] subset without the id: a server that always adds id_ocorrencia fails
  // v1.field-selection.
  await ctx.request("v1-occurrences", {
    "cidade_id[]": [cityId],
    "field[]": ["data_ocorrencia", "nome_cidade"],
  });
  // An empty result is a 200 with an empty list (api-v1 1): a window after the city's last day.
  await ctx.request("v1-occurrences", {
    "cidade_id[]": [cityId],
    "data_ocorrencia[gt]": formatDay((days[days.length - 1] as number) + 3),
    "field[]": ["id_ocorrencia"],
  });
  const stateParts = parts.slice(1, 1 + states.length) as ExchangeView[];
  const otherCity = parts[parts.length - 1] as ExchangeView;
  // Capped lists (v1 paging is not shown) are no whole sets: no union to judge.
  const uncapped = (list: readonly ExchangeView[]): boolean => list.every((e) => !capped(e));
  const unions = [
    states.length > 1 && uncapped([statesExchange as ExchangeView, ...stateParts])
      ? checkV1Partition(
          statesExchange as ExchangeView,
          stateParts,
          `estado_id[]=${states.join(",")}`,
        )
      : undefined,
    uncapped([citiesExchange2 as ExchangeView, cityExchange, otherCity]) &&
    String(other.CidadeId) !== cityId
      ? checkV1Partition(
          citiesExchange2 as ExchangeView,
          [cityExchange, otherCity],
          "two cidade_id[]",
        )
      : undefined,
  ];
  ctx.record([
    ...witnessedBy(
      [unions[0]],
      nonEmptyEvidence(stateParts, 2, "no two states with occurrences near the window drawn"),
    ),
    ...witnessedBy(
      [unions[1]],
      nonEmptyEvidence([cityExchange, otherCity], 2, "no two cities that both have occurrences"),
    ),
  ]);
  const reference: Reference = { items: dated, complete: { start: -Infinity, end: Infinity } };
  await probeV1Bounds(
    ctx,
    { cityId, stateId: String(city.EstadoId), anchor },
    reference,
    !capped(cityExchange),
    capped,
  );
  // A capped answer is no whole set: the city's rows as reference, or the window's as result.
  const whole = !capped(cityExchange) && !capped(windowExchange);
  if (windowExchange.status === 200 && whole) {
    const ids = rowsOf(windowExchange).map((row) => String(row.id_ocorrencia));
    ctx.record(
      witnessedBy(
        [checkWindowInclusion("v1.filter.occurrences", windowExchange, reference, window, ids)],
        nonEmptyEvidence([windowExchange], 1, "the window drawn holds no occurrence"),
      ),
    );
    // A profile folder's settings.json makes the bound days' reading an expectation.
    const expected = profileBounds(ctx);
    if (expected !== undefined) {
      ctx.record([checkV1BoundDays(windowExchange, reference, window, ids, expected)]);
    }
    for (const text of classifyDateBounds(reference, window, ids, {
      from: "data_ocorrencia[gt]",
      to: "data_ocorrencia[lt]",
      shownZone: true,
    })) {
      ctx.ledger.observe({ topic: "v1-date-bounds", text, exchange: windowExchange });
    }
  }
  return findings;
}
