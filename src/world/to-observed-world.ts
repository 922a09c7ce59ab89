import type { Occurrence } from "../generated/types";
import { isRecord } from "../is-record";
import {
  namedProfile,
  type Departure,
  type ProfileDeparture,
  type ProfileFolder,
  LETTER_CASES,
  toLetterCase,
  type LetterCase,
} from "../schemas";
import { stripAccents } from "../strip-accents";
import { SEED_STREAMS } from "./create-world-env";
import { createFakeContext, type FakeContext } from "./fake-context";
import { findDepartureSites, type DepartureSite } from "./departure-sites";
import { fakeFromSchema } from "./fake-from-schema";
import { COORDINATE_PRECISION } from "./place-in-city";
import { stableUuid } from "./stable-uuid";
import { v1StateId } from "./v1-state-id";
import { withDecimals } from "./with-decimals";
import type { World, WorldOccurrence } from "./world";

/** How the observed world is shaped. */
export interface ObservedOptions {
  /** Also apply the departures marked dirty (whitespace in coordinates): `serve --dirty`. */
  readonly dirty?: boolean;
  /**
   * The profile whose departures shape the records (`serve --profile DIR`); default `observed`,
   * the real service's known departures (schemas/departures/).
   */
  readonly profile?: ProfileFolder;
}

/**
 * The value production would send in place of `value` under a departure, or undefined to keep
 * it, at the departure's share. Read from the overlay's schema alone: `x-case-variant` (a table's
 * names in another letter case) spells the listed name in that case; an enum replaces the value by
 * one of its values; a number overlay turns a decimal string into its number; an object overlay
 * on an object adds its fields, on anything else replaces it by a fake of the overlay; `x-decimals`
 * (coordinates) renders the decimal string with a count of decimals drawn in its range, digits
 * past the world's precision drawn; a string
 * pattern (dirty coordinates) pads the value with the whitespace production sends; any other
 * overlay (null, relatedRecord) is a fake of it.
 */
function observedValue(entry: ProfileDeparture, value: unknown, ctx: FakeContext): unknown {
  const { departure, accepts } = entry;
  const { schema } = departure;
  const { random } = ctx;
  if (!random.chance(departure.share)) return undefined;
  const letterCase = schema["x-case-variant"];
  if (isLetterCase(letterCase)) {
    const spelled = typeof value === "string" ? toLetterCase(value, letterCase) : undefined;
    return spelled !== undefined && accepts(spelled) ? spelled : undefined;
  }
  if (Array.isArray(schema.enum)) return random.pick(schema.enum);
  // A number in place of a decimal string (a learned type change): the same value, as a number.
  const asNumber = typeof value === "string" ? Number(value.trim()) : Number.NaN;
  if (!Number.isNaN(asNumber) && (schema.type === "number" || schema.type === "integer")) {
    return accepts(asNumber) ? asNumber : undefined;
  }
  const decimals = schema["x-decimals"];
  if (isRecord(decimals) && typeof value === "string") {
    const count = random.between(Number(decimals.min), Number(decimals.max));
    const rendered = withDecimals(value, count, COORDINATE_PRECISION, random);
    return accepts(rendered) ? rendered : undefined;
  }
  if (typeof schema.pattern === "string" && !("x-faker" in schema) && typeof value === "string") {
    const padded = random.chance(0.5) ? ` ${value}` : `${value}\t`;
    return accepts(padded) ? padded : undefined;
  }
  const fake = fakeFromSchema(schema, ctx);
  if (schema.type === "object" && isRecord(value) && isRecord(fake)) return { ...fake, ...value };
  return fake;
}

const listOf = new WeakMap<readonly ProfileDeparture[], readonly Departure[]>();

/** The departures of a profile's entries, the same array each time (site lookups cache by it). */
function departuresOf(entries: readonly ProfileDeparture[]): readonly Departure[] {
  const known = listOf.get(entries);
  if (known !== undefined) return known;
  const list = entries.map((entry) => entry.departure);
  listOf.set(entries, list);
  return list;
}

function isLetterCase(value: unknown): value is LetterCase {
  return (LETTER_CASES as readonly unknown[]).includes(value);
}

function applySite(site: DepartureSite, entry: ProfileDeparture, ctx: FakeContext): void {
  const { parent, key } = site;
  if (entry.departure.kind === "absent") {
    // A field the service leaves out: gone from the record, at the overlay's share.
    if (!Array.isArray(parent) && ctx.random.chance(entry.departure.share)) delete parent[key];
    return;
  }
  const current = (parent as Record<string | number, unknown>)[key];
  const next = observedValue(entry, current, ctx);
  if (next === undefined) return;
  (parent as Record<string | number, unknown>)[key] = next;
  // Another name of a table's row (a clipping outside the spec's table) is another row: it has an
  // id of its own, the same wherever the name appears. Another spelling of one name keeps its id.
  if (
    !Array.isArray(parent) &&
    key === "name" &&
    typeof parent.id === "string" &&
    typeof next === "string" &&
    typeof current === "string" &&
    stripAccents(next).toLowerCase() !== stripAccents(current).toLowerCase()
  )
    parent.id = stableUuid(`name:${next}`);
}

/**
 * One occurrence as the real service sends it: the spec record with the departures of
 * schemas/departures/ applied where they apply (dirty ones only when asked), drawn from
 * (seed, id) alone so the same seed gives the same bytes.
 */
export function toObservedOccurrence(
  record: WorldOccurrence,
  seed: number,
  options: ObservedOptions = {},
  ctx: FakeContext = createFakeContext({ start: 0, end: 0 }),
): WorldOccurrence {
  ctx.random.seed([seed, record.id, SEED_STREAMS.observed]);
  const v2 = structuredClone(record.v2) as Occurrence;
  const { departures } = options.profile ?? namedProfile("observed");
  const list = departuresOf(departures);
  for (const site of findDepartureSites("v2/occurrence", v2, list)) {
    if (site.departure.dirty && options.dirty !== true) continue;
    const entry = departures.find((d) => d.departure === site.departure);
    if (entry !== undefined) applySite(site, entry, ctx);
  }
  listEachRowOnce(v2);
  return { ...record, v2 };
}

/**
 * Drops, from every list inside a record, an item whose id an earlier item of the list holds: a
 * name renamed by a departure takes the id of that name's row (two clippings both renamed
 * Transfobia are one row), and a row is listed once.
 */
function listEachRowOnce(value: unknown): void {
  if (Array.isArray(value)) {
    const ids = new Set<string>();
    for (let i = value.length - 1; i >= 0; i -= 1) listEachRowOnce(value[i]);
    const kept = value.filter((item: unknown) => {
      const id = isRecord(item) && typeof item.id === "string" ? item.id : undefined;
      if (id === undefined) return true;
      if (ids.has(id)) return false;
      ids.add(id);
      return true;
    });
    value.splice(0, value.length, ...kept);
    return;
  }
  if (isRecord(value)) for (const child of Object.values(value)) listEachRowOnce(child);
}

/**
 * The observed profile's world: every occurrence shaped as production sends it (see
 * toObservedOccurrence), and the states' v1 ids those of the real v1 (v1StateId: Rio de
 * Janeiro 19). Cities, other ids, dates and counts are the spec world's, so v1 and v2 (views of
 * the same records) still agree record by record.
 */
export function toObservedWorld(world: World, options: ObservedOptions = {}): World {
  const ctx = createFakeContext({ start: world.occurrences[0]?.time ?? 0, end: world.lastUpdate });
  // The v1 state ids real clients know (the state's place among the 27 federative units), where
  // the world's names are of them; the v2 UUIDs are the same in every profile already.
  const stateIds = new Map(world.states.map((s) => [s.id, v1StateId(s.name) ?? s.id]));
  const stateIdOf = (id: number): number => stateIds.get(id) ?? id;
  return {
    ...world,
    variant: `${options.profile?.name ?? "observed"}${options.dirty === true ? " dirty" : ""}`,
    states: world.states.map((state) => Object.freeze({ ...state, id: stateIdOf(state.id) })),
    cities: world.cities.map((city) =>
      Object.freeze({ ...city, stateId: stateIdOf(city.stateId) }),
    ),
    occurrences: world.occurrences.map((record) => {
      const observed = toObservedOccurrence(record, world.seed, options, ctx);
      return { ...observed, stateId: stateIdOf(record.stateId) };
    }),
  };
}
