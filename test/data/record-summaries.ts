import fc from "fast-check";
import {
  summarizeRecord,
  type RecordSummary,
  type UnservedRecord,
} from "../../src/data/summarize-record";
import {
  RecordColumnsBuilder,
  WITH_VICTIM,
  type RecordColumns,
} from "../../src/data/record-columns";
import type { Violation } from "../../src/schemas";
import { buildWorld } from "../../src/world";
import { packV1Facts } from "../../src/world/pack-v1-facts";

// Summaries of occurrence records (summarizeRecord's shape) for the tests of RecordColumns and
// their join: built by hand, drawn by fast-check, or read from a seeded world.

/** A record's summary, or why it is not served. */
export type Item = RecordSummary | UnservedRecord;

/** A region of the contract's shape (v2/occurrence `region`). */
export const NORDESTE = {
  id: "0371ced3-d4a6-41be-aff3-60a4080ba032",
  region: "Nordeste",
  state: "Bahia",
  enabled: true,
};

/** A contract violation as validate gives one. */
export const VIOLATION: Violation = {
  path: "/latitude",
  rule: "type",
  message: "must be string",
  schemaPath: "#/properties/latitude/type",
  value: -22.9,
};

/** Packed facts of a record with one dead civilian. */
const FACTS = packV1Facts({
  address: "Rua Chile, 10 - Centro, Salvador - BA",
  latitude: "-12.97",
  longitude: "-38.51",
  agentPresence: false,
  victims: [{ personType: "Civilian", situation: "Dead" }],
});

/** A served record's summary in Salvador, with `changes` made. */
export function summary(changes: Partial<RecordSummary> = {}): RecordSummary {
  return {
    id: "7f3c6a3e-2f0a-4a0e-9d52-1c7b7a1d5e01",
    time: Date.UTC(2024, 4, 17, 21, 30),
    stateId: "b112ffbe-17b3-4ad0-8f2a-2038745d1d14",
    stateName: "Bahia",
    region: NORDESTE,
    cityId: "1ba5b5c2-6a6d-4d0c-b2a1-2f1b7b0b4c3e",
    cityName: "Salvador",
    withVictim: true,
    facts: FACTS,
    ...changes,
  };
}

/** summary() in place `k` of a few (another city of the same state). */
export const inCity = (k: number, changes: Partial<RecordSummary> = {}): RecordSummary =>
  summary({ cityId: `city-${k}`, cityName: `Cidade ${k}`, ...changes });

/** Characters JSON escapes or UTF-8 writes in several bytes, mixed into any text. */
const awkward = fc.constantFrom('"', "\\", "\u0000", "\n", "ç", "—", "日", "🔫", "𝄞");
const anyText = fc.string({
  unit: fc.oneof(awkward, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })),
  maxLength: 12,
});
const plain = { noNullPrototype: true };
const contractRegion = fc.record(
  { id: fc.uuid(), region: anyText, state: anyText, enabled: fc.boolean() },
  plain,
);
/** Any JSON value as a region (-0 read as 0: JSON.stringify writes both as 0). */
const oddRegion = fc
  .jsonValue({ maxDepth: 2, noUnicodeString: false })
  .map((value): unknown => JSON.parse(JSON.stringify(value)));
/** A place's fields (stateId, stateName, region, cityId, cityName). */
const anyPlace = (empty: null | undefined) =>
  fc.record(
    {
      stateId: fc.oneof(fc.constantFrom("s1", "s2"), anyText),
      stateName: fc.oneof(fc.constantFrom("Bahia"), anyText),
      region: fc.oneof(fc.constant(empty), contractRegion, oddRegion),
      cityId: fc.oneof(fc.constantFrom("c1", "c2"), anyText),
      cityName: fc.oneof(fc.constantFrom("Salvador"), anyText),
    },
    plain,
  );
const violation = fc.record(
  { path: anyText, rule: anyText, message: anyText, schemaPath: anyText, value: oddRegion },
  { ...plain, requiredKeys: ["path", "rule", "message", "schemaPath"] },
);
const facts = fc
  .record(
    {
      address: anyText,
      latitude: anyText,
      longitude: anyText,
      agentPresence: fc.boolean(),
      victims: fc.array(
        fc.record(
          {
            personType: fc.constantFrom("Agent", "Civilian"),
            situation: fc.constantFrom("Dead", "Wounded"),
          },
          plain,
        ),
        { maxLength: 3 },
      ),
    },
    plain,
  )
  .map(packV1Facts);

/**
 * Summaries of records in a few places (records share them), some not served, some with their
 * own text or violations. Places without region have `empty` as region (absent or null: see
 * join-record-columns.test.ts for both in one list).
 */
export const anySummaries = (empty: null | undefined = undefined): fc.Arbitrary<Item[]> =>
  fc.array(anyPlace(empty), { minLength: 1, maxLength: 4 }).chain((places) =>
    fc.array(
      fc.oneof(
        { weight: 1, arbitrary: fc.record({ why: anyText }, plain) },
        {
          weight: 5,
          arbitrary: fc
            .record(
              {
                id: anyText,
                time: fc.date({ noInvalidDate: true }).map((date) => date.getTime()),
                place: fc.nat(places.length - 1),
                withVictim: fc.boolean(),
                facts,
                text: fc.option(anyText, { nil: undefined }),
                violations: fc.option(fc.array(violation, { minLength: 1, maxLength: 2 }), {
                  nil: undefined,
                }),
              },
              plain,
            )
            .map(({ place, text, violations, ...rest }): RecordSummary => ({
              ...rest,
              ...places[place]!,
              ...(text === undefined ? {} : { text }),
              ...(violations === undefined ? {} : { violations }),
            })),
        },
      ),
      { maxLength: 30 },
    ),
  );

/** The summaries of a seeded world's records as serve --data reads them. */
export function worldSummaries(seed: number, occurrences: number): Item[] {
  const world = buildWorld({ seed, occurrences });
  return world.occurrences.map((occurrence, k) => {
    const record: Record<string, unknown> = { ...occurrence.v2 };
    // Every seventh record departs from the contract, every eleventh cannot be served.
    if (k % 7 === 3) record.latitude = -22.9;
    if (k % 11 === 5) delete record.id;
    return summarizeRecord(record, k % 2 === 0, undefined);
  });
}

/** A place's fields as a key: equal exactly when the fields are (a region absent ≠ null). */
export const placeOf = (item: RecordSummary): string =>
  JSON.stringify([
    item.stateId,
    item.stateName,
    item.cityId,
    item.cityName,
    item.region === undefined ? "absent" : "present",
    item.region ?? null,
  ]);

/** The columns of summaries, in order. */
export function columnsOf(summaries: readonly Item[]): RecordColumns {
  const builder = new RecordColumnsBuilder();
  for (const summary of summaries) builder.push(summary);
  return builder.build();
}

/** The summaries RecordColumns hold, in order (columnsOf's inverse). */
export function summariesOf(columns: RecordColumns): Item[] {
  const text = Buffer.from(columns.text.buffer, columns.text.byteOffset, columns.text.byteLength);
  const { bounds } = columns;
  const out: Item[] = [];
  for (let k = 0; k < columns.count; k++) {
    const place = columns.places[columns.place[k]!];
    if (place === undefined) {
      out.push({ why: columns.unserved.get(k) ?? "" });
      continue;
    }
    const ownText = columns.texts.get(k);
    const violations = columns.violations.get(k);
    out.push({
      id: text.toString("utf8", bounds[2 * k], bounds[2 * k + 1]),
      time: columns.times[k]!,
      ...place,
      withVictim: (columns.flags[k]! & WITH_VICTIM) !== 0,
      facts: text.toString("utf8", bounds[2 * k + 1], bounds[2 * k + 2]),
      ...(ownText === undefined ? {} : { text: ownText }),
      ...(violations === undefined ? {} : { violations }),
    });
  }
  return out;
}
