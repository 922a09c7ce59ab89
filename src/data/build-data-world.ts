import type { RegionRef } from "../generated/types";
import { contractRegion } from "./contract-region";
import { foldName, positionsInOrder } from "../query";
import {
  buildCities,
  buildStates,
  type World,
  type WorldCity,
  type WorldState,
} from "../world/views-entry";
import { CapturedOccurrence } from "./captured-occurrence";
import type { CollectedCity, CollectedState, DataCollection } from "./data-collection";

/** fonte_ocorrencia of every derived v1 row: v2 records do not say it; 1 is "press". */
export const CAPTURED_V1_SOURCE = 1;

function regionOf(state: CollectedState): RegionRef {
  return contractRegion(state.region) ?? { id: "", region: "", state: state.name, enabled: true };
}

/**
 * Integer ids for keys: a key that matches a reference item (and whose reference id is still
 * free) takes that item's id, the others take ids after the reference ones, in first-seen order.
 */
function assignIds<T>(
  keys: readonly string[],
  match: (key: string) => T | undefined,
  idOf: (reference: T) => number,
  firstFree: number,
): Map<string, { id: number; reference: T | undefined }> {
  const used = new Set<number>();
  const out = new Map<string, { id: number; reference: T | undefined }>();
  let next = firstFree;
  for (const key of keys) {
    const reference = match(key);
    if (reference !== undefined && !used.has(idOf(reference))) {
      used.add(idOf(reference));
      out.set(key, { id: idOf(reference), reference });
    } else out.set(key, { id: next++, reference: undefined });
  }
  return out;
}

function buildStatesOf(collected: ReadonlyMap<string, CollectedState>): Map<string, WorldState> {
  const references = buildStates();
  const ids = assignIds(
    [...collected.keys()],
    (key) => references.find((s) => foldName(s.name) === foldName(collected.get(key)?.name ?? "")),
    (reference) => reference.id,
    references.length + 1,
  );
  const states = new Map<string, WorldState>();
  for (const [key, state] of collected) {
    const { id, reference } = ids.get(key) ?? { id: 0, reference: undefined };
    const base = reference ?? { id, name: state.name, uf: "", ibge: 0 };
    states.set(key, { ...base, id, uuid: state.id, region: regionOf(state) });
  }
  return states;
}

function buildCitiesOf(
  collected: ReadonlyMap<string, CollectedCity>,
  states: ReadonlyMap<string, WorldState>,
): Map<string, WorldCity> {
  const references = buildCities(buildStates());
  const ufOf = (city: CollectedCity) => states.get(city.stateId)?.uf ?? "";
  const referenceStateUf = new Map(buildStates().map((state) => [state.id, state.uf]));
  const ids = assignIds(
    [...collected.keys()],
    (key) => {
      const city = collected.get(key);
      if (city === undefined) return undefined;
      return references.find(
        (r) =>
          foldName(r.name) === foldName(city.name) &&
          referenceStateUf.get(r.stateId) === ufOf(city),
      );
    },
    (reference) => reference.id,
    references.length + 1,
  );
  const cities = new Map<string, WorldCity>();
  for (const [key, city] of collected) {
    const { id, reference } = ids.get(key) ?? { id: 0, reference: undefined };
    const stateId = states.get(city.stateId)?.id ?? 0;
    const base: WorldCity = reference ?? {
      id,
      uuid: city.id,
      stateId,
      name: city.name,
      ibge: 0,
      population: 0,
      areaKm2: 0,
      density: "0",
      demonym: "",
      lat: 0,
      lon: 0,
      radiusKm: 0,
      neighborhoods: [],
    };
    cities.set(key, { ...base, id, uuid: city.id, stateId, neighborhoods: [] });
  }
  return cities;
}

function day(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The world of a DataCollection (undefined when it holds no record): states and cities with their
 * captured ids, integer ids from the reference data where the name matches (so v1 ids and columns
 * are those of the generated world) and after them otherwise; the records ordered by date, ties in
 * reading order, with integer ids 1… in that order; the window and lastUpdate from the records'
 * first and newest dates; a digest of every served text (records in reading order, hashed as they
 * were kept; captured cities and states) and a seed from it (login secrets and failure draws then
 * stay the same for the same data).
 */
export function buildDataWorld(data: DataCollection): World | undefined {
  const { records } = data;
  if (records.length === 0) return undefined;
  const states = buildStatesOf(data.states);
  const cities = buildCitiesOf(data.cities, states);
  // The times in a typed array: the comparator then touches nothing else.
  const times = new Float64Array(records.length);
  for (let index = 0; index < times.length; index++) times[index] = records.times.get(index);
  // By date, ties in reading order.
  const order = positionsInOrder(times.length, (a, b) => times[a]! - times[b]! || a - b);
  const occurrenceJson = records.texts.inOrder(order);
  const v1Facts = records.facts.inOrder(order);
  const withVictim = new Uint8Array(records.length);
  const occurrences: CapturedOccurrence[] = [];
  const hash = data.recordsHash.copy();
  // Each place's state and city looked up once, not once per record.
  const placeIds = records.places.map((place) => ({
    stateId: states.get(place.stateId)?.id ?? 0,
    cityId: cities.get(place.cityId)?.id ?? 0,
  }));
  for (let position = 0; position < order.length; position++) {
    const index = order[position]!;
    withVictim[position] = records.withVictim.get(index);
    const { stateId, cityId } = placeIds[records.place.get(index)]!;
    occurrences.push(
      new CapturedOccurrence(
        position + 1,
        stateId,
        cityId,
        times[index]!,
        CAPTURED_V1_SOURCE,
        occurrenceJson,
      ),
    );
  }
  const first = times[order[0]!]!;
  const last = times[order[order.length - 1]!]!;
  const byId = <T extends { readonly id: number }>(items: Iterable<T>): T[] =>
    [...items].sort((a, b) => a.id - b.id);
  const worldStates = byId(states.values());
  const worldCities = byId(cities.values());
  const texts = <T extends { json?: string }>(
    collected: ReadonlyMap<string, T>,
    ids: ReadonlyMap<string, { readonly id: number }>,
  ): Map<number, string> => {
    const out = new Map<number, string>();
    for (const [key, item] of collected) {
      const id = ids.get(key)?.id;
      if (item.json !== undefined && id !== undefined) out.set(id, item.json);
    }
    return out;
  };
  const cityJson = texts(data.cities, cities);
  const stateJson = texts(data.states, states);
  for (const text of [...cityJson.values(), ...stateJson.values()]) hash.update(text);
  const digest = hash.digest();
  return {
    seed: digest.readUInt32BE(0),
    states: worldStates,
    cities: worldCities,
    occurrences,
    window: { first: day(first), last: day(last) },
    lastUpdate: last,
    capture: {
      occurrenceJson,
      withVictim,
      v1Facts,
      cityJson,
      stateJson,
      digest: digest.toString("hex"),
      sources: data.sources,
      duplicates: data.duplicates,
    },
  };
}
