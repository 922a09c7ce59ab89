import type { Faker, LocaleDefinition, Randomizer } from "@faker-js/faker";
// The pt_BR entry loads pt_BR, en and base only; the package's main entry loads every locale,
// about 100 ms more at startup. Its Faker class and merged definitions are taken from its instance.
import { faker as brazilianFaker } from "@faker-js/faker/locale/pt_BR";
import { SeededRandom } from "../seeded-random";

type FakerClass = new (options: { locale: LocaleDefinition; randomizer: Randomizer }) => Faker;
const BrazilianFaker = brazilianFaker.constructor as FakerClass;

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
  const faker = new BrazilianFaker({ locale: brazilianFaker.rawDefinitions, randomizer: random });
  return { faker, random, dateRange };
}
