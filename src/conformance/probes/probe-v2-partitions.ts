import { checkPartition, itemCountOf } from "../checks/check-partition";
import { nonEmptyEvidence, queryOf } from "../answer-evidence";
import { failedRequestReason, isUnanswered } from "../failed-answer";
import { witnessedBy } from "../outcome";
import { checkReverse } from "../checks/check-reverse";
import { checkSequence } from "../checks/check-sequence";
import { formatDay, parseDay } from "../dates";
import {
  queryValue,
  type ExchangeView,
  type QueryInput,
  type QueryPairs,
  pageLengthOf,
  pageOf,
} from "../exchange";
import type { V2Discovery } from "./discover-v2";
import { drawWindow } from "./draw-window";
import type { ProbeContext } from "./probe-context";

/** The most states counted one by one for the states partition. */
const MAX_STATES = 40;
/** The most cities in one idCities group (keeps URLs short). */
const GROUP_SIZE = 20;
/** The most groups a state's cities are split into. */
const MAX_GROUPS = 6;
/** The most pages read in sequence, and the largest take the suite relies on. */
const MAX_PAGES = 8;
const MAX_TAKE = 50;
/** The fewest items a sequence needs to cross page borders. */
const MIN_SEQUENCE = 6;

/** Splits a list into `count` groups, round robin. */
function groupsOf<T>(list: readonly T[], count: number): T[][] {
  const groups: T[][] = Array.from({ length: count }, () => []);
  list.forEach((item, index) => groups[index % count]?.push(item));
  return groups.filter((group) => group.length > 0);
}

/** A sent query back as input, without its paging (repeated names become lists). */
function asInput(pairs: QueryPairs): QueryInput {
  const input: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    if (name === "take" || name === "page" || name === "order") continue;
    const had = input[name];
    input[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return input;
}

const countQuery = (query: QueryInput): QueryInput => ({ ...query, take: 1 });

/**
 * Partitions, the strongest oracle a black-box suite has (api-v2 4.1): the counts of every state
 * add up to the unfiltered total; a state's cities, split into groups sent as several idCities,
 * add up to the state, alone, with typeOccurrence=withVictim and with a date window (the window
 * is read the same way on both sides, so its bounds' reading cancels out). Then one filtered set
 * (a state in a window, else a group of cities) is read to its end and one page past it.
 */
export async function probeV2Partitions(ctx: ProbeContext, found: V2Discovery): Promise<void> {
  ctx.phase("v2 partitions and paging to the end");
  const { prng } = ctx;
  const unfiltered = ctx.v2Occurrences.find((exchange) => exchange.query.length === 0);
  let stateCounts: readonly ExchangeView[] = [];
  if (found.stateIds.length > MAX_STATES) {
    ctx.ledger.notRun("v2.partition.states", `more than ${MAX_STATES} states`);
  } else if (unfiltered !== undefined) {
    const parts = await Promise.all(
      found.stateIds.map((id) => ctx.request("v2-occurrences", countQuery({ idState: id }))),
    );
    stateCounts = parts;
    ctx.record(
      witnessedBy(
        [checkPartition("v2.partition.states", unfiltered, parts, "itemCount per state")],
        nonEmptyEvidence(parts, 2, "fewer than two states have occurrences"),
      ),
    );
  }

  const statesWithData = [
    ...new Set(found.sample.flatMap((item) => (item.stateId === undefined ? [] : [item.stateId]))),
  ];
  if (statesWithData.length === 0 || found.firstDay === undefined || found.lastDay === undefined) {
    const reason = "no dated occurrence with a state found";
    ctx.notRun("v2.partition.cities", reason);
    ctx.notRun("v2.paging.sequence", reason);
    ctx.notRun("v2.paging.reverse", reason);
    return;
  }
  // The witness of the cities partition: a state with several cities that have occurrences
  // (a server that drops one city's occurrences answers it differently); the seed picks one.
  const citiesIn = (state: string): number =>
    new Set(found.sample.filter((item) => item.stateId === state).map((item) => item.cityId)).size;
  const witnesses = statesWithData.filter((state) => citiesIn(state) >= 2);
  const stateId = prng.pick(witnesses.length > 0 ? witnesses : statesWithData);
  const cityIds = prng.shuffle(
    found.cities.filter((city) => city.stateId === stateId).map((city) => city.id as string),
  );
  const groupCount = Math.max(2, Math.ceil(cityIds.length / GROUP_SIZE));
  const times = found.sample
    .filter((item) => item.stateId === stateId)
    .map((i) => i.time as number);
  const drawn = drawWindow(prng, times, found.firstDay, found.lastDay);
  const window =
    drawn === undefined
      ? {}
      : { initialdate: formatDay(drawn.from), finaldate: formatDay(drawn.to) };
  const variants: QueryInput[] = [{}, { typeOccurrence: "withVictim" }, window];
  let sets: { whole: ExchangeView; parts: ExchangeView[] }[] = [];
  if (cityIds.length < 2 || groupCount > MAX_GROUPS) {
    ctx.notRun(
      "v2.partition.cities",
      `the state drawn has ${cityIds.length} cities (needs 2 to ${GROUP_SIZE * MAX_GROUPS})`,
    );
  } else {
    const groups = groupsOf(cityIds, groupCount);
    sets = await Promise.all(
      variants.map(async (variant) => {
        const [whole, ...parts] = await Promise.all([
          ctx.request("v2-occurrences", countQuery({ idState: stateId, ...variant })),
          ...groups.map((group) =>
            ctx.request("v2-occurrences", countQuery({ idCities: group, ...variant })),
          ),
        ]);
        return { whole: whole as ExchangeView, parts };
      }),
    );
    const names = ["its cities in groups", "∧ withVictim", "∧ a date window"];
    ctx.record(
      sets.flatMap(({ whole, parts }, i) =>
        witnessedBy(
          [
            checkPartition(
              "v2.partition.cities",
              whole,
              parts,
              `a state's itemCount and ${names[i] ?? ""}`,
            ),
          ],
          nonEmptyEvidence(parts, 2, "no state with two groups of cities that have occurrences"),
        ),
      ),
    );
    await regroupWhenUnwitnessed(ctx, sets[0], groups, sampledCities(found, stateId));
  }
  await countOtherStatesCities(ctx, found, stateId, stateCounts);
  await readToTheEnd(ctx, stateId, window, { from: found.firstDay, to: found.lastDay }, sets);
}

/** The most requests spent counting the other states' cities. */
const MAX_OTHER_GROUPS = 6;

/**
 * Every other state's cities, each state's list in as few groups as GROUP_SIZE allows (one for
 * most), counted unfiltered: they must add up to the state's own count (`stateCounts`, the
 * states partition's answers). The drawn state's partition shows one state's cities; a server
 * whose cities list gives some cities ids its records do not carry (an id made from the accented
 * name) answers nothing for them, in whichever state they lie. States with fewer cities first, at
 * most MAX_OTHER_GROUPS requests; sent aside (the kept answers choose the mirror's window).
 * Reports a failure only.
 */
async function countOtherStatesCities(
  ctx: ProbeContext,
  found: V2Discovery,
  drawnState: string,
  stateCounts: readonly ExchangeView[],
): Promise<void> {
  const states = found.stateIds.flatMap((state, index) => {
    const count = stateCounts[index];
    const cities = found.cities
      .filter((city) => city.stateId === state)
      .map((city) => city.id as string);
    return state === drawnState || count === undefined || cities.length === 0
      ? []
      : [{ count, groups: groupsOf(cities, Math.ceil(cities.length / GROUP_SIZE)) }];
  });
  let left = MAX_OTHER_GROUPS;
  for (const { count, groups } of [...states].sort((a, b) => a.groups.length - b.groups.length)) {
    if ((itemCountOf(count) ?? 0) === 0 || groups.length > left) continue;
    left -= groups.length;
    const parts: ExchangeView[] = [];
    for (const group of groups)
      parts.push(await ctx.requestAside("v2-occurrences", countQuery({ idCities: group })));
    // Failures only: the drawn state's groups witness the rule.
    const checked = checkPartition("v2.partition.cities", count, parts, "a state's cities");
    if (checked !== undefined && checked.failures.length > 0) ctx.record([checked]);
  }
}

/** The state's cities that hold a sampled occurrence, in the order the sample met them. */
function sampledCities(found: V2Discovery, stateId: string): string[] {
  const cities = found.sample.filter((item) => item.stateId === stateId).map((item) => item.cityId);
  return [...new Set(cities.filter((city): city is string => typeof city === "string"))];
}

/**
 * The shuffle can put every city with occurrences in one group (a sparse world), and the drawn
 * groups then witness nothing. Only then, one sampled city swaps places with a city of another
 * group and the state's cities are counted once more in those groups: the drawn groups stay as
 * they were, so no other seed's requests move.
 */
async function regroupWhenUnwitnessed(
  ctx: ProbeContext,
  set: { whole: ExchangeView; parts: ExchangeView[] } | undefined,
  groups: readonly (readonly string[])[],
  withData: readonly string[],
): Promise<void> {
  if (set === undefined || withData.length < 2) return;
  if ("witness" in nonEmptyEvidence(set.parts, 2, "")) return;
  const home = groups.findIndex((group) => withData.every((city) => group.includes(city)));
  const other = groups.findIndex((_, index) => index !== home);
  const moved = withData[0];
  const into = groups[other]?.[0];
  if (home < 0 || other < 0 || moved === undefined || into === undefined) return;
  const swapped = groups.map((group, index) =>
    index === home
      ? group.map((city) => (city === moved ? into : city))
      : index === other
        ? group.map((city) => (city === into ? moved : city))
        : group,
  );
  const parts = await Promise.all(
    swapped.map((group) => ctx.request("v2-occurrences", countQuery({ idCities: group }))),
  );
  ctx.record(
    witnessedBy(
      [
        checkPartition(
          "v2.partition.cities",
          set.whole,
          parts,
          "a state's itemCount and its cities in groups that part its sampled cities",
        ),
      ],
      nonEmptyEvidence(parts, 2, "no state with two groups of cities that have occurrences"),
    ),
  );
}

/** The most narrower windows tried when no set fits. */
const MAX_NARROWINGS = 6;
/** The most city groups counted in the narrowest window when the state alone does not fit. */
const MAX_GROUP_TRIES = 8;

/**
 * The state in a narrower window when neither it nor its city groups fit (a dense world): the
 * window around its middle, shrunk by the ratio of its count to the pages read, asked again
 * until it fits; then (a state whose every two days hold more than fits) its city groups
 * (`groups`: their idCities) in the narrowest window, a group too full halved (the least full
 * first, at most MAX_GROUP_TRIES counts). Undefined when no narrowing fits.
 */
async function narrowToFit(
  ctx: ProbeContext,
  stateId: string,
  wide: ExchangeView,
  fits: (exchange: ExchangeView) => boolean,
  span: { readonly from: number; readonly to: number },
  groups: readonly (readonly string[])[],
): Promise<ExchangeView | undefined> {
  let from = parseDay(queryValue(wide.query, "initialdate") ?? "") ?? span.from;
  let width = (parseDay(queryValue(wide.query, "finaldate") ?? "") ?? span.to) - from;
  let n = itemCountOf(wide);
  const days = (): QueryInput => ({
    initialdate: formatDay(from),
    finaldate: formatDay(from + width),
  });
  for (let i = 0; i < MAX_NARROWINGS; i += 1) {
    if (n === undefined || n === 0) return undefined;
    // Aim at half the most a sequence reads: shrink a window too full, widen one too empty.
    const next = Math.max(1, Math.floor((width * (MAX_PAGES * MAX_TAKE)) / (2 * n)));
    // Narrowest already, and still too full: the city groups narrow further.
    if (next === width && n > MAX_PAGES * MAX_TAKE) break;
    from += Math.floor((width - next) / 2);
    width = next;
    const current = await ctx.request(
      "v2-occurrences",
      countQuery({ idState: stateId, ...days() }),
    );
    if (fits(current)) return current;
    n = itemCountOf(current);
  }
  if (n === undefined || n <= MAX_PAGES * MAX_TAKE) return undefined;
  // Groups too full are halved, the least full first, within a few requests.
  const queue = groups.map((cities) => ({ cities, count: 0 }));
  for (let tries = 0; tries < MAX_GROUP_TRIES; tries += 1) {
    queue.sort((a, b) => a.count - b.count);
    const group = queue.shift();
    if (group === undefined) return undefined;
    const current = await ctx.request(
      "v2-occurrences",
      countQuery({ idCities: group.cities, ...days() }),
    );
    if (fits(current)) return current;
    const count = itemCountOf(current) ?? 0;
    const half = Math.ceil(group.cities.length / 2);
    if (count > MAX_PAGES * MAX_TAKE && group.cities.length > 1)
      queue.push(
        { cities: group.cities.slice(0, half), count: count / 2 },
        { cities: group.cities.slice(half), count: count / 2 },
      );
  }
  return undefined;
}

/**
 * Reads one filtered set page by page to its end and one page past it, in order=ASC and again
 * in order=DESC (each a sequence; DESC must be ASC reversed). The set: the state in the
 * window when it fits MAX_PAGES pages of MAX_TAKE, else the first group of cities (in the window
 * or not) that fits; the take splits it into 3 to 6 pages.
 */
async function readToTheEnd(
  ctx: ProbeContext,
  stateId: string,
  window: QueryInput,
  span: { readonly from: number; readonly to: number },
  sets: readonly { whole: ExchangeView; parts: ExchangeView[] }[],
): Promise<void> {
  const fits = (exchange: ExchangeView): boolean => {
    const n = itemCountOf(exchange);
    return n !== undefined && n >= MIN_SEQUENCE && n <= MAX_PAGES * MAX_TAKE;
  };
  const stateInWindow =
    sets[2]?.whole ??
    (await ctx.request("v2-occurrences", countQuery({ idState: stateId, ...window })));
  const candidates = [stateInWindow, ...(sets[2]?.parts ?? []), ...(sets[0]?.parts ?? [])];
  // The state's city groups, for a state too busy for any window of its own.
  const groups = (sets[0]?.parts ?? []).map((part) =>
    part.query.filter(([name]) => name === "idCities").map(([, value]) => value),
  );
  const chosen =
    candidates.find(fits) ?? (await narrowToFit(ctx, stateId, stateInWindow, fits, span, groups));
  if (chosen === undefined) {
    const reason = `no set of ${MIN_SEQUENCE} to ${MAX_PAGES * MAX_TAKE} items among the state and its city groups`;
    ctx.notRun("v2.paging.sequence", reason);
    ctx.notRun("v2.paging.reverse", reason);
    return;
  }
  const n = itemCountOf(chosen) as number;
  const take = Math.min(MAX_TAKE, Math.max(2, Math.ceil(n / ctx.prng.between(3, 6))));
  const paged = { ...asInput(chosen.query), order: "ASC", take };
  const first = await ctx.request("v2-occurrences", { ...paged, page: 1 });
  const pageCount = pageOf(first)?.meta?.pageCount;
  if (pageCount === undefined || pageCount < 1 || pageCount > MAX_PAGES + 1) {
    // A page 1 that failed (5xx, no answer) is named as such: only the status checks fail for it.
    const reason = isUnanswered(first)
      ? failedRequestReason(queryOf(first), first)
      : "page 1 of the set stated no usable pageCount";
    for (const check of ["v2.paging.sequence", "v2.paging.reverse"] as const)
      ctx.notRun(check, reason);
    return;
  }
  const [rest, descending] = await Promise.all([
    Promise.all(
      Array.from({ length: pageCount }, (_, i) =>
        i + 2 > pageCount
          ? ctx.requestPastEnd({ ...paged, page: i + 2 })
          : ctx.request("v2-occurrences", { ...paged, page: i + 2 }),
      ),
    ),
    Promise.all(
      Array.from({ length: pageCount + 1 }, (_, i) =>
        i + 1 > pageCount
          ? ctx.requestPastEnd({ ...paged, order: "DESC", page: i + 1 })
          : ctx.request("v2-occurrences", { ...paged, order: "DESC", page: i + 1 }),
      ),
    ),
  ]);
  const ascending = [first, ...rest.slice(0, -1)];
  const sequence = checkSequence(ascending, rest[rest.length - 1] as ExchangeView);
  // Only a set read whole and cleanly serves later checks as a set whose every item is known.
  if (sequence.failures.length === 0) {
    ctx.learned.setReadInFull = {
      query: asInput(chosen.query),
      items: ascending.flatMap((page) => pageOf(page)?.items ?? []),
    };
  }
  const descendingPages = descending.slice(0, -1);
  ctx.record(
    witnessedBy(
      [
        sequence,
        checkSequence(descendingPages, descending[descending.length - 1] as ExchangeView),
        checkReverse(ascending, descendingPages),
      ],
      nonEmptyEvidence(
        ascending.map((page) => ((pageLengthOf(page) ?? 0) > 0 ? page : undefined)),
        2,
        "the set read to its end fills fewer than two pages",
      ),
    ),
  );
}
