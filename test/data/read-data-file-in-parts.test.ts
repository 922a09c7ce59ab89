import { partsOf, readDataFileInParts } from "../../src/data/read-data-file-in-parts";
import { readDataFile } from "../../src/data/read-data-file";
import { RecordPool } from "../../src/data/record-pool";
import { buildWorld } from "../../src/world";

// One large file read by every worker at once, in parts: the same reading as one worker's.
const records = buildWorld({ seed: 12, occurrences: 60 }).occurrences.map((occurrence) =>
  JSON.stringify(occurrence.v2),
);

/** Text in shared memory, as serve --data reads large files. */
function shared(text: string): Uint8Array {
  const bytes = Buffer.from(text);
  const view = new Uint8Array(new SharedArrayBuffer(bytes.length));
  view.set(bytes);
  return view;
}

const answer = (items: readonly string[], spacing = "") =>
  `{"msg":"Success in filtering occurrences","msgCode":"success","code":200,"pageMeta":{"page":1,"take":${items.length},"itemCount":${items.length},"pageCount":1,"hasPreviousPage":false,"hasNextPage":false},"data":[${spacing}${items.join(`,${spacing}`)}]}`;

describe("partsOf", () => {
  it.each<[string, number[], number[], number, [number, number][]]>([
    ["one part when everything fits", [0, 10, 20], [9, 19, 29], 100, [[0, 3]]],
    [
      "a part ends once it holds the size",
      [0, 10, 20, 30],
      [9, 19, 29, 39],
      15,
      [
        [0, 2],
        [2, 4],
      ],
    ],
    [
      "an item larger than the size is a part alone",
      [0, 50],
      [49, 60],
      20,
      [
        [0, 1],
        [1, 2],
      ],
    ],
    ["no items, no parts", [], [], 10, []],
  ])("%s", (_rule, starts, ends, size, expected) => {
    expect(partsOf(starts, ends, size)).toEqual(expected);
  });
});

describe("readDataFileInParts", () => {
  let pool: RecordPool;
  // Record workers start under ts-node here (the sources compiled in each): seconds on a busy
  // machine, paid once here by a first reading, so each test is one reading by running workers.
  beforeAll(async () => {
    pool = new RecordPool(2);
    await readDataFileInParts(shared(answer(records)), pool, undefined, 4000);
  }, 60_000);
  afterAll(() => pool.close());

  const broken = [...records];
  broken[41] = `{"id":tru}`;
  const invalid = records.map((text, index) =>
    index % 7 === 0 ? text.replace(/"latitude":"[^"]*"/, '"latitude":5') : text,
  );
  it.each<[string, string]>([
    ["a compact answer", answer(records)],
    ["a spaced answer (records not kept as text)", answer(records, "\n  ")],
    ["a bare array", `[${records.join(",")}]`],
    ["a record that is not JSON ends the records there", answer(broken)],
    ["records that break the contract keep their violations", answer(invalid)],
  ])("reads %s as one worker reads it", async (_name, text) => {
    const bytes = shared(text);
    const whole = readDataFile(Buffer.from(text), undefined);
    const inParts = await readDataFileInParts(bytes, pool, undefined, 4000);
    expect(inParts.split).toEqual(whole.split);
    expect(inParts.records).toEqual(whole.records);
    expect(inParts.records?.records.count).toBeGreaterThan(0);
    expect(inParts.records?.malformed).toBe(text.includes("tru}"));
  });

  it("rejects bytes not in shared memory (the caller reads the file itself)", async () => {
    await expect(
      readDataFileInParts(Buffer.from(answer(records)), pool, undefined, 4000),
    ).rejects.toThrow(/shared memory/);
  });
});
