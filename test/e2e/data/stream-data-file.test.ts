import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { InputFile } from "../../../src/capture/resolve-input-paths";
import type { DataCollection } from "../../../src/data/data-collection";
import { planDataRead } from "../../../src/data/plan-data-read";
import { RecordPool } from "../../../src/data/record-pool";
import { RUNS_AHEAD } from "../../../src/data/record-runs";
import { runDataPlan } from "../../../src/data/run-data-plan";
import type { StreamSizes } from "../../../src/data/stream-data-file";
import { buildWorld } from "../../../src/world";
import { createTempDir } from "../../validation/temp-dir";

// A large data file is read as it arrives: items found chunk by chunk, records read in runs by a
// worker and the main thread, added in order. Whatever the chunks, runs and readers, the collection
// (records byte for byte, ids, facts, states, cities, digest, findings) is the one of the whole
// file read on the main thread; a file refused is refused with the same lines. Record workers start
// under ts-node here (the sources compiled in each): seconds on a busy machine, over the fast
// tier's 5 s per test, so this file runs in test:e2e.
jest.setTimeout(60_000);
const records = buildWorld({ seed: 21, occurrences: 30 }).occurrences.map((occurrence) =>
  JSON.stringify(occurrence.v2),
);
const temp = createTempDir("stream-data-file");
afterAll(() => temp.remove());

const edit = (text: string, change: (record: Record<string, unknown>) => void): string => {
  const record = JSON.parse(text) as Record<string, unknown>;
  change(record);
  return JSON.stringify(record);
};
const array = (items: readonly string[], spacing = "") =>
  `[${spacing}${items.join(`,${spacing}`)}${spacing}]`;
const answer = (items: readonly string[]) =>
  `{"msg":"Success in filtering occurrences","msgCode":"success","code":200,"pageMeta":{"page":1,"take":${items.length},"itemCount":${items.length},"pageCount":1,"hasPreviousPage":false,"hasNextPage":false},"data":${array(items)}}`;
const notUtf8 = (text: string, at: string): Buffer => {
  const index = text.indexOf(at);
  return Buffer.concat([
    Buffer.from(text.slice(0, index)),
    Buffer.from([0xff, 0xfe]),
    Buffer.from(text.slice(index + at.length)),
  ]);
};

/** Each case: what the file holds (its name says the rule), as text or bytes. */
const CASES: [string, string | Buffer][] = [
  ["a compact array of records: served as their bytes", array(records)],
  [
    "pretty-printed records and whitespace around: served as JSON.stringify writes them",
    `\ufeff \n${array(
      records.map((text) => JSON.stringify(JSON.parse(text), null, 2)),
      "\n ",
    )}\n`,
  ],
  [
    "records read twice, one id with other content, records that break the contract or cannot be indexed",
    array([
      ...records.slice(0, 12),
      ...records.slice(4, 8),
      edit(records[2]!, (record) => (record.address = "elsewhere")),
      edit(records[12]!, (record) => (record.latitude = -22.9)),
      edit(records[13]!, (record) => delete record.id),
      '"a string"',
      ...records.slice(14),
    ]),
  ],
  [
    "a record that is not JSON in the middle",
    array([...records.slice(0, 15), '{"id": tru}', ...records.slice(15)]),
  ],
  ["bytes after the list's end", `${array(records)} x`],
  ["a list cut short", array(records).slice(0, -40)],
  [
    "a record that is not UTF-8 in the middle",
    notUtf8(array(records), JSON.parse(records[20]!).id.slice(0, 8)),
  ],
  ["an answer of records (read whole, then in runs)", answer(records)],
  ["an empty list", "[]"],
  [
    "a list of cities",
    array([JSON.stringify({ id: "c1", name: "X", state: { id: "s1", name: "S" } })]),
  ],
  ["no list at all", '{"x": 1}'],
];

/** A collection as plain data (the digest as hex), to compare. */
function plain(data: DataCollection) {
  return {
    ...data,
    records: Array.from({ length: data.records.length }, (_, index) => ({
      time: data.records.times.get(index),
      ...data.records.places[data.records.place.get(index)],
      withVictim: data.records.withVictim.get(index),
      json: data.records.texts.json(index).toString("latin1"),
      facts: data.records.facts.json(index).toString("utf8"),
    })),
    states: [...data.states],
    cities: [...data.cities],
    violations: [...data.violations],
    recordsHash: data.recordsHash.copy().digest("hex"),
  };
}

const json = (path: string): InputFile => ({ path, format: "auto" });

/** The file read whole on the main thread, as small files are. */
const whole = (path: string) =>
  runDataPlan(planDataRead({ files: [json(path)], problems: [], cpus: 1 }, { workers: 0 }));

/** The file read as it arrives, with one worker, chunks and runs of these sizes. */
const streamed = (path: string, sizes: StreamSizes) =>
  runDataPlan(
    {
      ...planDataRead({ files: [json(path)], problems: [], cpus: 2, sizes: [1] }, { workers: 1 }),
      streamFrom: 0,
    },
    {},
    sizes,
  );

describe("a file read as it arrives is collected as the whole file read on the main thread", () => {
  it.each(CASES)("%s", async (name, content) => {
    const path = join(temp.dir, `${name.replace(/\W+/g, "-")}.json`);
    writeFileSync(path, content);
    const expected = plain(await whole(path));
    // Chunks cut records and escapes anywhere; runs of one record to many.
    for (const sizes of [
      { chunkBytes: 97, runBytes: 1 },
      { chunkBytes: 4096, runBytes: 5000 },
    ]) {
      const found = plain(await streamed(path, sizes));
      // A file with problems is refused (no world, its problem lines only): they must agree.
      if (expected.problems.length > 0) expect(found.problems).toEqual(expected.problems);
      else expect(found).toEqual(expected);
    }
  });
});

test("runs go to a worker while it has room, the rest are read on the main thread", async () => {
  const path = temp.write("both.json", array(records));
  const pool = new RecordPool(1);
  try {
    const sent = jest.spyOn(pool, "readPart");
    const { DataFileStream } = await import("../../../src/data/stream-data-file");
    const { DataCollector } = await import("../../../src/data/data-collector");
    const collector = new DataCollector({});
    const stream = new DataFileStream(path, pool, undefined, { chunkBytes: 1 << 20, runBytes: 1 });
    const adding = stream.addTo(collector, path, () => Promise.reject(new Error("general")));
    await stream.read();
    await adding;
    expect(collector.data.records.length).toBe(records.length);
    // Everything is found in one chunk: the worker takes RUNS_AHEAD runs, the main thread the rest.
    expect(sent).toHaveBeenCalledTimes(RUNS_AHEAD);
  } finally {
    await pool.close();
  }
});
