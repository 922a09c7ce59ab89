import type { QueryPairs } from "../check-input";
import { specColumns } from "../inspect-exchange";
import { formatDay, parseDay } from "../dates";
import type { SeededRandom } from "../../seeded-random";
import { aroundApostrophe, apostropheNames, awkwardName, someOf } from "./draw-v2-query";
import type { MirrorFacts } from "./mirror-facts";
import type { ServerChoices } from "./server-choices";

/** A field[] subset of the columns: with the id column or without it. */
function fieldsOf(prng: SeededRandom, columns: readonly string[], id: string): string[] {
  const others = columns.filter((column) => column !== id);
  const chosen = someOf(prng, others, prng.between(1, Math.min(4, others.length)));
  if (prng.chance(0.5)) chosen.splice(prng.below(chosen.length + 1), 0, id);
  return chosen;
}

/**
 * A query of the v1 occurrences list inside the mirror's window: estado_id[] (repeated, or with
 * another state now and then), some of its cities as cidade_id[] (always, when the mirror left
 * some of the state's cities out), data_ocorrencia[gt]/[lt]
 * around the window's days (reversed now and then), and field[] subsets with and without the id.
 */
export function drawV1OccurrencesQuery(
  prng: SeededRandom,
  facts: MirrorFacts,
  choices: ServerChoices,
): QueryPairs {
  const query: [string, string][] = [];
  const state = facts.v1StateId;
  // With cities left out of the mirror, only queries naming its cities are judged.
  const useCities = facts.v1CityIds.length > 0 && (facts.v1CitiesOnly === true || prng.chance(0.5));
  if (state !== undefined && (!useCities || prng.chance(0.5))) {
    query.push(["estado_id[]", state]);
    if (prng.chance(0.12)) query.push(["estado_id[]", state]);
    const others = facts.v1StateIds.filter((id) => id !== state);
    if (others.length > 0 && prng.chance(0.08)) query.push(["estado_id[]", prng.pick(others)]);
  }
  if (useCities) {
    const chosen = someOf(prng, facts.v1CityIds.slice(0, 12), prng.between(1, 3));
    for (const id of chosen) query.push(["cidade_id[]", id]);
    if (prng.chance(0.3)) query.push(["cidade_id[]", prng.pick(chosen)]);
    // Beside the window's state, a populous city of another state: none of its rows may come.
    const withState = query.some(([name]) => name === "estado_id[]");
    const others = facts.v1OtherCityIds.slice(0, 6);
    if (withState && others.length > 0 && prng.chance(0.6))
      for (const id of someOf(prng, others, prng.between(1, 3))) query.push(["cidade_id[]", id]);
  }
  if (facts.days.length > 0) {
    // Both bounds inside the mirror's whole days (the oracle judges no other); whether a bound's
    // own day is in is the server's reading, so now and then a bound is a day further out. A
    // bound settled exclusive may lie a day outside them (its own day is not asked; a window of
    // a day or two has no whole day between two bounds inside it).
    const last = facts.days.length - 1;
    const a = prng.below(last + 1);
    const b = prng.below(last + 1);
    const below = choices.v1Bounds?.gtInclusive === false ? -1 : 0;
    const above = choices.v1Bounds?.ltInclusive === false ? last + 1 : last;
    const from = Math.max(below, Math.min(a, b) - (prng.chance(0.5) ? 1 : 0));
    const to = Math.min(above, Math.max(a, b) + (prng.chance(0.5) ? 1 : 0));
    const dayAt = (index: number): string => {
      const held = facts.days[index];
      if (held !== undefined) return held;
      const edge = parseDay((index < 0 ? facts.days[0] : facts.days[last]) ?? "");
      return edge === undefined ? "" : formatDay(edge + (index < 0 ? -1 : 1));
    };
    const reversed = prng.chance(0.08);
    query.push(["data_ocorrencia[gt]", dayAt(reversed ? to : from)]);
    query.push(["data_ocorrencia[lt]", dayAt(reversed ? from : to)]);
  }
  if (prng.chance(0.4))
    for (const column of fieldsOf(prng, specColumns("v1/occurrence-definitions"), "id_ocorrencia"))
      query.push(["field[]", column]);
  return query;
}

/**
 * A Cidade[lk] pattern that matches a name: whole, its start, its end or a middle part; now and
 * then in lower or upper case (an accented letter in the other case than the name's), and for a
 * name with an apostrophe, the part around it.
 */
export function likePattern(prng: SeededRandom, name: string): string {
  if (name.includes("'") && prng.chance(0.7)) return `%${aroundApostrophe(prng, name)}%`;
  const accent = name.search(/[\u0080-\uffff]/);
  if (accent >= 0 && prng.chance(0.4)) {
    // The part around an accented letter, in the other case than the name's.
    const part = name.slice(Math.max(0, accent - 2), accent + 3);
    const other = part === part.toUpperCase() ? part.toLowerCase() : part.toUpperCase();
    return `%${other}%`;
  }
  const accented = /[\u0080-\uffff]/.test(name);
  const cased = prng.chance(accented ? 0.45 : 0.25)
    ? prng.chance(0.5)
      ? name.toLowerCase()
      : name.toUpperCase()
    : name;
  const cut = Math.max(1, Math.min(4, cased.length - 1));
  switch (prng.below(4)) {
    case 0:
      return cased;
    case 1:
      return `${cased.slice(0, cut)}%`;
    case 2:
      return `%${cased.slice(-cut)}`;
    default: {
      const start = prng.below(Math.max(1, cased.length - cut));
      return `%${cased.slice(start, start + cut)}%`;
    }
  }
}

/**
 * A query of the v1 cities list: Populacao[gt]/[lt] at populations the list holds (the bound
 * itself, or one off), EstadoId, Cidade[lk] patterns of the list's own names (apostrophes and
 * accents favoured) and field[] subsets with and without the id.
 */
export function drawV1CitiesQuery(prng: SeededRandom, facts: MirrorFacts): QueryPairs {
  const query: [string, string][] = [];
  const population = (): string =>
    String(
      (facts.populations.length === 0 ? 10_000 : prng.pick(facts.populations)) +
        prng.pick([-1, 0, 0, 1]),
    );
  if (prng.chance(0.3)) query.push(["Populacao[gt]", population()]);
  if (prng.chance(0.3)) query.push(["Populacao[lt]", population()]);
  if (prng.chance(0.5) && facts.v1StateIds.length > 0)
    query.push([
      "EstadoId",
      facts.v1StateId !== undefined && prng.chance(0.5)
        ? facts.v1StateId
        : prng.pick(facts.v1StateIds),
    ]);
  if (prng.chance(0.45)) {
    const quoted = apostropheNames(facts.v1CityNames);
    const accented = facts.v1CityNames.filter((each) => /[\u0080-\uffff]/.test(each));
    const name =
      quoted.length > 0 && prng.chance(0.3)
        ? prng.pick(quoted)
        : accented.length > 0 && prng.chance(0.3)
          ? prng.pick(accented)
          : awkwardName(prng, facts.v1CityNames);
    if (name !== undefined) query.push(["Cidade[lk]", likePattern(prng, name)]);
  }
  if (prng.chance(0.35))
    for (const column of fieldsOf(prng, specColumns("v1/city-definitions"), "CidadeId"))
      query.push(["field[]", column]);
  return query;
}
