import { isRecord } from "../is-record";
import { readOccurrenceRecord, stringAt, valueAt, type LooseOccurrence } from "../capture";
import { parseV1Date } from "./dates";

export type { LooseOccurrence } from "../capture";

function numberAt(value: unknown, ...keys: string[]): number | undefined {
  const found = valueAt(value, ...keys);
  return typeof found === "number" && Number.isFinite(found) ? found : undefined;
}

function booleanAt(value: unknown, ...keys: string[]): boolean | undefined {
  const found = valueAt(value, ...keys);
  return typeof found === "boolean" ? found : undefined;
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

/** Pages read so far, by the body they were read from: the checks read one body many times. */
const pagesRead = new WeakMap<object, LoosePage>();

/** Reads a v2 occurrences body; undefined when `data` is not an array. */
export function readV2Page(body: unknown): LoosePage | undefined {
  const known = isRecord(body) ? pagesRead.get(body) : undefined;
  if (known !== undefined) return known;
  const page = readPage(body);
  if (page !== undefined && isRecord(body)) pagesRead.set(body, page);
  return page;
}

const NO_VICTIMS: readonly (string | undefined)[] = Object.freeze([]);

/**
 * An item of a kept page: the fields the checks read, copied from a record read leniently, its
 * victims' occurrence ids read once (the record's victims are not held), its repeated strings
 * (state and city ids and names) one string each.
 */
class KeptOccurrence implements LooseOccurrence {
  readonly id: string | undefined;
  readonly date: string | undefined;
  readonly time: number | undefined;
  readonly stateId: string | undefined;
  readonly stateName: string | undefined;
  readonly cityId: string | undefined;
  readonly cityName: string | undefined;
  readonly victimCount: number | undefined;
  readonly animalVictimCount: number | undefined;
  readonly victimOccurrenceIds: readonly (string | undefined)[];
  readonly transportOccurrenceIds: readonly (string | undefined)[];

  constructor(item: LooseOccurrence, one: (text: string | undefined) => string | undefined) {
    this.id = one(item.id);
    this.date = item.date;
    this.time = item.time;
    this.stateId = one(item.stateId);
    this.stateName = one(item.stateName);
    this.cityId = one(item.cityId);
    this.cityName = one(item.cityName);
    this.victimCount = item.victimCount;
    this.animalVictimCount = item.animalVictimCount;
    const victims = item.victimOccurrenceIds;
    this.victimOccurrenceIds = victims.length === 0 ? NO_VICTIMS : victims.map(one);
    const transports = item.transportOccurrenceIds;
    this.transportOccurrenceIds = transports.length === 0 ? NO_VICTIMS : transports.map(one);
  }
}

/**
 * A page to keep beside (or instead of) its body's parse: the same meta and items, each item only
 * the fields the checks read (a LooseOccurrence read from a parse holds its record's victims), a
 * tenth of the parse or less.
 */
export function compactPage(page: LoosePage | undefined): LoosePage | undefined {
  if (page === undefined) return undefined;
  const strings = new Map<string, string>();
  const one = (text: string | undefined): string | undefined => {
    if (text === undefined) return undefined;
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  return { meta: page.meta, items: page.items.map((item) => new KeptOccurrence(item, one)) };
}

/** Reads a v2 occurrences body into a compact page (compactPage), holding nothing of the parse. */
export function readCompactV2Page(body: unknown): LoosePage | undefined {
  return compactPage(pagesRead.get(body as object) ?? readPage(body));
}

function readPage(body: unknown): LoosePage | undefined {
  const data = valueAt(body, "data");
  if (!Array.isArray(data)) return undefined;
  const rawMeta = valueAt(body, "pageMeta");
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
  const items = data.map(readOccurrenceRecord);
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
  const data = valueAt(body, "data");
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
