import type { QueryPairs } from "../../../src/conformance/check-input";
import { formatDay, parseDay } from "../../../src/conformance/dates";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import { isRecord } from "../../../src/is-record";
import type { SeededRandom } from "../../../src/seeded-random";

/** The takes drawn: small ones cut pages inside ties, large ones read a window whole. */
const TAKES = [1, 2, 3, 4, 5, 7, 10, 13, 20, 25, 50, 100, 1000];

/** The mirror's cities: those of its state, and those of others. */
function citiesOf(mirror: Mirror): { inState: string[]; elsewhere: string[]; states: string[] } {
  const inState: string[] = [];
  const elsewhere: string[] = [];
  const states = new Set<string>();
  for (const city of mirror.v2Cities) {
    const state = city.state;
    if (typeof city.id !== "string" || !isRecord(state) || typeof state.id !== "string") continue;
    states.add(state.id);
    if (state.id.toLowerCase() === mirror.window.stateUuid) inState.push(city.id);
    else elsewhere.push(city.id);
  }
  return { inState, elsewhere, states: [...states] };
}

/** A day of the mirror's window, `YYYY-MM-DD`. */
function dayIn(mirror: Mirror, random: SeededRandom): string {
  const first = parseDay(mirror.window.firstDay)!;
  const last = parseDay(mirror.window.lastDay)!;
  return formatDay(random.between(first, last));
}

/**
 * A v2 occurrences query drawn inside a mirror's window for the oracle's tests (the differential
 * run draws its own): the state or some of its cities (now and then a city of another state with
 * idState, or another state with a city of this one: empty answers), a date range inside the
 * days, any take, page (deep ones too), order and typeOccurrence, each sometimes left out;
 * rarely a repeated idState, a reversed range, a take past `maxTake` or an unknown parameter.
 */
export function drawV2Query(mirror: Mirror, random: SeededRandom, maxTake = 5000): QueryPairs {
  const { inState, elsewhere, states } = citiesOf(mirror);
  const pairs: [string, string][] = [];
  const scope = random.below(10);
  if (scope < 4) pairs.push(["idState", mirror.window.stateUuid]);
  if (scope >= 3 && scope < 8) {
    for (let i = random.between(1, 3); i > 0; i -= 1)
      pairs.push(["idCities", random.pick(inState)]);
    if (random.chance(0.2) && elsewhere.length > 0)
      pairs.push(["idCities", random.pick(elsewhere)]);
  }
  if (scope === 8)
    pairs.push(["idState", mirror.window.stateUuid], ["idCities", random.pick(elsewhere)]);
  if (scope === 9) {
    const other = states.find((state) => state.toLowerCase() !== mirror.window.stateUuid) ?? "";
    pairs.push(["idState", other], ["idCities", random.pick(inState)]);
  }
  const a = dayIn(mirror, random);
  const b = dayIn(mirror, random);
  const reversed = random.chance(0.05);
  const [from, to] = a <= b !== reversed ? [a, b] : [b, a];
  pairs.push(["initialdate", from], ["finaldate", to]);
  if (random.chance(0.8))
    pairs.push(["take", String(random.chance(0.8) ? random.pick(TAKES) : random.between(1, 200))]);
  if (random.chance(0.02)) pairs.push(["take", String(maxTake + 1)]);
  if (random.chance(0.7))
    pairs.push(["page", String(random.chance(0.8) ? random.between(1, 4) : random.between(1, 80))]);
  if (random.chance(0.7)) pairs.push(["order", random.pick(["ASC", "DESC"])]);
  if (random.chance(0.5))
    pairs.push(["typeOccurrence", random.pick(["all", "withVictim", "withoutVictim"])]);
  if (random.chance(0.03)) pairs.push(["idState", mirror.window.stateUuid]);
  if (random.chance(0.03)) pairs.push(["initialDate", from]);
  return random.shuffle(pairs);
}
