import type { ErrorObject } from "ajv";
import { getDepartures, type Departure, type DepartureKind } from "./departure";
import type { ProfileDeparture } from "./profile-folder";
import { followPointer } from "./follow-pointer";
import { SCHEMA_ID_BASE } from "./schema-file";
import { getAjv, registeredSchema } from "./get-ajv";
import { STRICT_ID_BASE } from "./to-strict-schema";

let byNode: WeakMap<object, Departure[]> | undefined;

/**
 * The schema nodes the departures replace, in the default and the strict variant, as Ajv holds
 * them: an error's `parentSchema` (Ajv's verbose mode) is one of these objects when it broke a
 * rule at a place a departure names.
 */
function departuresByNode(): WeakMap<object, Departure[]> {
  if (byNode !== undefined) return byNode;
  const map = new WeakMap<object, Departure[]>();
  // A shape within the spec is never the reason of an error: it is no candidate.
  for (const departure of getDepartures().filter((d) => !d.withinSpec)) {
    for (const { schema, pointer } of departure.targets) {
      for (const base of [SCHEMA_ID_BASE, STRICT_ID_BASE]) {
        const root = registeredSchema(`${base}${schema}.json`);
        const node = followPointer(root, pointer);
        if (typeof node !== "object" || node === null) {
          throw new Error(`${departure.name}: departsFrom ${schema}#${pointer} names no schema`);
        }
        map.set(node, [...(map.get(node) ?? []), departure]);
      }
    }
  }
  byNode = map;
  return map;
}

/** Whether a value has the shape a departure's overlay states. */
export function matchesDeparture(departure: Departure, value: unknown): boolean {
  const validate = getAjv().getSchema(`${SCHEMA_ID_BASE}${departure.name}.json`);
  return validate !== undefined && validate(value) === true;
}

/**
 * The schema node an Ajv error is about, and the kind of departure that can explain it: a
 * missing required field is about the field's own schema (an `absent` departure names that
 * place), a field not listed (`--strict`) about the object (`extra-fields`), anything else about
 * the rule's schema, with the value there (`shape`).
 */
export function errorPlace(
  error: ErrorObject,
): { readonly node: object; readonly kind: DepartureKind } | undefined {
  const parent = error.parentSchema;
  if (parent === undefined) return undefined;
  if (error.keyword === "required") {
    const field = String((error.params as { missingProperty?: unknown }).missingProperty);
    const properties = (parent as { properties?: Record<string, unknown> }).properties;
    const node = properties?.[field];
    return typeof node === "object" && node !== null ? { node, kind: "absent" } : undefined;
  }
  if (error.keyword === "additionalProperties") return { node: parent, kind: "extra-fields" };
  return { node: parent, kind: "shape" };
}

/** Whether a departure of `kind` found at an error's place explains it (a shape: by its value). */
function explains(departure: Departure, kind: DepartureKind, accepts: () => boolean): boolean {
  if (departure.kind !== kind) return false;
  return kind === "shape" ? accepts() : true;
}

/**
 * The known departure an Ajv error is, if any: the error broke a rule at a place a departure
 * replaces, and the value there has the departure's shape (or the departure states the field
 * absent, or extra fields on the object). Needs Ajv's verbose errors.
 */
export function findDeparture(error: ErrorObject): Departure | undefined {
  const place = errorPlace(error);
  if (place === undefined) return undefined;
  const candidates = departuresByNode().get(place.node) ?? [];
  return candidates.find((departure) =>
    explains(departure, place.kind, () => matchesDeparture(departure, error.data)),
  );
}

const byFolder = new WeakMap<readonly ProfileDeparture[], WeakMap<object, ProfileDeparture[]>>();

/**
 * The schema nodes a folder's departures replace (default and strict variant), as Ajv holds them.
 */
function folderNodes(departures: readonly ProfileDeparture[]): WeakMap<object, ProfileDeparture[]> {
  const cached = byFolder.get(departures);
  if (cached !== undefined) return cached;
  const map = new WeakMap<object, ProfileDeparture[]>();
  for (const entry of departures.filter((d) => !d.departure.withinSpec)) {
    for (const { schema, pointer } of entry.departure.targets) {
      for (const base of [SCHEMA_ID_BASE, STRICT_ID_BASE]) {
        const node = followPointer(registeredSchema(`${base}${schema}.json`), pointer);
        if (typeof node === "object" && node !== null) {
          map.set(node, [...(map.get(node) ?? []), entry]);
        }
      }
    }
  }
  byFolder.set(departures, map);
  return map;
}

/**
 * The departure of a profile folder an Ajv error is, if any: the error broke a rule at a place
 * one of the folder's overlays replaces, and the value there has the overlay's shape.
 */
export function findDepartureIn(
  departures: readonly ProfileDeparture[],
  error: ErrorObject,
): Departure | undefined {
  const place = errorPlace(error);
  if (place === undefined) return undefined;
  const candidates = folderNodes(departures).get(place.node) ?? [];
  return candidates.find((entry) =>
    explains(entry.departure, place.kind, () => entry.accepts(error.data)),
  )?.departure;
}
