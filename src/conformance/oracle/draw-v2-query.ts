import type { QueryPairs } from "../check-input";
import type { SeededRandom } from "../../seeded-random";
import { textOf, type MirrorFacts } from "./mirror-facts";
import type { MirrorRecord } from "./mirror";
import type { ServerChoices } from "./server-choices";

/** Takes the draws favour (small ones, page edges, the common ones real clients send). */
const TAKES = [1, 2, 3, 4, 5, 7, 10, 13, 20, 25, 50, 100, 1000] as const;

/** Names with what encodings break: accents, apostrophes, spaces. */
const AWKWARD = /[^A-Za-z]/;

/** A few distinct items of a list (at most `count`), in a drawn order. */
export function someOf<T>(prng: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(...pool.splice(prng.below(pool.length), 1));
  return chosen;
}

/** A name of the list, one with accents, apostrophes or spaces more often than not. */
export function awkwardName(prng: SeededRandom, names: readonly string[]): string | undefined {
  const awkward = names.filter((name) => AWKWARD.test(name));
  const pool = awkward.length > 0 && prng.chance(0.6) ? awkward : names;
  return pool.length === 0 ? undefined : prng.pick(pool);
}

/** The names with an apostrophe (what unescaped SQL breaks on). */
export function apostropheNames(names: readonly string[]): string[] {
  return names.filter((name) => name.includes("'"));
}

/** A part of a name holding its apostrophe (three letters or more), or the whole name. */
export function aroundApostrophe(prng: SeededRandom, name: string): string {
  const at = name.indexOf("'");
  if (at < 0) return name;
  const start = Math.max(0, at - prng.between(1, 2));
  return name.slice(start, Math.min(name.length, at + prng.between(2, 3)));
}

/** The start of a name up to the letter after its apostrophe (the whole name without one). */
function upToApostrophe(name: string): string {
  const at = name.indexOf("'");
  return at < 0 ? name : name.slice(0, at + 2);
}

/** The two days of a date window inside the mirror's days (reversed now and then). */
function dayPair(prng: SeededRandom, days: readonly string[]): [string, string] {
  const a = prng.pick(days);
  const b = prng.pick(days);
  const [from, to] = a <= b ? [a, b] : [b, a];
  return prng.chance(0.08) ? [to, from] : [from, to];
}

/**
 * A date window with a bound on a day whose records near a UTC midnight the zone of the reading
 * puts in or out (edgeDays), the other bound a day of the window on its side (or the same day).
 */
function edgePair(prng: SeededRandom, facts: MirrorFacts): [string, string] {
  const { from, to } = facts.edgeDays;
  if (from.length === 0 && to.length === 0) return dayPair(prng, facts.days);
  const fromSide = to.length === 0 || (from.length > 0 && prng.chance(0.5));
  const edge = prng.pick(fromSide ? from : to);
  const at = facts.days.indexOf(edge);
  const near = (step: number) =>
    facts.days[Math.min(facts.days.length - 1, Math.max(0, at + step))] ?? edge;
  const other = near((fromSide ? 1 : -1) * prng.pick([0, 0, 1, 3, 10, 30]));
  return fromSide ? [edge, other] : [other, edge];
}

/** What the draws read of the facts' cities, read once per facts (draws are many). */
interface FactsCities {
  /** The v2 ids of the window's state's cities. */
  readonly state: readonly string[];
  /** The v2 ids of other states' cities. */
  readonly others: readonly string[];
  /** Every city: the state's, then the others. */
  readonly all: readonly MirrorRecord[];
  /** The names of every city, in that order. */
  readonly names: readonly string[];
}

const citiesOfFacts = new WeakMap<MirrorFacts, FactsCities>();

function citiesOf(facts: MirrorFacts): FactsCities {
  let cities = citiesOfFacts.get(facts);
  if (cities === undefined) {
    const all = [...facts.cities, ...facts.otherCities];
    cities = {
      state: facts.cities.flatMap((city) => textOf(city, "id") ?? []),
      others: facts.otherCities.flatMap((city: MirrorRecord) => textOf(city, "id") ?? []),
      all,
      names: facts.v2CityNames,
    };
    citiesOfFacts.set(facts, cities);
  }
  return cities;
}

/** The largest take drawn: what the server serves as asked. */
function maxTakeOf(choices: ServerChoices): number {
  return choices.maxTake?.take ?? 1000;
}

/**
 * The window's whole state read in one large page (up to the largest take served), or in small
 * pages at depth: a page past the fifth, the last one, one past the end.
 */
function wholeWindowQuery(prng: SeededRandom, facts: MirrorFacts, maxTake: number): QueryPairs {
  const query: [string, string][] = [
    ["idState", facts.stateUuid],
    ["initialdate", facts.days[0] ?? ""],
    ["finaldate", facts.days[facts.days.length - 1] ?? ""],
  ];
  if (prng.chance(0.5)) query.push(["order", prng.chance(0.5) ? "ASC" : "DESC"]);
  if (prng.chance(0.4)) {
    const large = [100, 101, 250, 500, 1000, maxTake, facts.records, facts.records + 1];
    return [...query, ["take", String(prng.pick(large.filter((take) => take <= maxTake)))]];
  }
  const take = prng.between(1, Math.min(10, maxTake));
  const last = Math.max(1, Math.ceil(facts.records / take));
  const page = prng.pick([last, last + 1, prng.between(Math.min(6, last), last)]);
  return [...query, ["take", String(take)], ["page", String(page)]];
}

/**
 * A query of the v2 occurrences list inside the mirror's window: the state and/or some of its
 * cities (repeated, or with another state now and then), a date window inside it (reversed now
 * and then), typeOccurrence, order, takes from 1 up to what the server serves, pages up to past
 * the end, page edges inside ties, and the whole window in one large page or at depth.
 */
export function drawV2OccurrencesQuery(
  prng: SeededRandom,
  facts: MirrorFacts,
  choices: ServerChoices,
): QueryPairs {
  const maxTake = maxTakeOf(choices);
  const [first = "", last = first] = [facts.days[0], facts.days[facts.days.length - 1]];
  const tie = facts.tiePositions.length > 0 && prng.chance(0.12);
  if (tie) {
    // Page 1 ends between two records of one date: the page edge falls inside the tie.
    const position = Math.min(prng.pick(facts.tiePositions), maxTake);
    return [
      ["idState", facts.stateUuid],
      ["initialdate", first],
      ["finaldate", last],
      ["order", "ASC"],
      ["take", String(position)],
      ["page", String(prng.between(1, 2))],
    ];
  }
  if (facts.records > 0 && prng.chance(0.15)) return wholeWindowQuery(prng, facts, maxTake);
  const query: [string, string][] = [];
  const stateCityIds = citiesOf(facts).state;
  const cityIds = stateCityIds.slice(0, 12);
  const scope = prng.below(10);
  // 0-3 the state, 4-5 cities, 6-8 both, 9 another state with the window's cities (empty).
  if (scope <= 3 || scope >= 6)
    query.push([
      "idState",
      scope === 9 && facts.otherStates.length > 0 ? prng.pick(facts.otherStates) : facts.stateUuid,
    ]);
  if (scope <= 3 && prng.chance(0.15)) query.push(["idState", facts.stateUuid]);
  if (scope >= 4 && cityIds.length > 0) {
    // Without idState, now and then every city of the state: the state's whole window read
    // through its cities (a server reading the window in another zone without idState differs).
    const every = scope <= 5 && prng.chance(0.35);
    const chosen = every
      ? someOf(prng, stateCityIds, stateCityIds.length)
      : someOf(prng, cityIds, prng.between(1, Math.min(3, cityIds.length)));
    for (const id of chosen) query.push(["idCities", id]);
    if (prng.chance(0.3)) query.push(["idCities", prng.pick(chosen)]);
    const others = citiesOf(facts).others;
    if (scope >= 6 && scope <= 8 && others.length > 0 && prng.chance(0.35))
      query.push(["idCities", prng.pick(others)]);
  }
  if (facts.days.length > 0) {
    const [from, to] = prng.chance(0.4) ? edgePair(prng, facts) : dayPair(prng, facts.days);
    query.push(["initialdate", from], ["finaldate", to]);
  }
  if (prng.chance(0.4)) {
    const values = ["withVictim", ...(choices.typeOccurrenceValues ?? [])];
    query.push(["typeOccurrence", prng.pick(values)]);
  }
  if (prng.chance(0.6)) query.push(["order", prng.chance(0.5) ? "ASC" : "DESC"]);
  const takes = TAKES.filter((take) => take <= maxTake);
  const take = prng.chance(0.8)
    ? prng.chance(0.7)
      ? prng.pick(takes)
      : prng.between(1, Math.min(maxTake, 60))
    : undefined;
  if (take !== undefined) query.push(["take", String(take)]);
  if (prng.chance(0.6)) {
    const pages = Math.max(1, Math.ceil(facts.records / (take ?? choices.defaultTake ?? 25)));
    const deep = prng.chance(0.2);
    query.push([
      "page",
      String(deep ? prng.between(1, pages + 1) : prng.between(1, Math.min(pages + 1, 4))),
    ]);
  }
  return query;
}

/**
 * A query of the v2 cities list: cityId, stateId and cityName drawn from the mirror's cities
 * (names with accents and apostrophes favoured, folded case now and then, a city with another
 * state now and then).
 */
export function drawV2CitiesQuery(
  prng: SeededRandom,
  facts: MirrorFacts,
  choices: ServerChoices,
): QueryPairs {
  const query: [string, string][] = [];
  const { all, names } = citiesOf(facts);
  // The whole list now and then: a city it drops shows only there, or under its own state.
  if (all.length === 0 || prng.chance(0.1)) return query;
  const city =
    prng.chance(0.6) && facts.cities.length > 0 ? prng.pick(facts.cities) : prng.pick(all);
  const cityId = textOf(city, "id");
  const stateId = textOf(city, "state", "id");
  if (prng.chance(0.5) && cityId !== undefined) query.push(["cityId", cityId]);
  if (prng.chance(0.5)) {
    const own = textOf(city, "name");
    const quoted = apostropheNames(names);
    const match = choices.cityName?.match;
    const partial = (match === "partial" || match === "prefix") && prng.chance(0.3);
    // A server matching the start of names only is asked starts (the same draws otherwise).
    const prefix = match === "prefix";
    if (quoted.length > 0 && prng.chance(0.4)) {
      // A name with an apostrophe (whole, or the part around it when parts match).
      const name = prng.pick(quoted);
      const part = partial ? aroundApostrophe(prng, name) : name;
      query.push(["cityName", partial && prefix ? upToApostrophe(name) : part]);
    } else {
      const name = prng.chance(0.5) && own !== undefined ? own : awkwardName(prng, names);
      if (name !== undefined) {
        const folded = prng.chance(0.2) ? name.toLowerCase() : name;
        const drawn = partial ? prng.below(Math.max(1, folded.length - 2)) : 0;
        const start = prefix ? 0 : drawn;
        query.push(["cityName", partial ? folded.slice(start, start + 3) : folded]);
      }
    }
  }
  const withId = query.some(([name]) => name === "cityId");
  if (prng.chance(withId ? 0.6 : 0.45) || query.length === 0) {
    // Another state than the city's: more often beside a name or an id, which it must empty.
    const contradicting =
      facts.otherStates.length > 0 && prng.chance(withId ? 0.6 : query.length > 0 ? 0.35 : 0.1);
    query.push([
      "stateId",
      contradicting ? prng.pick(facts.otherStates) : (stateId ?? facts.stateUuid),
    ]);
  }
  return query;
}
