import { join } from "node:path";
import fc from "fast-check";
import { loadDataWorld } from "../../src/data/load-data-world";
import { splitJsonList } from "../../src/data/split-json-list";
import { buildWorld } from "../../src/world";
import { createTempDir } from "../validation/temp-dir";

// The fast reading of JSON answers: items found by their byte ranges (strings and escapes
// respected), parsed one by one, and served as their captured bytes.
const world = buildWorld({ seed: 5, occurrences: 6 });
const records = world.occurrences.map((occurrence) => JSON.stringify(occurrence.v2));
const temp = createTempDir("split-json-list");
afterAll(() => temp.remove());

const itemsOf = (text: string): string[] | undefined => {
  const split = splitJsonList(Buffer.from(text));
  if (split === undefined) return undefined;
  return Array.from(split.starts, (start, i) => split.bytes.toString("utf8", start, split.ends[i]));
};

const SPLIT: [string, string, string[]][] = [
  [
    "an envelope's data items, whatever keys come first",
    '{"msg":"ok","data":[{"a":1},{"b":2}]}',
    ['{"a":1}', '{"b":2}'],
  ],
  ["keys after the data list are read too", '{"data":[1,2],"pageMeta":{"page":1}}', ["1", "2"]],
  ["a bare array", '[{"a":1} , "x" ,null]', ['{"a":1}', '"x"', "null"]],
  ["an empty list", '{"msg":"ok","data":[]}', []],
  [
    "brackets, braces and commas inside strings do not end an item",
    '{"data":[{"t":"a],}{[b"},{"u":"]"}]}',
    ['{"t":"a],}{[b"}', '{"u":"]"}'],
  ],
  [
    "escaped quotes and backslashes inside strings",
    String.raw`{"data":[{"t":"say \"]\" and \\"},{"u":"\\\"}"}]}`,
    [String.raw`{"t":"say \"]\" and \\"}`, String.raw`{"u":"\\\"}"}`],
  ],
  ["a key with an escape is still data", String.raw`{"d\u0061ta":[1]}`, ["1"]],
  ["a byte order mark before the document", '\ufeff{"data":[{"a":1}]}', ['{"a":1}']],
  ["whitespace around and inside", ' {\n "data" : [\n  {"a": 1},\n  2\n ]\n}\n', ['{"a": 1}', "2"]],
  [
    "a long string (read past its first bytes) with escaped quotes on either side of that point",
    String.raw`{"data":[{"t":"${"a".repeat(45)}\"x\\"},{"u":"${"b".repeat(60)}\\"}]}`,
    [String.raw`{"t":"${"a".repeat(45)}\"x\\"}`, String.raw`{"u":"${"b".repeat(60)}\\"}`],
  ],
  [
    "nesting of any depth around the list (the document is in memory already)",
    `{"x":${"[".repeat(10_001)}${"]".repeat(10_001)},"data":[1]}`,
    ["1"],
  ],
  ["a bare array padded with whitespace", `${" ".repeat(200)}[1]\n${" ".repeat(200)}`, ["1"]],
  [
    "nested lists inside items",
    '{"data":[[1,[2]],{"x":[{"y":[]}]}]}',
    ["[1,[2]]", '{"x":[{"y":[]}]}'],
  ],
];

const NOT_SPLIT: [string, string][] = [
  ["an object without data", '{"msg":"ok"}'],
  ["data that is no list", '{"data":{"a":1}}'],
  ["two data keys (JSON.parse keeps the last)", '{"data":[1],"data":[2]}'],
  ["a first data that is no list, then one that is", '{"data":1,"data":[2]}'],
  ["a bare array and more after it", "[1] [2]"],
  ["text after the document", '{"data":[1]} x'],
  ["a second document (NDJSON)", '{"data":[1]}\n{"data":[2]}'],
  ["a broken envelope", '{"data":[1],"msg":}'],
  ["an unterminated list", '{"data":[1,2'],
  ["an unterminated string", '{"data":["abc]}'],
  ["a scalar document", "42"],
  ["an empty object", "{}"],
  ["an empty file", ""],
];

describe("splitJsonList", () => {
  it.each(SPLIT)("%s", (_name, text, items) => {
    expect(itemsOf(text)).toEqual(items);
  });

  it("finds exactly the items JSON.parse finds, compact or spaced, for any JSON list", () => {
    // Strings of any length and content (quotes, backslashes, escapes, any code point).
    const item = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.boolean(), (items, spaced) => {
        const text = JSON.stringify({ msg: "ok", data: items }, null, spaced ? 1 : undefined);
        const found = itemsOf(text);
        expect(found?.map((slice) => JSON.parse(slice) as unknown)).toEqual(
          (JSON.parse(text) as { data: unknown[] }).data,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it.each(NOT_SPLIT)("leaves to the general reading: %s", (_name, text) => {
    expect(splitJsonList(Buffer.from(text))).toBeUndefined();
  });

  it("leaves bytes that are not UTF-8 to the general reading", () => {
    expect(splitJsonList(Buffer.from([0x5b, 0x22, 0xff, 0x22, 0x5d]))).toBeUndefined();
  });

  it("parses the envelope with an empty list, and tells compact items from spaced ones", () => {
    const split = splitJsonList(Buffer.from('{"msg":"ok","data":[{"a":1},{"a": 2}],"code":200}'));
    expect(split?.envelope).toEqual({ msg: "ok", data: [], code: 200 });
    expect(split?.compact).toEqual(Uint8Array.of(1, 0));
  });
});

const envelope = (items: readonly string[], spacing = "") =>
  `{"msg":"Success in filtering occurrences","msgCode":"success","code":200,${spacing}"pageMeta":{"page":1,"take":${items.length},"itemCount":${items.length},"pageCount":1,"hasPreviousPage":false,"hasNextPage":false},${spacing}"data":[${spacing}${items.join(`,${spacing}`)}]}`;

describe("serve --data reads JSON answers fast, with the general reading's results", () => {
  it("serves a compact record as its captured bytes (escapes and number forms kept)", async () => {
    const captured = records[0]!.replace(
      /"address":"[^"]*"/,
      String.raw`"address":"Rua Jos\u00e9 \/ 1.50"`,
    );
    const path = temp.write(join("exact", "page.json"), envelope([captured, records[1]!]));
    const load = await loadDataWorld([path]);
    if (!load.ok) throw new Error(load.problems.join("\n"));
    const served = [...(load.world.capture?.occurrenceJson ?? [])].map((json) =>
      json.toString("utf8"),
    );
    expect(served).toContain(captured);
    expect(served).not.toContain(JSON.stringify(JSON.parse(captured)));
  });

  it("gives the same world as the same records read line by line (NDJSON)", async () => {
    const fast = temp.write(join("same", "page.json"), envelope(records));
    const general = temp.write(join("same", "lines.ndjson"), `${records.join("\n")}\n`);
    const [a, b] = [await loadDataWorld([fast]), await loadDataWorld([general])];
    if (!a.ok || !b.ok) throw new Error("load failed");
    expect(a.world.capture?.digest).toBe(b.world.capture?.digest);
    expect(a.world.capture?.sources[0]).toMatchObject({ occurrences: records.length, ignored: 0 });
  });

  it("serves the records of a pretty-printed answer compacted, as JSON.stringify writes them", async () => {
    const pretty = records.map((text) => JSON.stringify(JSON.parse(text), null, 2));
    const path = temp.write(join("pretty", "page.json"), envelope(pretty, "\n  "));
    const load = await loadDataWorld([path]);
    if (!load.ok) throw new Error(load.problems.join("\n"));
    const served = new Set(
      [...(load.world.capture?.occurrenceJson ?? [])].map((json) => json.toString("utf8")),
    );
    expect(served).toEqual(new Set(records));
  });

  it("reports an item that is not JSON with its line and column, as the general reading does", async () => {
    const path = temp.write(join("broken", "page.json"), envelope([records[0]!, '{"id": tru}']));
    const load = await loadDataWorld([path]);
    expect(load.ok).toBe(false);
    if (load.ok) return;
    const column = envelope([records[0]!, '{"id": tru}']).indexOf("tru}") + 1;
    expect(load.problems).toEqual([
      expect.stringMatching(
        new RegExp(`page\\.json:1:(${column}|${column + 3}): malformed JSON: `),
      ),
    ]);
  });

  it("reads a recorded exchange with a data key the general way", async () => {
    const recording = JSON.stringify({
      request: { method: "GET", url: "http://x.test/api/v2/occurrences" },
      response: { status: 200, body: JSON.parse(envelope(records.slice(0, 2))) as unknown },
      data: [],
    });
    const path = temp.write(join("exchange", "one.json"), recording);
    const load = await loadDataWorld([path]);
    if (!load.ok) throw new Error(load.problems.join("\n"));
    expect(load.world.occurrences).toHaveLength(2);
  });
});
