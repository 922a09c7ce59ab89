import fc from "fast-check";
import { decodeUtf8 } from "../../src/data/decode-utf8";
import { readRecordChunk, RUN_BYTES } from "../../src/data/read-record-chunk";
import { columnsOf } from "./record-summaries";
import { splitJsonList } from "../../src/data/split-json-list";
import { summarizeRecord } from "../../src/data/summarize-record";
import { buildWorld } from "../../src/world";

// Records are decoded and parsed in runs of about RUN_BYTES (one JSON.parse for many records):
// the result must be the one of parsing each record alone.
const world = buildWorld({ seed: 3, occurrences: 600 });
const texts = world.occurrences.map((occurrence) => JSON.stringify(occurrence.v2));

/** An answer of these record texts, split as serve --data splits it. */
function chunkOf(items: readonly string[], separator = ",") {
  const bytes = Buffer.from(`{"msg":"ok","data":[${items.join(separator)}]}`);
  const split = splitJsonList(bytes);
  if (split === undefined) throw new Error("not split");
  return { ...split, validation: undefined };
}

/** What reading each record alone gives, up to the first that is not JSON. */
function oneByOne(items: readonly string[]) {
  const out = [];
  for (const text of items) {
    try {
      out.push(summarizeRecord(JSON.parse(text), true, undefined));
    } catch {
      return { records: columnsOf(out), malformed: true };
    }
  }
  return { records: columnsOf(out), malformed: false };
}

describe("decodeUtf8", () => {
  const CASES: [string, string][] = [
    ["pure ASCII (read as Latin-1)", '{"id":"a","n":1}'],
    ["Latin-1 letters", "São Gonçalo, Maricá"],
    ["letters beyond Latin-1", "— “aspas” ŝ Ω"],
    ["characters outside the basic plane (surrogate pairs)", "tiro 🔫 𝄞"],
    ["empty", ""],
  ];
  it.each(CASES)("decodes %s as toString('utf8') does", (_name, text) => {
    const bytes = Buffer.from(text);
    expect(decodeUtf8(bytes)).toBe(bytes.toString("utf8"));
  });

  it("equals toString('utf8') for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const bytes = Buffer.from(text);
        expect(decodeUtf8(bytes)).toBe(bytes.toString("utf8"));
      }),
      { numRuns: 500 },
    );
  });
});

describe("readRecordChunk reads records in runs", () => {
  it("the data spans several runs (else the cases below test one run)", () => {
    expect(texts.join(",").length).toBeGreaterThan(3 * RUN_BYTES);
  });

  it("gives every record's summary, in order, as reading each alone does", () => {
    const result = readRecordChunk(chunkOf(texts));
    expect(result).toEqual(oneByOne(texts));
    expect(result.records.count).toBe(texts.length);
  });

  it("reads records separated by whitespace and newlines (a pretty list)", () => {
    expect(readRecordChunk(chunkOf(texts, " ,\n  "))).toEqual(oneByOne(texts));
  });

  it("reads a record larger than a run alone", () => {
    const big = JSON.stringify({ ...world.occurrences[0]!.v2, note: "x".repeat(RUN_BYTES * 2) });
    const items = [texts[1]!, big, texts[2]!];
    expect(readRecordChunk(chunkOf(items))).toEqual(oneByOne(items));
  });

  const broken = '{"id":"x","date":tru}';
  const BROKEN_AT: [string, number][] = [
    ["the first record", 0],
    ["a record inside a later run", 450],
    ["the last record", texts.length - 1],
  ];
  it.each(BROKEN_AT)(
    "stops at a record that is not JSON (%s), keeping every record before it",
    (_name, at) => {
      const items = texts.map((text, index) => (index === at ? broken : text));
      const result = readRecordChunk(chunkOf(items));
      expect(result.malformed).toBe(true);
      expect(result.records.count).toBe(at);
      expect(result).toEqual(oneByOne(items));
    },
  );
});
