import type { AnimalVictim } from "../generated/types";
import type { FakeContext } from "./fake-context";
import { fakeOf } from "./fake-from-schema";
import { randomUuid } from "./random-uuid";

/**
 * The animal victims of an occurrence: usually none. The situation decides deathDate (the
 * occurrence's date for the dead, null for the wounded); name and kind of animal come from the
 * schema's x-faker (animal-victim.json).
 */
export function buildAnimalVictims(
  ctx: FakeContext,
  occurrenceId: string,
  date: string,
): AnimalVictim[] {
  const { random } = ctx;
  if (!random.chance(0.03)) return [];
  const dead = random.chance(0.6);
  return [
    fakeOf("v2/animal-victim", ctx, {
      id: randomUuid(random),
      occurrenceId,
      situation: dead ? "Dead" : "Wounded",
      circumstances: [],
      deathDate: dead ? date : null,
    }),
  ];
}
