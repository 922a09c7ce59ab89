import { checkExactCount } from "../checks/check-date-window";
import { checkRepeatable } from "../checks/check-repeatable";
import { nonEmptyEvidence } from "../answer-evidence";
import { witnessedBy } from "../outcome";
import { formatDay } from "../dates";
import { type ExchangeView, type QueryInput, pageLengthOf, pageOf } from "../exchange";
import type { V2Discovery } from "./discover-v2";
import { drawWindow } from "./draw-window";
import type { ProbeContext } from "./probe-context";

/**
 * Draws filter combinations from what discovery found and sends each, order ASC; some also
 * order DESC with another take. Every answer gets the per-item filter checks, the order check and
 * the paging checks; answers to one filter set are later compared for itemCount. A window past
 * the last occurrence is asked too: an empty answer with pageCount 0.
 */
export async function probeV2Filters(ctx: ProbeContext, found: V2Discovery): Promise<void> {
  ctx.phase("v2 filters");
  const { prng, sample } = { prng: ctx.prng, sample: found.sample };
  if (sample.length === 0 || found.firstDay === undefined || found.lastDay === undefined) {
    ctx.ledger.note("v2: no dated occurrences found; filter combinations not drawn");
    return;
  }
  const { firstDay, lastDay } = found;
  const times = sample.map((item) => item.time as number);
  const citiesWithData = [...new Set(sample.map((item) => item.cityId as string))];
  const statesWithData = [
    ...new Set(sample.flatMap((item) => (item.stateId === undefined ? [] : [item.stateId]))),
  ];
  const day = (n: number): string => formatDay(n);
  const window = (): Record<string, string> => {
    const drawn = drawWindow(prng, times, firstDay, lastDay);
    return drawn === undefined ? {} : { initialdate: day(drawn.from), finaldate: day(drawn.to) };
  };
  const twoCities = prng.shuffle(citiesWithData).slice(0, 2);
  const laterStart = drawWindow(prng, times, firstDay, lastDay, 0);
  const earlierEnd = drawWindow(prng, times, firstDay, lastDay, 0);
  const combos: { query: QueryInput; desc: boolean }[] = [
    { query: { idState: prng.pick(statesWithData) }, desc: true },
    { query: { idCities: twoCities }, desc: false },
    { query: window(), desc: true },
    { query: { typeOccurrence: "withVictim" }, desc: false },
    { query: { idState: prng.pick(statesWithData), ...window() }, desc: false },
    { query: { idCities: [prng.pick(citiesWithData)], typeOccurrence: "withVictim" }, desc: false },
    { query: laterStart === undefined ? {} : { initialdate: day(laterStart.from) }, desc: false },
    { query: earlierEnd === undefined ? {} : { finaldate: day(earlierEnd.to) }, desc: true },
    { query: { initialdate: day(lastDay + 3) }, desc: false },
    { query: { ...window(), typeOccurrence: "withVictim" }, desc: false },
  ];
  const requests = combos.flatMap(({ query, desc }) => [
    { ...query, order: "ASC", take: prng.between(10, 40) },
    ...(desc ? [{ ...query, order: "DESC", take: prng.between(10, 40) }] : []),
  ]);
  const [answers, , both, ...singles] = await Promise.all([
    Promise.all(requests.map((query) => ctx.request("v2-occurrences", query))),
    // initialdate alone newest first, after the last day: a server that drops a lone start
    // bound when the newest come first answers the newest records, all before it.
    ctx.request("v2-occurrences", { initialdate: day(lastDay + 3), order: "DESC", take: 10 }),
    ctx.request("v2-occurrences", { idCities: twoCities, take: 1 }),
    ...twoCities.map((city) => ctx.request("v2-occurrences", { idCities: [city], take: 1 })),
  ]);
  checkAnyOf(ctx, both, singles);
  await checkStateAndCities(ctx, found);
  await askAgain(ctx, requests, answers);
  // Every filter holds on the pages after the first too: a server that drops a filter past
  // page 1 answers page 2 (and the last page) of a filtered set with items outside it.
  await Promise.all(
    requests.flatMap((query, i) => {
      const meta = pageOf(answers[i])?.meta;
      const pageCount = meta?.pageCount ?? 0;
      const itemCount = meta?.itemCount ?? 0;
      // A set on one page is split in two, so that its second page is asked too.
      if (pageCount < 2 && itemCount >= 2)
        return [
          ctx.request("v2-occurrences", { ...query, take: Math.ceil(itemCount / 2), page: 2 }),
        ];
      const later = [...new Set([2, pageCount])].filter((page) => page >= 2 && page <= pageCount);
      return later.map((page) => ctx.request("v2-occurrences", { ...query, page }));
    }),
  );
}

/**
 * A state with several of its cities (api-v2 4.1, combined filters): the count of idState ∧ two
 * of its cities with occurrences is the sum of the two cities' counts. Witnessed by two cities
 * of one state that both have occurrences (the seed picks the state).
 */
async function checkStateAndCities(ctx: ProbeContext, found: V2Discovery): Promise<void> {
  const byState = new Map<string, Set<string>>();
  for (const item of found.sample) {
    if (item.stateId === undefined || item.cityId === undefined) continue;
    byState.set(item.stateId, (byState.get(item.stateId) ?? new Set()).add(item.cityId));
  }
  const witnesses = [...byState].filter(([, cities]) => cities.size >= 2);
  if (witnesses.length === 0) return;
  const [stateId, cities] = ctx.prng.pick(witnesses);
  const two = ctx.prng.shuffle([...cities]).slice(0, 2);
  const [both, ...singles] = await Promise.all([
    ctx.request("v2-occurrences", { idState: stateId, idCities: two, take: 1 }),
    ...two.map((city) => ctx.request("v2-occurrences", { idCities: [city], take: 1 })),
  ]);
  const counts = singles.map((exchange) => pageOf(exchange)?.meta?.itemCount);
  const seen = pageOf(both)?.meta?.itemCount;
  if (both === undefined || seen === undefined || counts.some((n) => n === undefined)) return;
  const expected = counts.reduce((sum: number, n) => sum + (n ?? 0), 0);
  ctx.record(
    witnessedBy(
      [
        checkExactCount(
          "v2.filter.intersection",
          both,
          "itemCount of idState ∧ two of its idCities",
          expected,
          `the sum of the cities' own counts, ${counts.join(" + ")}`,
          seen,
        ),
      ],
      nonEmptyEvidence(singles, 2, "no two cities of one state with occurrences"),
    ),
  );
}

/** How many filtered queries are asked twice more, and compared. */
const REPEATED = 3;

/**
 * Asks REPEATED of the filtered queries whose page holds two records or more (the seed picks
 * which) twice more: the same query must answer the same records in the same order.
 */
async function askAgain(
  ctx: ProbeContext,
  requests: readonly QueryInput[],
  answers: readonly ExchangeView[],
): Promise<void> {
  const witnesses = answers.flatMap((answer, i) => {
    const query = requests[i];
    const items = pageLengthOf(answer) ?? 0;
    return items >= 2 && query !== undefined ? [{ answer, query }] : [];
  });
  const chosen = ctx.prng.shuffle(witnesses).slice(0, REPEATED);
  const repeats = await Promise.all(
    chosen.map(({ query }) =>
      Promise.all([ctx.request("v2-occurrences", query), ctx.request("v2-occurrences", query)]),
    ),
  );
  ctx.record(chosen.flatMap(({ answer }, i) => checkRepeatable(answer, repeats[i] ?? [])));
}

/** Several idCities select any of them: the count of two cities is the sum of their counts. */
function checkAnyOf(ctx: ProbeContext, both: ExchangeView, singles: readonly ExchangeView[]): void {
  const counts = singles.map((exchange) => pageOf(exchange)?.meta?.itemCount);
  const seen = pageOf(both)?.meta?.itemCount;
  if (singles.length < 2 || seen === undefined || counts.some((n) => n === undefined)) return;
  const expected = counts.reduce((sum: number, n) => sum + (n ?? 0), 0);
  const why = `the sum of the cities' own counts, ${counts.join(" + ")}`;
  ctx.record(
    witnessedBy(
      [checkExactCount("v2.filter.cities", both, "itemCount of two idCities", expected, why, seen)],
      nonEmptyEvidence(singles, 2, "no two cities that both have occurrences"),
    ),
  );
}
