import type { AnimalVictim } from "../generated/types";
import { catalogItem } from "./catalog-item";
import type { FakeContext } from "./fake-context";
import { fakeOf } from "./fake-from-schema";
import { randomUuid } from "./random-uuid";
import { ANIMAL_CIRCUMSTANCES } from "./vocabulary";

/** Chance that an occurrence with an animal victim has a second one (drawn from `shapes`). */
const SECOND_ANIMAL = 0.2;

function animalVictim(
  ctx: FakeContext,
  shapes: FakeContext,
  occurrenceId: string,
  date: string,
): AnimalVictim {
  const { random } = ctx;
  const dead = random.chance(0.6);
  const count = shapes.random.chance(0.7) ? 0 : shapes.random.chance(0.8) ? 1 : 2;
  return fakeOf("v2/animal-victim", ctx, {
    id: randomUuid(random),
    occurrenceId,
    situation: dead ? "Dead" : "Wounded",
    circumstances: ANIMAL_CIRCUMSTANCES.slice(0, count).map((name) =>
      catalogItem("circumstance", name),
    ),
    deathDate: dead ? date : null,
  });
}

/**
 * The animal victims of an occurrence: usually none, sometimes one, now and then two. The
 * situation decides deathDate (the occurrence's date for the dead, null for the wounded); name
 * and kind of animal come from the schema's x-faker (animal-victim.json). The first animal's
 * values come from `ctx`; whether there is a second one, its values and the circumstances
 * (none for most, one or two) from `shapes`.
 */
export function buildAnimalVictims(
  ctx: FakeContext,
  shapes: FakeContext,
  occurrenceId: string,
  date: string,
): AnimalVictim[] {
  if (!ctx.random.chance(0.03)) return [];
  const first = animalVictim(ctx, shapes, occurrenceId, date);
  if (!shapes.random.chance(SECOND_ANIMAL)) return [first];
  return [first, animalVictim(shapes, shapes, occurrenceId, date)];
}
