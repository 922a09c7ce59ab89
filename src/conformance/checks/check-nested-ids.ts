import { isRecord } from "../../is-record";
import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import { foldName } from "../text";
import { rawItems } from "./check-records";

/** The lists of a record whose items belong to it alone: each item's id under one occurrence. */
const OWNED_LISTS = ["victims", "animalVictims", "transports"] as const;

/**
 * The victim fields whose values v1's count columns are read by (dead or wounded, civilian or
 * agent): one value is spelled one way in every record.
 */
const SPELLED_FIELDS = ["situation", "personType"] as const;

/** Where an id was first seen: the name it gave, its place and the answer. */
interface Seen {
  readonly name: string;
  readonly path: string;
  readonly record: string;
  readonly exchange: CheckInput;
}

/** Every object with a string id inside a record (the record itself left out), with its path. */
function* nested(
  value: unknown,
  path: string,
): Generator<{ readonly path: string; readonly object: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nested(item, `${path}[]`);
    return;
  }
  if (!isRecord(value)) return;
  if (path !== "" && typeof value.id === "string") yield { path, object: value };
  for (const [key, child] of Object.entries(value))
    if (typeof child === "object" && child !== null)
      yield* nested(child, path === "" ? key : `${path}.${key}`);
}

/**
 * The first list inside a record that holds one id twice (a join that repeats a row: the
 * clippings once per reason), with its path; undefined when every list holds each id once.
 */
function listedTwice(value: unknown, path: string): { path: string; id: string } | undefined {
  if (Array.isArray(value)) {
    const ids = new Set<string>();
    // A record's own victims and transports listed twice are v2.records.victims' to judge.
    const owned = (OWNED_LISTS as readonly string[]).includes(path);
    for (const item of owned ? [] : value) {
      if (!isRecord(item) || typeof item.id !== "string") continue;
      if (ids.has(item.id)) return { path: `${path}[]`, id: item.id };
      ids.add(item.id);
    }
    for (const item of value) {
      const inner = listedTwice(item, `${path}[]`);
      if (inner !== undefined) return inner;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== "object" || child === null) continue;
    const inner = listedTwice(child, path === "" ? key : `${path}.${key}`);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A name as compared: letter case, accents and surrounding blanks aside. */
function comparable(name: string): string {
  return foldName(name.trim());
}

/**
 * An id inside a record names one thing (api-v2 2.3–2.10): the state, city, region,
 * neighborhood, reasons, clippings, qualifications and the victim's objects are rows of their
 * tables, so an id gives the same name wherever it appears (letter case, accents and blanks
 * aside: the real service departs from the spec's spelling), a victim, animal victim or
 * transport is listed under one occurrence only, no list of a record holds one id twice, and a
 * victim's situation and personType spell one value one way (`Dead`, never also `DEAD`). A
 * server joining the wrong row (an id of one
 * table, the name of another; a name off by one row) differs. Records are read once each (by
 * id; `v2.records.stable` holds a record to itself across answers). Witnessed by a named id
 * seen in two records.
 */
export function checkNestedIds(occurrences: readonly CheckInput[]): CheckOutcome {
  const named = new Map<string, Seen>();
  const spelled = new Map<string, { readonly value: string; readonly record: string }>();
  const owner = new Map<string, { readonly record: string; readonly path: string }>();
  const read = new Set<string>();
  let witness: string | undefined;
  let wrong: Failure | undefined;
  for (const exchange of occurrences) {
    for (const item of rawItems(exchange)) {
      if (typeof item.id !== "string" || read.has(item.id)) continue;
      read.add(item.id);
      const record = item.id;
      const twice = wrong === undefined ? listedTwice(item, "") : undefined;
      if (twice !== undefined)
        wrong = failure(
          "v2.records.nested-ids",
          exchange,
          `${twice.path} of occurrence ${record} lists ${twice.id} twice`,
          "each item of a list once",
          `${twice.id} twice`,
        );
      for (const victim of Array.isArray(item.victims) ? item.victims : []) {
        if (!isRecord(victim) || wrong !== undefined) continue;
        for (const field of SPELLED_FIELDS) {
          const value = victim[field];
          if (typeof value !== "string") continue;
          const key = `${field} ${comparable(value)}`;
          const first = spelled.get(key);
          if (first === undefined) spelled.set(key, { value, record });
          else if (first.value !== value)
            wrong = failure(
              "v2.records.nested-ids",
              exchange,
              `victims[].${field} spelled two ways: ${JSON.stringify(value)} in occurrence ${record}`,
              `${JSON.stringify(first.value)}, as occurrence ${first.record} writes it`,
              JSON.stringify(value),
            );
        }
      }
      for (const list of OWNED_LISTS) {
        const entries = Array.isArray(item[list]) ? (item[list] as unknown[]) : [];
        for (const entry of entries) {
          if (!isRecord(entry) || typeof entry.id !== "string") continue;
          const first = owner.get(entry.id);
          if (first === undefined) owner.set(entry.id, { record, path: list });
          else if (first.record !== record)
            wrong ??= failure(
              "v2.records.nested-ids",
              exchange,
              `${list} item ${entry.id} is listed under two occurrences`,
              `under occurrence ${first.record} only (its ${first.path})`,
              `also under occurrence ${record}`,
            );
        }
      }
      for (const { path, object } of nested(item, "")) {
        if (typeof object.name !== "string") continue;
        const id = object.id as string;
        const first = named.get(id);
        if (first === undefined) {
          named.set(id, { name: object.name, path, record, exchange });
          continue;
        }
        if (first.record !== record) witness ??= queryOf(exchange);
        if (comparable(first.name) === comparable(object.name)) continue;
        wrong ??= failure(
          "v2.records.nested-ids",
          exchange,
          `id ${id} names two things: ${path} of occurrence ${record}`,
          `"${first.name}", as ${first.path} of occurrence ${first.record} names it (${first.exchange.url})`,
          `"${object.name}"`,
        );
      }
    }
  }
  const result = outcome("v2.records.nested-ids", wrong === undefined ? [] : [wrong]);
  return witness === undefined
    ? { ...result, unwitnessed: "no id inside a record seen in two records" }
    : { ...result, witness };
}
