import { isRecord } from "../is-record";
import { registeredSchema, SCHEMA_NAMES, SCHEMA_ID_BASE, STRICT_ID_BASE } from "../schemas";

let places: WeakMap<object, string> | undefined;

function escape(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function index(map: WeakMap<object, string>, node: unknown, place: string): void {
  if (!isRecord(node) && !Array.isArray(node)) return;
  if (!map.has(node)) map.set(node, place);
  for (const [key, child] of Object.entries(node)) {
    index(map, child, `${place}/${escape(key)}`);
  }
}

/**
 * The place of a schema node as a departure names it (`v2/transport#/properties/transport`):
 * every node of every spec schema, default and strict variant, as Ajv holds them (an error's
 * `parentSchema` is one of them). Overlays (departures/) are not places.
 */
export function placeOfNode(node: unknown): string | undefined {
  if (places === undefined) {
    places = new WeakMap();
    for (const name of SCHEMA_NAMES.filter((n) => !n.startsWith("departures/"))) {
      for (const base of [SCHEMA_ID_BASE, STRICT_ID_BASE]) {
        index(places, registeredSchema(`${base}${name}.json`), `${name}#`);
      }
    }
  }
  return typeof node === "object" && node !== null ? places.get(node) : undefined;
}
