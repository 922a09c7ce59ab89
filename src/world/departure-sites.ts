import { isRecord } from "../is-record";
import {
  getDepartures,
  registeredSchema,
  type Departure,
  type SchemaName,
  followPointer,
} from "../schemas";
import { SCHEMA_ID_BASE } from "../schemas/schema-file";

/** A place in a value where a departure applies: the container and the key of the value. */
export interface DepartureSite {
  readonly departure: Departure;
  /** The object or array holding the value. */
  readonly parent: Record<string, unknown> | unknown[];
  /** The value's key (property name or array index). */
  readonly key: string | number;
}

const targetsOf = new WeakMap<readonly Departure[], Map<object, Departure[]>>();

function targetNodes(departures: readonly Departure[]): Map<object, Departure[]> {
  const cached = targetsOf.get(departures);
  if (cached !== undefined) return cached;
  const map = new Map<object, Departure[]>();
  for (const departure of departures) {
    for (const { schema, pointer } of departure.targets) {
      const node = followPointer(schemaOf(`${SCHEMA_ID_BASE}${schema}.json`), pointer);
      if (isRecord(node)) map.set(node, [...(map.get(node) ?? []), departure]);
    }
  }
  targetsOf.set(departures, map);
  return map;
}

function schemaOf(id: string): unknown {
  return registeredSchema(id);
}

/**
 * Every place in `value` where a departure (default: those of schemas/departures/) applies, found
 * by walking the value along its schema (`$ref`, `properties`, `items`): the sites follow from the
 * overlays' `departsFrom`, with no list of places in the code.
 */
export function findDepartureSites(
  name: SchemaName,
  value: unknown,
  departures: readonly Departure[] = getDepartures(),
): DepartureSite[] {
  const sites: DepartureSite[] = [];
  const nodes = targetNodes(departures);
  const walk = (
    schema: unknown,
    base: string,
    data: unknown,
    parent?: DepartureSite["parent"],
    key?: string | number,
  ): void => {
    if (!isRecord(schema)) return;
    if (typeof schema.$ref === "string") {
      const id = new URL(schema.$ref, base).href;
      walk(schemaOf(id), id, data, parent, key);
      return;
    }
    if (parent !== undefined && key !== undefined) {
      for (const departure of nodes.get(schema) ?? []) sites.push({ departure, parent, key });
    }
    if (isRecord(schema.properties) && isRecord(data)) {
      for (const [field, sub] of Object.entries(schema.properties)) {
        if (field in data) walk(sub, base, data[field], data, field);
      }
    }
    if (isRecord(schema.items) && Array.isArray(data)) {
      data.forEach((item, index) => walk(schema.items, base, item, data, index));
    }
  };
  const id = `${SCHEMA_ID_BASE}${name}.json`;
  walk(schemaOf(id), id, value);
  return sites;
}
