import fc from "fast-check";
import { joinRecordColumns } from "../../src/data/join-record-columns";
import {
  anySummaries,
  columnsOf,
  inCity,
  NORDESTE,
  summariesOf,
  summary,
  VIOLATION,
  worldSummaries,
  type Item,
} from "./record-summaries";

// serve --data reads a file's records in runs (one worker task each) and joins the runs'
// columns in reading order: the join must be what one reading of all the records gives.

/** `items` cut at `cuts` (positions, any order, repeats make empty runs). */
function slicesOf<T>(items: readonly T[], cuts: readonly number[]): T[][] {
  const points = [0, ...[...cuts].sort((a, b) => a - b), items.length];
  return points.slice(1).map((end, k) => items.slice(points[k], end));
}

const NOT_SERVED = { why: "no string id" };
const JOINS: [string, Item[], number[]][] = [
  ["no run", [], []],
  ["one run", [inCity(1), inCity(2)], []],
  ["empty runs", [inCity(1), inCity(2)], [0, 0, 1, 2, 2]],
  [
    "records not served at the ends of runs",
    [NOT_SERVED, inCity(1), NOT_SERVED, NOT_SERVED, inCity(2, { text: "{}" }), NOT_SERVED],
    [1, 3, 5],
  ],
  ["a run of records not served only", [inCity(1), NOT_SERVED, NOT_SERVED, inCity(1)], [1, 3]],
  [
    "places shared by runs, and new in later runs",
    [inCity(1), inCity(2), inCity(2), inCity(3), inCity(1), inCity(4)],
    [2, 4],
  ],
  [
    "texts and violations of later runs",
    [inCity(1, { violations: [VIOLATION] }), inCity(1), inCity(2, { text: "[]" }), inCity(1)],
    [1, 2, 3],
  ],
];

describe("joinRecordColumns of runs equals columnsOf of all their records", () => {
  it.each(JOINS)("%s", (_name, items, cuts) => {
    const runs = slicesOf(items, cuts);
    const joined = joinRecordColumns(runs.map(columnsOf));
    expect(joined).toStrictEqual(columnsOf(items));
    expect(summariesOf(joined)).toStrictEqual(items);
  });

  it("for any summaries cut anywhere (records not served in any run)", () => {
    const cut = (empty: null | undefined) =>
      anySummaries(empty).chain((items) =>
        fc.tuple(fc.constant(items), fc.array(fc.nat(items.length), { maxLength: 6 })),
      );
    fc.assert(
      fc.property(fc.constantFrom(undefined, null).chain(cut), ([items, cuts]) => {
        const joined = joinRecordColumns(slicesOf(items, cuts).map(columnsOf));
        expect(joined).toStrictEqual(columnsOf(items));
        expect(summariesOf(joined)).toStrictEqual(items);
      }),
      { numRuns: 300 },
    );
  });

  it("for a seeded world's records cut in runs", () => {
    const items = worldSummaries(12, 300);
    const runs = slicesOf(items, [1, 64, 65, 200, 299]);
    expect(joinRecordColumns(runs.map(columnsOf))).toStrictEqual(columnsOf(items));
  });

  // columnsOf keeps a place without region and the same place with region null apart: so does
  // the join (the same key).
  it("a region absent in one run and null in another stay two places", () => {
    const items = [summary({ region: undefined }), summary({ region: null })];
    expect(joinRecordColumns(slicesOf(items, [1]).map(columnsOf))).toStrictEqual(columnsOf(items));
  });

  // columnsOf takes a region of the contract's shape by its four fields, whatever the order of
  // its keys: so does the join.
  it("a region of the contract's shape is one place across runs whatever its key order", () => {
    const { enabled, ...rest } = NORDESTE;
    const items = [summary(), summary({ region: { enabled, ...rest } })];
    expect(joinRecordColumns(slicesOf(items, [1]).map(columnsOf))).toStrictEqual(columnsOf(items));
  });
});
