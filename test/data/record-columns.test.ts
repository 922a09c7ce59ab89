import fc from "fast-check";
import { joinRecordColumns } from "../../src/data/join-record-columns";
import { columnBuffers, type RecordColumns } from "../../src/data/record-columns";
import type { RecordSummary } from "../../src/data/summarize-record";
import { packV1Facts } from "../../src/world/pack-v1-facts";
import {
  anySummaries,
  columnsOf,
  inCity,
  NORDESTE,
  placeOf,
  summariesOf,
  summary,
  VIOLATION,
  worldSummaries,
  type Item,
} from "./record-summaries";

// A worker sends the summaries of the records it read as columns (typed arrays and UTF-8 bytes,
// transferred) and the main thread reads them back: nothing may be lost or changed on the way,
// whatever the records hold; each place is kept once.

const ROUND_TRIP: [string, Item[]][] = [
  ["no record", []],
  ["a record of the contract's shape", [summary()]],
  ["a record without victim", [summary({ withVictim: false })]],
  ["a record without region (absent)", [summary({ region: undefined })]],
  ["a record whose region is null", [summary({ region: null })]],
  ["a region that is a string", [summary({ region: "Nordeste" })]],
  ["a region that is a number", [summary({ region: 3 })]],
  ["a region that is a list", [summary({ region: [NORDESTE] })]],
  ["a region that is an empty object", [summary({ region: {} })]],
  ["a region whose enabled is a string", [summary({ region: { ...NORDESTE, enabled: "true" } })]],
  ["a region with a key more", [summary({ region: { ...NORDESTE, extra: 1 } })]],
  ["a region with a key less", [summary({ region: { id: NORDESTE.id, region: "Nordeste" } })]],
  ["a record not served", [{ why: "no string id" }]],
  ["a record not served, with no reason", [{ why: "" }]],
  ["a record with its own text (not compact)", [summary({ text: '{"id":"a"}' })]],
  ["a record with violations", [summary({ violations: [VIOLATION] })]],
  [
    "ids, names and facts beyond ASCII",
    [
      summary({
        id: "ocorrência—日本🔫",
        stateName: "São Paulo",
        cityName: "Guarujá “praia”",
        facts: packV1Facts({
          address: 'Praça "Sé" \\ 🔫',
          latitude: "",
          longitude: "\u0000",
          agentPresence: true,
          victims: [],
        }),
      }),
    ],
  ],
  ["empty ids and names", [summary({ id: "", stateName: "", cityName: "", facts: "" })]],
  [
    "records not served between served ones (texts and violations stay at their record)",
    [
      { why: "no date" },
      inCity(1, { text: "{}" }),
      { why: "no string id" },
      inCity(2, { violations: [VIOLATION] }),
      inCity(1, { text: "[]", violations: [VIOLATION, { ...VIOLATION, path: "/id" }] }),
      { why: "nested too deep" },
    ],
  ],
];

describe("summariesOf(columnsOf(summaries))", () => {
  it.each(ROUND_TRIP)("gives the summaries back: %s", (_name, items) => {
    const columns = columnsOf(items);
    expect(columns.count).toBe(items.length);
    expect(summariesOf(columns)).toStrictEqual(items);
  });
});

describe("summariesOf(columnsOf(summaries)) for any summaries", () => {
  it("gives the summaries back (any strings, regions, places, records not served)", () => {
    fc.assert(
      fc.property(anySummaries(), (items) => {
        expect(summariesOf(columnsOf(items))).toStrictEqual(items);
      }),
      { numRuns: 300 },
    );
  });

  it("gives a seeded world's summaries back (realistic records, some departing, some not served)", () => {
    const items = worldSummaries(7, 300);
    expect(items.some((item) => "why" in item)).toBe(true);
    expect(items.some((item) => "violations" in item)).toBe(true);
    expect(items.some((item) => "text" in item)).toBe(true);
    expect(summariesOf(columnsOf(items))).toStrictEqual(items);
  });
});

const PLACES: [string, Item[], number[]][] = [
  ["records of one city share its place", [summary(), summary({ id: "b" })], [0, 0]],
  [
    "a region equal in value (another object) is the same place",
    [summary(), summary({ region: { ...NORDESTE } })],
    [0, 0],
  ],
  ["a record not served has no place", [{ why: "no date" }, summary()], [-1, 0]],
  [
    "each city is a place, numbered as first seen",
    [inCity(1), inCity(2), inCity(1), inCity(3), inCity(2)],
    [0, 1, 0, 2, 1],
  ],
  [
    "the same ids with another city name are another place",
    [summary(), summary({ cityName: "Salvador " })],
    [0, 1],
  ],
  [
    "the same ids with another state name are another place",
    [summary(), summary({ stateName: "BA" })],
    [0, 1],
  ],
  [
    "another region is another place",
    [summary(), summary({ region: { ...NORDESTE, enabled: false } })],
    [0, 1],
  ],
  [
    "a region absent and a region null are two places",
    [summary({ region: undefined }), summary({ region: null }), summary({ region: undefined })],
    [0, 1, 0],
  ],
  [
    "a region of the contract's shape and the same with a key more are two places",
    [summary(), summary({ region: { ...NORDESTE, extra: null } })],
    [0, 1],
  ],
  [
    "a region and its JSON as a string are two places",
    [summary(), summary({ region: JSON.stringify(NORDESTE) })],
    [0, 1],
  ],
];

describe("columnsOf lists each place once", () => {
  it.each(PLACES)("%s", (_name, items, place) => {
    const columns = columnsOf(items);
    expect([...columns.place]).toEqual(place);
    expect(columns.places).toHaveLength(Math.max(-1, ...place) + 1);
  });

  it("lists each distinct place once, in the order first seen, for any summaries", () => {
    fc.assert(
      fc.property(anySummaries(), (items) => {
        const served = items.filter((item): item is RecordSummary => !("why" in item));
        const distinct = [...new Set(served.map(placeOf))];
        const { places } = columnsOf(items);
        expect(places.map((place) => placeOf({ ...summary(), ...place }))).toEqual(distinct);
      }),
      { numRuns: 300 },
    );
  });

  it("lists a seeded world's cities once each", () => {
    const items = worldSummaries(8, 300);
    const served = items.filter((item): item is RecordSummary => !("why" in item));
    expect(columnsOf(items).places).toHaveLength(new Set(served.map(placeOf)).size);
    expect(new Set(served.map((item) => item.cityId)).size).toBeGreaterThan(1);
  });

  // A place's key must not be ambiguous: a state id "a\u0000b" named "c" and a state id "a"
  // named "b\u0000c" are two places.
  it("places whose ids and names differ only in where a U+0000 falls are two places", () => {
    const items = [
      summary({ stateId: "a\u0000b", stateName: "c" }),
      summary({ stateId: "a", stateName: "b\u0000c" }),
    ];
    expect(summariesOf(columnsOf(items))).toStrictEqual(items);
  });
});

/** The six typed arrays of columns, in columnBuffers' order. */
const arraysOf = (columns: RecordColumns) => [
  columns.times,
  columns.place,
  columns.flags,
  columns.idHash,
  columns.text,
  columns.bounds,
];

const BUFFERS: [string, () => RecordColumns][] = [
  ["columns of a seeded world's records", () => columnsOf(worldSummaries(9, 200))],
  ["columns of no record", () => columnsOf([])],
  ["columns of one short record", () => columnsOf([summary({ id: "a", facts: "b" })])],
  [
    "joined columns",
    () => {
      const items = worldSummaries(9, 200);
      return joinRecordColumns([columnsOf(items.slice(0, 50)), columnsOf(items.slice(50))]);
    },
  ],
];

describe("columnBuffers", () => {
  it.each(BUFFERS)(
    "gives the six typed arrays' own buffers, none shared (not Node's pool): %s",
    (_name, make) => {
      const columns = make();
      const buffers = columnBuffers(columns);
      const arrays = arraysOf(columns);
      expect(buffers).toHaveLength(6);
      expect(new Set(buffers).size).toBe(6);
      for (const [k, array] of arrays.entries()) {
        expect(buffers[k]).toBe(array.buffer);
        expect(buffers[k]!.byteLength).toBe(array.byteLength);
      }
    },
  );

  it("transfers the columns whole: the copy reads as the original did, the original is emptied", () => {
    const items = worldSummaries(10, 100);
    const columns = columnsOf(items);
    const copy = structuredClone(columns, { transfer: columnBuffers(columns) });
    expect(summariesOf(copy)).toStrictEqual(items);
    for (const array of arraysOf(columns)) expect(array.byteLength).toBe(0);
  });
});
