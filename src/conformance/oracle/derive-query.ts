import type { SeededRandom } from "../../seeded-random";
import { drawQuery, type DrawnQuery } from "./draw-query";
import type { MirrorFacts } from "./mirror-facts";
import { groupedPairs } from "./grouped-pairs";
import type { ServerChoices } from "./server-choices";

/**
 * A near duplicate of a query already sent: one value changed, one added or one dropped (the
 * new value taken from fresh draws of the same operation, another value of a name the query
 * already has favoured). A server caching on part of the query answers it as the first one.
 */
export function deriveQuery(
  base: DrawnQuery,
  prng: SeededRandom,
  facts: MirrorFacts,
  choices: ServerChoices,
): DrawnQuery {
  // Three fresh draws: another value of a name the query has is then seldom missing.
  const fresh = [1, 2, 3].flatMap(() => drawQuery(base.operation, prng, facts, choices).query);
  const pairs: [string, string][] = base.query.map(([name, value]) => [name, value]);
  const has = (pair: readonly [string, string]) =>
    pairs.some(([name, value]) => name === pair[0] && value === pair[1]);
  const news = fresh.filter((pair) => !has(pair));
  const names = new Set(pairs.map(([name]) => name));
  const kin = news.filter(([name]) => names.has(name));
  const way = pairs.length === 0 ? 1 : prng.below(3);
  if (way === 0 && kin.length > 0) {
    // Change: a value of a name the query has, replaced by another value of that name.
    const [name, value] = prng.pick(kin);
    const at = pairs.findIndex(([other]) => other === name);
    pairs[at] = [name, value];
  } else if (way <= 1 && news.length > 0) {
    // Add: another value of a name the query has (more often), or a new parameter.
    const pool = kin.length > 0 && prng.chance(0.7) ? kin : news;
    pairs.push([...prng.pick(pool)]);
  } else if (pairs.length > 0) {
    // Drop: one value of a name given several (more often), or any pair.
    const count = (name: string) => pairs.filter(([other]) => other === name).length;
    const several = pairs.flatMap(([name], at) => (count(name) > 1 ? [at] : []));
    const at =
      several.length > 0 && prng.chance(0.6) ? prng.pick(several) : prng.below(pairs.length);
    pairs.splice(at, 1);
  }
  return { operation: base.operation, query: groupedPairs(pairs), form: base.form };
}
