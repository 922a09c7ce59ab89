import { stableUuid } from "./stable-uuid";

/**
 * An {id, name} item of a catalogue (typedItem adds the `type` of the {id, name, type} objects of
 * 2.6).
 */
export interface CatalogItem<N extends string = string> {
  readonly id: string;
  readonly name: N;
}

const items = new Map<string, object>();

function memo<T extends object>(key: string, make: () => T): T {
  const found = items.get(key);
  if (found !== undefined) return found as T;
  const item = Object.freeze(make());
  items.set(key, item);
  return item;
}

/**
 * The shared, frozen {id, name} item of a catalogue (reasons, clippings, age groups, ...). Its
 * UUID derives from the catalogue and the name, so equal names carry equal ids in every record
 * and every world.
 */
export function catalogItem<N extends string>(catalog: string, name: N): CatalogItem<N> {
  return memo(`${catalog}:${name}`, () => ({ id: stableUuid(`${catalog}:${name}`), name }));
}

/** The shared, frozen {id, name, type} item of a catalogue (service, political, agent status). */
export function typedItem<N extends string, T extends string>(
  catalog: string,
  name: N,
  type: T,
): CatalogItem<N> & { readonly type: T } {
  return memo(`${catalog}:${type}:${name}`, () => ({
    id: stableUuid(`${catalog}:${type}:${name}`),
    name,
    type,
  }));
}
