import type { DataCollection } from "./data-collection";

/** Notes a state seen in a record or an item: the first name is kept, a region added once known. */
export function noteState(data: DataCollection, id: string, name: unknown, region: unknown): void {
  const key = id.toLowerCase();
  const state = data.states.get(key);
  if (state === undefined) {
    data.states.set(key, {
      id,
      name: typeof name === "string" ? name : "",
      ...(region === undefined ? {} : { region }),
    });
  } else if (region !== undefined) state.region ??= region;
}

/** Notes a city seen in a record or a /cities item (`json`), which wins over a record's. */
export function noteCity(
  data: DataCollection,
  id: string,
  name: unknown,
  stateId: string,
  json: string | undefined,
): void {
  const key = id.toLowerCase();
  const city = data.cities.get(key);
  if (city === undefined) {
    const entry = {
      id,
      name: typeof name === "string" ? name : "",
      stateId: stateId.toLowerCase(),
    };
    data.cities.set(key, json === undefined ? entry : { ...entry, json });
  } else if (json !== undefined) {
    // A /cities item wins over a record's {id, name}: it carries the served name and state.
    data.cities.set(key, {
      id,
      name: typeof name === "string" ? name : city.name,
      stateId: stateId.toLowerCase(),
      json,
    });
  }
}
