import { pathOf } from "../../contract";
import { observeBadParameter, observeTake, observeTypeOccurrence } from "../observations";
import { checkSchema } from "../checks/check-schema";
import { checkLargeTake } from "../checks/check-large-take";
import { checkSecondPage } from "../checks/check-second-page";
import { type ExchangeView, pageOf, queryValue } from "../exchange";
import { observeFreshness } from "../observe-freshness";
import type { V2Discovery } from "./discover-v2";
import type { SmallSet } from "./find-small-set";
import type { ProbeContext } from "./probe-context";

/** Malformed parameters whose answers are observed (error behaviour is not shown). */
export const BAD_V2_PARAMETERS: readonly (readonly [string, string])[] = [
  ["take", "abc"],
  ["page", "0"],
  ["idState", "not-a-uuid"],
  ["initialdate", "2020-13-45"],
  ["order", "SIDEWAYS"],
];

/**
 * What the spec leaves open, observed and never failed: large takes (1000 on pages 1 and 2, 5000
 * restricted to one city to stay small), typeOccurrence values other than withVictim, and
 * malformed parameters. A 200 answer still gets the schema check. Then the freshness headers of
 * every v2 occurrences answer so far (observeFreshness).
 */
export async function probeV2Observations(
  ctx: ProbeContext,
  found: V2Discovery,
  set: SmallSet | undefined,
): Promise<void> {
  ctx.phase("v2 observations");
  const city = set?.cityId ?? found.sample[0]?.cityId;
  const scope = city === undefined ? {} : { idCities: [city] };
  const path = pathOf("v2-occurrences");
  const exchanges = await Promise.all([
    // Unscoped: a server filling fewer items than its pageMeta states must show it here.
    ctx.observe(path, { take: 1000 }, (e) => observeTake(e, 1000)),
    // Its second page: a server serving large takes whole on the first page only shows here.
    ctx.observe(path, { take: 1000, page: 2 }, (e) => observeTake(e, 1000)),
    ctx.observe(path, { ...scope, take: 5000 }, (e) => observeTake(e, 5000)),
    ctx.observe(path, { ...scope, typeOccurrence: "withoutVictim" }, (e) =>
      observeTypeOccurrence(e, "withoutVictim"),
    ),
    ctx.observe(path, { ...scope, typeOccurrence: "all" }, (e) => observeTypeOccurrence(e, "all")),
    ...BAD_V2_PARAMETERS.map(([name, value]) =>
      ctx.observe(path, { [name]: value }, (e) => observeBadParameter(e, `${name}=${value}`)),
    ),
  ]);
  // The large takes served are pages like any other: the checks across answers read them too
  // (v2.paging.take-agreement holds take=1000 to the default page of the same query). Page 2 goes
  // to v2.paging.large-take only: the answers kept also feed the choice of the mirror's window,
  // and with it the draws of a seed, which it would move.
  for (const exchange of [exchanges[0], exchanges[2]].flatMap((e) => (e === undefined ? [] : [e])))
    if (exchange.status === 200 && pageOf(exchange) !== undefined) ctx.v2Occurrences.push(exchange);
  const [first, second] = [exchanges[0], exchanges[1]].map((e) =>
    checkLargeTake(e as ExchangeView),
  );
  const judged = [first, second].flatMap((result) =>
    result?.kind === "judged" ? [result.outcome] : [],
  );
  if (judged.length > 0) ctx.record(judged);
  else if (first?.kind === "not-run") ctx.ledger.notRun("v2.paging.large-take", first.reason);
  else if (first !== undefined && first.kind !== "judged")
    ctx.ledger.notApplicable("v2.paging.large-take", first.reason);
  await readPastThousand(ctx, exchanges[2]);
  const stateNames = new Map(
    found.cities.flatMap((city) =>
      city.stateId === undefined || city.stateName === undefined
        ? []
        : [[city.stateId.toLowerCase(), city.stateName] as const],
    ),
  );
  ctx.ledger.observe(observeFreshness(ctx.v2Occurrences, stateNames));
  ctx.record(
    exchanges
      .filter((exchange) => exchange.status === 200 && exchange.json)
      .map((exchange) =>
        checkSchema("v2.schema", exchange, "v2/occurrences-response", ctx.strict, ctx.profile),
      ),
  );
}

/** The most records one page past a thousand is read with (a served take of 5000). */
const PAST_THOUSAND = { least: 1001, most: 5000 } as const;

/**
 * When take=5000 is served: one page of more than a thousand records, the smallest such set the
 * run has counted (a state, else every occurrence), read whole and judged as any page (its length
 * against its pageMeta, each id once). A server reading a large take in batches of a thousand
 * (a cursor resumed at the last record read) repeats a record at each batch's seam. Then, when the
 * set holds more than 1001 records, page 2 at take=1001: a server capping the take at a thousand
 * in its OFFSET but not in its LIMIT starts that page one record early. Kept aside: the answers
 * must not move the draws.
 */
async function readPastThousand(
  ctx: ProbeContext,
  served: ExchangeView | undefined,
): Promise<void> {
  if (served?.status !== 200 || pageOf(served)?.meta?.take !== PAST_THOUSAND.most) return;
  const counted = ctx.v2Occurrences.flatMap((exchange) => {
    const names = exchange.query.map(([name]) => name);
    const itemCount = pageOf(exchange)?.meta?.itemCount;
    const fits =
      itemCount !== undefined &&
      itemCount >= PAST_THOUSAND.least &&
      itemCount <= PAST_THOUSAND.most &&
      names.every((name) => name === "idState" || name === "take") &&
      names.filter((name) => name === "idState").length <= 1;
    return fits ? [{ itemCount, idState: queryValue(exchange.query, "idState") }] : [];
  });
  const [smallest] = counted.sort((a, b) => a.itemCount - b.itemCount);
  if (smallest === undefined) return;
  const scope = smallest.idState === undefined ? {} : { idState: smallest.idState };
  const page = await ctx.requestAside("v2-occurrences", { ...scope, take: PAST_THOUSAND.most });
  const result = checkLargeTake(page);
  if (result.kind === "judged") ctx.record([result.outcome]);
  const whole = pageOf(page)?.items ?? [];
  if (
    page.status !== 200 ||
    whole.length !== smallest.itemCount ||
    whole.length <= PAST_THOUSAND.least
  )
    return;
  const second = await ctx.requestAside("v2-occurrences", {
    ...scope,
    take: PAST_THOUSAND.least,
    page: 2,
  });
  const checked = checkSecondPage(second, whole, PAST_THOUSAND.least);
  if (checked !== undefined) ctx.record([checked]);
}
