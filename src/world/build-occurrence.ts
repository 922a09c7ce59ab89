import { DAY_MS } from "../day-start";
import { buildAnimalVictims } from "./build-animal-victims";
import { buildTransports } from "./build-transports";
import { buildVictims } from "./build-victims";
import { catalogItem } from "./catalog-item";
import { SEED_STREAMS, type WorldEnv } from "./create-world-env";
import { fakeOf } from "./fake-from-schema";
import { pickClippings } from "./pick-clippings";
import { pickComplementaryReasons, pickMainReason } from "./pick-reasons";
import { placeInCity } from "./place-in-city";
import { randomUuid } from "./random-uuid";
import { POLICE_REASONS, SUB_NEIGHBORHOOD_KINDS } from "./vocabulary";
import { WeightedTable } from "./weighted-table";
import type { WorldOccurrence } from "./world";
/** fonte_ocorrencia: 0 user, 1 press, 2 police. */
const SOURCE_TABLE = new WeightedTable([
  [1, 60],
  [2, 25],
  [0, 15],
] as const);
/** documentNumber = this + id: unique and stable. */
const DOCUMENT_NUMBER_BASE = 100_000;
/**
 * Every this-many-th occurrence (by id) happens at the same minute as the one before it, when
 * that minute lies in its own state's coverage: real data has occurrences at the same minute, so
 * a page edge can fall between two records of equal date (the suite's paging-ties witness).
 */
export const SAME_MINUTE_EVERY = 20;
/**
 * Occurrences whose `id % UNKNOWN_TIME_EVERY === UNKNOWN_TIME_AT` have no known time of day: they
 * happen at the first instant of their day (v1 shows `00:00:00`), when that instant lies in
 * their state's coverage. Real v1 rows show an unknown time as midnight (1,305 of 1,777 rows of
 * a Recife capture, real-world.md "Version 1 as it really answered"); one in six here, so a
 * day's records mix midnight and later times. The ids never meet SAME_MINUTE_EVERY's (a multiple
 * of 20 is never 3 more than a multiple of 6), and no random draw is added or moved.
 */
export const UNKNOWN_TIME_EVERY = 6;
export const UNKNOWN_TIME_AT = 3;
/**
 * Share of occurrences whose `locality` is an {id, name} object (null in the rest): 138 of 435
 * records of a real capture (Salvador, 2025; real-world.md "Nested objects").
 */
export const LOCALITY_SHARE = 138 / 435;
/**
 * Share of occurrences whose `subNeighborhood` is an {id, name} object: 37 of 435 in that capture.
 */
export const SUB_NEIGHBORHOOD_SHARE = 37 / 435;

/**
 * Occurrence `id` (1-based) of a world. Its values derive only from (seed, id), the per-city
 * data and the time of occurrence id - 1 (`previousTime`: every SAME_MINUTE_EVERY-th shares it;
 * every UNKNOWN_TIME_EVERY-th is at midnight),
 * so a world of N + M occurrences begins with the same N. World logic decides ids,
 * references, place, date, reasons, victims and the flags that must agree with them
 * (policeAction from police reasons; agentPresence from police action or an agent victim;
 * massacre when 3+ civilians died); `locality` and `subNeighborhood` are {id, name} objects at
 * the shares real records show (LOCALITY_SHARE, SUB_NEIGHBORHOOD_SHARE: a street of the city, a
 * part of the neighbourhood), null in the rest; every other property comes from the schema
 * (occurrence.json, context-info.json).
 */
export function buildOccurrence(env: WorldEnv, id: number, previousTime?: number): WorldOccurrence {
  const { ctx } = env;
  const { random } = ctx;
  ctx.faker.seed([env.seed, id, SEED_STREAMS.occurrence]);
  const { shapes } = env;
  shapes.faker.seed([env.seed, id, SEED_STREAMS.shapes]);
  const uuid = randomUuid(random);
  const kit = env.cities.pick(random);
  const drawn = kit.from + random.below(kit.minutes) * 60_000;
  const tied =
    id % SAME_MINUTE_EVERY === 0 && previousTime !== undefined && previousTime >= kit.from;
  const midnight = drawn - (drawn % DAY_MS);
  const unknownTime = id % UNKNOWN_TIME_EVERY === UNKNOWN_TIME_AT && midnight >= kit.from;
  const time = tied ? previousTime : unknownTime ? midnight : drawn;
  const date = new Date(time).toISOString();
  const neighborhood = random.pick(kit.city.neighborhoods);
  const { latitude, longitude } = placeInCity(random, kit.city, kit.lonKmPerDegree);
  const mainReason = pickMainReason(random);
  const policeWork = POLICE_REASONS.includes(mainReason.name);
  const victims = buildVictims(ctx, {
    occurrenceId: uuid,
    time,
    mainReason: mainReason.name,
    policeWork,
    shapes,
  });
  const hasDeath = victims.some((v) => v.situation === "Dead");
  const complementaryReasons = pickComplementaryReasons(random, mainReason.name, hasDeath);
  const reasons = [mainReason.name, ...complementaryReasons.map((r) => r.name)];
  const policeAction = reasons.some((name) => POLICE_REASONS.includes(name));
  const agentVictim = victims.some((v) => v.personType === "Agent");
  // Agents are sometimes present without acting or being hit (e.g. an off-duty agent robbed).
  const agentPresence = policeAction || agentVictim || random.chance(0.05);
  const deadCivilians = victims.filter(
    (v) => v.situation === "Dead" && v.personType === "Civilian",
  ).length;
  const contextInfo = fakeOf("v2/context-info", ctx, {
    mainReason,
    complementaryReasons,
    clippings: pickClippings(random, { reasons, victims }),
    massacre: deadCivilians >= 3,
    policeUnit: policeAction ? `${random.between(1, 41)}º BPM` : random.chance(0.7) ? "" : null,
  });
  const v2 = fakeOf("v2/occurrence", ctx, {
    id: uuid,
    documentNumber: DOCUMENT_NUMBER_BASE + id,
    address: `${random.pick(kit.streets)}${kit.addressSuffix}`,
    state: kit.stateRef,
    region: kit.state.region,
    city: kit.cityRef,
    neighborhood,
    subNeighborhood: shapes.random.chance(SUB_NEIGHBORHOOD_SHARE)
      ? {
          ...catalogItem(
            `sub-neighborhood:${kit.city.ibge}`,
            `${shapes.random.pick(SUB_NEIGHBORHOOD_KINDS)} ${neighborhood.name}`,
          ),
        }
      : null,
    locality: shapes.random.chance(LOCALITY_SHARE)
      ? { ...catalogItem(`locality:${kit.city.ibge}`, shapes.random.pick(kit.streets)) }
      : null,
    latitude,
    longitude,
    date,
    policeAction,
    agentPresence,
    contextInfo,
    transports: buildTransports(ctx, uuid, time),
    victims,
    animalVictims: buildAnimalVictims(ctx, shapes, uuid, date),
  });
  return {
    id,
    stateId: kit.state.id,
    cityId: kit.city.id,
    time,
    source: SOURCE_TABLE.pick(random),
    v2,
  };
}
