import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CollectOptions } from "../../../src/data/collect-data";
import { loadDataWorld, type DataLoad } from "../../../src/data/load-data-world";
import { isSharedMemory } from "../../../src/data/is-shared-memory";
import { RecordPool } from "../../../src/data/record-pool";
import { summariesOf } from "../../data/record-summaries";
import { createApp } from "../../../src/node";
import { startServer } from "../../../src/node/start-server";
import { buildWorld } from "../../../src/world";
import { createTempDir } from "../../validation/temp-dir";

// serve --data parses and validates the records of JSON answers in worker threads: the world
// served (records byte for byte, ids, order, v1 facts, states, cities, digest) and every
// finding and problem are the same as when everything is read on the main thread.
const FIXTURES = join(__dirname, "..", "..", "fixtures", "data");
const world = buildWorld({ seed: 9, occurrences: 40 });
const records = world.occurrences.map((occurrence) => JSON.stringify(occurrence.v2));
const temp = createTempDir("load-workers");
afterAll(() => temp.remove());

/** The real-shaped records of the fixtures (observed departures), as their lines. */
const realShaped = readFileSync(join(FIXTURES, "pernambuco.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "");

const answer = (items: readonly string[], spacing = "") =>
  `{"msg":"Success in filtering occurrences","msgCode":"success","code":200,${spacing}"pageMeta":{"page":1,"take":${items.length},"itemCount":${items.length},"pageCount":1,"hasPreviousPage":false,"hasNextPage":false},${spacing}"data":[${spacing}${items.join(`,${spacing}`)}]}`;

const edit = (text: string, change: (record: Record<string, unknown>) => void): string => {
  const record = JSON.parse(text) as Record<string, unknown>;
  change(record);
  return JSON.stringify(record);
};

/** Writes a case's files under its own folder; gives the paths loaded. */
type Files = (dir: string) => string[];

const write =
  (files: Record<string, string>): Files =>
  (dir) =>
    Object.entries(files).map(([name, text]) => temp.write(join(dir, name), text));

// Each case: its files, the options, and a line its findings or problems must hold (the case
// reads what its name says).
const CASES: [string, Files, CollectOptions, RegExp][] = [
  [
    "answers over several files, with records read twice and one id with other content",
    write({
      "a.json": answer(records.slice(0, 20)),
      "b.json": answer([
        ...records.slice(15, 30),
        edit(records[3]!, (record) => (record.address = "elsewhere")),
      ]),
      "c.json": answer(records.slice(30)),
    }),
    {},
    /b\.json \/data\/15: record \S+ differs from the one at \S+a\.json \/data\/3/,
  ],
  [
    "records that break the contract: violations grouped by file, pointer and rule",
    write({
      "bad.json": answer([
        ...records.slice(0, 5).map((text) => edit(text, (record) => (record.latitude = -22.9))),
        edit(records[5]!, (record) => delete record.documentNumber),
        ...records.slice(6, 10),
      ]),
      "more.json": answer(
        records.slice(10, 14).map((text) => edit(text, (record) => (record.policeAction = "no"))),
      ),
    }),
    {},
    /5 value\(s\) break v2\/occurrence \/latitude \[type\]; first: \S+bad\.json \/data\/0\/latitude/,
  ],
  [
    "records that cannot be indexed are reported, the others served",
    write({
      "page.json": answer([
        records[0]!,
        edit(records[1]!, (record) => delete record.id),
        edit(records[2]!, (record) => (record.date = "yesterday")),
        '"a string"',
        edit(records[3]!, (record) => (record.city = null)),
        records[4]!,
      ]),
    }),
    {},
    /page\.json \/data\/1: record not served: no string id/,
  ],
  [
    "real-shaped records with the observed departures, in the spec profile",
    write({ "real.json": answer(realShaped), "generated.json": answer(records.slice(0, 8)) }),
    {},
    /break v2\/occurrence .*known departure/,
  ],
  [
    "real-shaped records with the observed departures, in the observed profile",
    write({ "real.json": answer(realShaped), "generated.json": answer(records.slice(0, 8)) }),
    { validation: { profile: "observed" } },
    /^(?![\s\S]*known departure)/,
  ],
  [
    "pretty-printed answers and bare arrays (served as JSON.stringify writes them)",
    write({
      "pretty.json": answer(
        records.slice(0, 6).map((text) => JSON.stringify(JSON.parse(text), null, 2)),
        "\n  ",
      ),
      "array.json": `[${records.slice(6, 12).join(",")}]`,
    }),
    {},
    /^$/,
  ],
  [
    "answers mixed with HAR (cities, states, other answers) and NDJSON, in the order given",
    (dir) => [
      ...write({
        "first.json": answer(records.slice(0, 10)),
        "lines.ndjson": `${records.slice(5, 15).join("\n")}\n`,
        "last.json": answer(records.slice(12, 25)),
      })(dir),
      FIXTURES,
    ],
    {},
    /bahia\.har#\/log\/entries\/\d+ \(GET \/api\/v2\/occurrences/,
  ],
  [
    "a record that is not JSON in the middle of an answer: the same problem line",
    write({
      "good.json": answer(records.slice(0, 5)),
      "broken.json": answer([records[5]!, '{"id": tru}', records[6]!]),
    }),
    {},
    /broken\.json:1:\d+: malformed JSON/,
  ],
];

/** The records served, as text (a difference then shows as text). */
const served = (load: DataLoad) =>
  load.ok ? [...(load.world.capture?.occurrenceJson ?? [])].map(String) : load.problems;

/**
 * A load with its captured texts as strings: a deep equality of the texts' Buffers (each
 * compared byte by byte as an iterable) takes minutes.
 */
const plain = (load: DataLoad) => {
  const capture = load.ok ? load.world.capture : undefined;
  if (!load.ok || capture === undefined) return load;
  const texts = (all: Iterable<Buffer>) => [...all].map(String);
  return {
    ...load,
    world: {
      ...load.world,
      capture: {
        ...capture,
        occurrenceJson: texts(capture.occurrenceJson),
        v1Facts: texts(capture.v1Facts),
      },
    },
  };
};

describe("the world is the same with and without worker threads", () => {
  it.each(CASES)(
    "%s",
    async (name, files, options, lines) => {
      const paths = files(name.replace(/\W+/g, "-"));
      const main = await loadDataWorld(paths, { ...options, workers: 0 });
      const two = await loadDataWorld(paths, { ...options, workers: 2 });
      expect((main.ok ? main.findings : main.problems).join("\n")).toMatch(lines);
      expect(served(two)).toEqual(served(main));
      expect(plain(two)).toEqual(plain(main));
    },
    120_000,
  );
});

describe("RecordPool", () => {
  it("closed when idle, answers the tasks it holds, then ends: a later task is refused", async () => {
    const text = answer(records.slice(0, 3));
    const pool = new RecordPool(1);
    try {
      const pending = pool.read(Buffer.from(text), undefined);
      pool.closeWhenIdle();
      expect((await pending).records?.records.count).toBe(3);
      await expect(pool.read(Buffer.from(text), undefined)).rejects.toThrow(
        /no record worker alive/,
      );
    } finally {
      await pool.close();
    }
  });

  it("reads an answer's records in a worker: summaries, validation, the bytes given back", async () => {
    const text = answer([
      records[0]!,
      edit(records[1]!, (record) => (record.latitude = 1)),
      '{"id":""}',
    ]);
    const pool = new RecordPool(1);
    try {
      const reading = await pool.read(Buffer.from(text), undefined);
      expect(Buffer.from(reading.bytes).toString()).toBe(text);
      const [first, second, third] =
        reading.records === undefined ? [] : summariesOf(reading.records.records);
      expect(first).toMatchObject({
        id: JSON.parse(records[0]!).id,
        withVictim: expect.any(Boolean),
      });
      expect(first).not.toHaveProperty("violations");
      expect(second).toMatchObject({
        violations: [expect.objectContaining({ path: "/latitude" })],
      });
      expect(third).toEqual({ why: "no string id" });
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe("records read by the workers, in shared memory, are served like any other", () => {
  // The workers' files are read into SharedArrayBuffers, so every record served is a view of
  // shared memory: every coding, HEAD and both versions must send the same bytes.
  const URLS = [
    "/api/v2/occurrences?take=50",
    "/api/v2/occurrences?take=10&page=2&order=DESC",
    "/api/v1/occurrences",
    "/api/v1/occurrences?id_cidade=1",
    "/api/v2/cities",
  ];
  const CODINGS = ["identity", "gzip", "br"];

  it("answers as a world read on the main thread, URL by URL and coding by coding", async () => {
    const paths = write({
      "a.json": answer(records.slice(0, 25)),
      "b.json": answer(records.slice(25)),
    })("served-shared");
    const two = await loadDataWorld(paths, { workers: 2 });
    const main = await loadDataWorld(paths, { workers: 0 });
    if (!two.ok || !main.ok) throw new Error("not loaded");
    const sharedOf = (load: typeof two) =>
      load.ok ? [...(load.world.capture?.occurrenceJson ?? [])].map(isSharedMemory) : [];
    expect(new Set(sharedOf(two))).toEqual(new Set([true]));
    expect(new Set(sharedOf(main))).toEqual(new Set([false]));
    const servers = await Promise.all(
      [two, main].map((load) =>
        startServer(createApp({ world: load.world }), { port: 0, host: "127.0.0.1" }),
      ),
    );
    try {
      for (const url of URLS) {
        for (const coding of CODINGS) {
          for (const method of ["GET", "HEAD"]) {
            const [shared, own] = await Promise.all(
              servers.map(async (server) => {
                const response = await fetch(`${server.url}${url}`, {
                  method,
                  headers: { "accept-encoding": coding },
                });
                const body = Buffer.from(await response.arrayBuffer());
                return `${response.status} ${response.headers.get("content-encoding")} ${body.toString("base64")}`;
              }),
            );
            expect(`${method} ${url} (${coding}): ${shared}`).toBe(
              `${method} ${url} (${coding}): ${own}`,
            );
          }
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  }, 120_000);
});
