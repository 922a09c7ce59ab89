import { isRecord } from "../is-record";
import { parseV1Date, parseV2Date } from "./dates";

function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return current;
}

function stringAt(value: unknown, ...keys: string[]): string | undefined {
  const found = field(value, ...keys);
  return typeof found === "string" ? found : undefined;
}

function numberAt(value: unknown, ...keys: string[]): number | undefined {
  const found = field(value, ...keys);
  return typeof found === "number" && Number.isFinite(found) ? found : undefined;
}

function booleanAt(value: unknown, ...keys: string[]): boolean | undefined {
  const found = field(value, ...keys);
  return typeof found === "boolean" ? found : undefined;
}

/**
 * The fields of a v2 occurrence the semantic checks use, read leniently: a field of the wrong
 * type is undefined here (the schema check reports it), so one bad field does not hide the rest.
 */
export interface LooseOccurrence {
  readonly id?: string;
  readonly time?: number;
  readonly date?: string;
  readonly stateId?: string;
  readonly stateName?: string;
  readonly cityId?: string;
  readonly cityName?: string;
  readonly victimCount?: number;
  readonly animalVictimCount?: number;
  /** The occurrenceId of every human and animal victim (undefined where it is not a string). */
  readonly victimOccurrenceIds: readonly (string | undefined)[];
}

/** pageMeta read leniently: a field of the wrong type is undefined. */
export interface LoosePageMeta {
  readonly page?: number;
  readonly take?: number;
  readonly itemCount?: number;
  readonly pageCount?: number;
  readonly hasPreviousPage?: boolean;
  readonly hasNextPage?: boolean;
}

/** A v2 occurrences page read leniently. */
export interface LoosePage {
  readonly meta?: LoosePageMeta;
  readonly items: readonly LooseOccurrence[];
}

/** Reads a v2 occurrences body; undefined when `data` is not an array. */
export function readV2Page(body: unknown): LoosePage | undefined {
  const data = field(body, "data");
  if (!Array.isArray(data)) return undefined;
  const rawMeta = field(body, "pageMeta");
  const meta = isRecord(rawMeta)
    ? {
        page: numberAt(rawMeta, "page"),
        take: numberAt(rawMeta, "take"),
        itemCount: numberAt(rawMeta, "itemCount"),
        pageCount: numberAt(rawMeta, "pageCount"),
        hasPreviousPage: booleanAt(rawMeta, "hasPreviousPage"),
        hasNextPage: booleanAt(rawMeta, "hasNextPage"),
      }
    : undefined;
  const items = data.map((item: unknown): LooseOccurrence => {
    const victims = field(item, "victims");
    const animalVictims = field(item, "animalVictims");
    return {
      id: stringAt(item, "id"),
      date: stringAt(item, "date"),
      time: parseV2Date(field(item, "date")),
      stateId: stringAt(item, "state", "id"),
      stateName: stringAt(item, "state", "name"),
      cityId: stringAt(item, "city", "id"),
      cityName: stringAt(item, "city", "name"),
      victimCount: Array.isArray(victims) ? victims.length : undefined,
      animalVictimCount: Array.isArray(animalVictims) ? animalVictims.length : undefined,
      victimOccurrenceIds: [
        ...(Array.isArray(victims) ? victims : []),
        ...(Array.isArray(animalVictims) ? animalVictims : []),
      ].map((victim: unknown) => stringAt(victim, "occurrenceId")),
    };
  });
  return { meta, items };
}

/** A v2 city read leniently. */
export interface LooseCity {
  readonly id?: string;
  readonly name?: string;
  readonly stateId?: string;
  readonly stateName?: string;
}

/** Reads the `data` of a v2 cities (or states) body; undefined when it is not an array. */
export function readV2Cities(body: unknown): LooseCity[] | undefined {
  const data = field(body, "data");
  if (!Array.isArray(data)) return undefined;
  return data.map((city: unknown) => ({
    id: stringAt(city, "id"),
    name: stringAt(city, "name"),
    stateId: stringAt(city, "state", "id"),
    stateName: stringAt(city, "state", "name"),
  }));
}

/** A v1 row: a bare JSON object. */
export type V1Row = Readonly<Record<string, unknown>>;

/** Reads a v1 list body; undefined when it is not an array of objects. */
export function readV1Rows(body: unknown): V1Row[] | undefined {
  if (!Array.isArray(body)) return undefined;
  return body.every(isRecord) ? body : undefined;
}

/** The instant of a v1 row's data_ocorrencia, or undefined. */
export function v1RowTime(row: V1Row): number | undefined {
  return parseV1Date(row.data_ocorrencia);
}
