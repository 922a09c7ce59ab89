import type { Clipping, ClippingName, ReasonName, Victim } from "../generated/types";
import { catalogItem } from "./catalog-item";
import type { SeededRandom } from "../seeded-random";
import { COMMON_CLIPPINGS, NOT_APPLICABLE, SPECIAL_CLIPPINGS } from "./vocabulary";

const CLIPPING_ITEMS = new Map(
  [...COMMON_CLIPPINGS, ...SPECIAL_CLIPPINGS].map((name) => [name, catalogItem("clipping", name)]),
);

/** What the clippings of an occurrence depend on. */
export interface ClippingsOf {
  readonly reasons: readonly ReasonName[];
  readonly victims: readonly Victim[];
}

/**
 * The clippings (2.9) of an occurrence: "Ataque a político" exactly when a victim is qualified
 * Político; Feminicídio only with a female victim, Presídio only with a prison riot, Tiros de
 * helicópteros only in a police operation; otherwise zero to two common categories.
 */
export function pickClippings(random: SeededRandom, of: ClippingsOf): Clipping[] {
  const pool: ClippingName[] = [...COMMON_CLIPPINGS];
  if (of.victims.some((v) => v.genre.name.startsWith("Mulher"))) pool.push("Feminicídio");
  if (of.reasons.includes("Rebelião/fuga de presos")) pool.push("Presídio");
  if (of.reasons.includes("Operação policial")) pool.push("Tiros de helicópteros");
  const names: ClippingName[] = [];
  // Only victims qualified Político hold a political position.
  if (of.victims.some((v) => v.politicalPosition.name !== NOT_APPLICABLE))
    names.push("Ataque a político");
  const draw = random.next();
  const count = draw < 0.75 ? 0 : draw < 0.95 ? 1 : 2;
  for (let i = 0; i < count; i++) {
    const name = random.pick(pool);
    if (!names.includes(name)) names.push(name);
  }
  return names.map((name) => CLIPPING_ITEMS.get(name) ?? catalogItem("clipping", name));
}
