import { en, Faker, pt_BR } from "@faker-js/faker";
import { SeededRandom } from "./seeded-random";

/** What a schema-driven generator draws from. */
export interface FakeContext {
  /** Faker in Brazilian Portuguese (English as fallback) whose randomizer is `random`. */
  readonly faker: Faker;
  /** The seeded source behind `faker`; cheap draws for types, enums, bounds and UUIDs. */
  readonly random: SeededRandom;
  /** The instants (epoch ms, both inclusive) that `format: date-time` and `date` values fall in. */
  readonly dateRange: { readonly start: number; readonly end: number };
}

/**
 * A fresh context. Its faker shares `random`, so `ctx.faker.seed([...])` (or
 * `ctx.random.seed([...])`) reseeds both; nothing is drawn before the caller seeds it.
 */
export function createFakeContext(
  dateRange: FakeContext["dateRange"],
  seed: number | readonly number[] = 0,
): FakeContext {
  const random = new SeededRandom(seed);
  const faker = new Faker({ locale: [pt_BR, en], randomizer: random });
  return { faker, random, dateRange };
}
