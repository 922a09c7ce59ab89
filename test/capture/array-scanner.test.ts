import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ArrayScanner, type ArrayScanEvent } from "../../src/capture/array-scanner";
import { parseJson } from "../../src/capture/parse-json";
import { parseElement, scanStream, type StreamEvent } from "../../src/capture/scan-stream";

const POINTERS = ["", "/data", "/log/entries"];
const CHUNK_SIZES = [1, 2, 3, 7, 64, Number.MAX_SAFE_INTEGER];

/** The bytes in chunks of `size` (the last one shorter). */
async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function scan(text: string | Buffer, size: number, maxElementBytes = 1 << 20) {
  const scanner = new ArrayScanner({
    pointers: POINTERS,
    maxElementBytes,
    maxOutsideBytes: 1 << 20,
  });
  const events: StreamEvent[] = [];
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  for await (const event of scanStream(chunksOf(bytes, size), scanner)) events.push(event);
  return events;
}

/** The document put back together from what the scan gave: outside, with the elements in place. */
function rebuilt(events: readonly StreamEvent[]): unknown {
  const elements = events.flatMap((event) => {
    if (event.kind !== "element") return [];
    const parsed = parseElement(event);
    return parsed.ok ? [parsed.value] : [{ error: parsed.error.message }];
  });
  const end = events.at(-1);
  if (end?.kind !== "end") return end;
  const outside = JSON.parse(end.outside!.toString()) as unknown;
  if (end.pointer === undefined) return outside;
  if (end.pointer === "") return elements;
  const parent = end.pointer === "/data" ? outside : (outside as { log: unknown }).log;
  (parent as Record<string, unknown>)[end.pointer === "/data" ? "data" : "entries"] = elements;
  return outside;
}

const fixtures = join(__dirname, "..", "fixtures");

describe("the array scanner: any chunking gives the document JSON.parse reads", () => {
  test.each<[string, string]>([
    ["a top-level array of scalars of every kind", '[1, "x", true, null, -2.5e3, false]'],
    [
      "escaped quotes and backslash runs in strings",
      '["a\\"b", "\\\\", "\\\\\\"]", {"k\\"": "\\\\"}]',
    ],
    ["brackets and commas inside strings", '[{"a": "[{,}]"}, "]", "}"]'],
    ["nested arrays and objects as elements", '[[1, [2, {"a": [3]}]], {"b": {"c": []}}, []]'],
    [
      "an envelope, data before pageMeta",
      '{"msg": "ok", "data": [{"id": 1}, {"id": 2}], "pageMeta": {"page": 1}}',
    ],
    ["an envelope, a `data` that is no array is no target", '{"data": {"x": [1]}, "y": 2}'],
    [
      "a HAR log with pages after its entries",
      '{"log": {"version": "1.2", "entries": [{"a": 1}], "pages": [{"id": "p"}]}}',
    ],
    ["an empty array", "[ ]"],
    ["an object without any target", '{"a": [1, 2], "b": "c"}'],
    ["multi-byte UTF-8 split at every byte", '[{"name": "São Gonçalo ✓ 😀"}, "ç"]'],
    [
      "whitespace padding everywhere",
      `\n\n   [\n\t ${" ".repeat(300)}{"a" :  1 }  ,\r\n  2${" ".repeat(100)}]   \n`,
    ],
    [
      "padding of many kilobytes (skipped by blocks) between elements and around the document",
      `${" ".repeat(9000)}{"data": [1,${" ".repeat(10_000)}${"\n".repeat(9000)}2 ${"\t ".repeat(50)}]}${"\n".repeat(5000)}`,
    ],
    [
      "a member name over 1 KiB names nothing; `data` after it is found",
      `{"${"k".repeat(3000)}": 1, "data": [1, 2]}`,
    ],
    ["a byte order mark before the document", "\uFEFF[1, 2]"],
    ["a top-level scalar", '  "just a string"  '],
    ["a member named like a target deeper down is none", '{"x": {"data": [1]}, "data": [2]}'],
  ])("%s", async (_name, text) => {
    const expected = JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
    for (const size of CHUNK_SIZES) {
      expect([size, rebuilt(await scan(text, size))]).toEqual([size, expected]);
    }
  });

  test.each<[string, string]>([
    ["the validation HAR fixture", "validation/capture.har"],
    ["the data HAR fixture", "data/bahia.har"],
    ["the v2 occurrences fixture", "validation/v2-occurrences.json"],
    ["the v1 cities fixture", "validation/v1-cities.json"],
    ["the real-world Salvador answer", "real-world/salvador-occurrences.json"],
  ])(
    "every fixture (%s): chunks of 1, 7, 64 bytes and whole give the same elements",
    async (_name, file) => {
      const bytes = readFileSync(join(fixtures, file));
      const expected = JSON.parse(bytes.toString()) as unknown;
      for (const size of [1, 7, 64, bytes.length]) {
        expect(rebuilt(await scan(bytes, size))).toEqual(expected);
      }
    },
  );
});

describe("the array scanner: broken JSON is found at the same place whatever the chunking", () => {
  test.each<[string, string, string, number]>([
    ["a trailing comma", "[1, 2,]", "expected a value, not ]", 6],
    ["two elements without a comma", "[1 2]", "expected , or ], not 2", 3],
    ["a comma first", "[,1]", "expected a value, not ,", 1],
    ["a bracket that closes the wrong thing", '{"data": [1, 2}', "expected , or ], not }", 14],
    ["an unterminated string", '["abc', "unexpected end of data: a string is not closed", 5],
    [
      "an array never closed",
      '{"data": [1, {"a": 2}',
      "unexpected end of data: a bracket is not closed",
      21,
    ],
  ])("%s: %s -> %s at byte %d", async (_name, text, message, offset) => {
    for (const size of CHUNK_SIZES) {
      const last = (await scan(text, size)).at(-1);
      expect(
        last?.kind === "error" ? [last.parseError.message, last.parseError.offset] : last,
      ).toEqual([message, offset]);
    }
  });

  test("a syntax error inside an element is located by parsing that element (line and column)", async () => {
    const text = '{"data": [\n {"a": 1},\n {"b" 2}\n]}';
    const events = await scan(text, 3);
    const second = events.filter(
      (e): e is Extract<ArrayScanEvent, { kind: "element" }> => e.kind === "element",
    )[1]!;
    const parsed = parseElement(second);
    expect(
      parsed.ok ? undefined : [parsed.error.line, parsed.error.column, parsed.error.offset],
    ).toEqual([3, 7, 28]);
  });
});

describe("the array scanner: memory is one element, capped", () => {
  test("nesting outside the array is followed 10000 levels deep, no further (a finding, no stack of gigabytes)", async () => {
    const deep = `${'{"a":'.repeat(10_001)}1${"}".repeat(10_001)}`;
    const last = (await scan(deep, 4096)).at(-1);
    expect(last?.kind === "error" ? last.parseError.message : last).toBe(
      "nested more than 10000 levels outside the large array",
    );
    const inside = `[${"[".repeat(20_000)}${"]".repeat(20_000)}]`;
    expect((await scan(inside, 4096)).filter((e) => e.kind === "element")).toHaveLength(1);
  });

  test("an element over the cap is reported by its size, its bytes not kept; the others are read", async () => {
    const events = await scan(`[1, "${"x".repeat(40)}", 3]`, 7, 10);
    const elements = events.flatMap((e) => (e.kind === "element" ? [parseElement(e, 10)] : []));
    expect(elements.map((e) => (e.ok ? e.value : e.error.message))).toEqual([
      1,
      "element 1 is 42 bytes, more than the 10 one element may have",
      3,
    ]);
  });
});

describe("the array scanner: an error outside the array is located where JSON.parse of the whole text puts it", () => {
  test.each<[string, string]>([
    ["a bad literal after the array", '{"data": [1, 2],\n  "x": tru}'],
    [
      "a double comma in a HAR log after its entries",
      '{\n "log": {\n  "entries": [{"a": 1}],\n  "x": 1,,\n  "y": 2}}',
    ],
    [
      "a stray quote that throws the scan's string pairing off to the end",
      '{\n  "a": "x" " ,\n  "b": [1, 2]\n}',
    ],
    ["a missing comma in a document without any target", '{\n  "a": 1\n  "b": 2\n}'],
    ["a document cut short (found by the scan itself)", '{"msg": "ok",\n "pageMeta": {"page": 1'],
  ])("%s", async (_name, text) => {
    const whole = parseJson(text);
    const expected = whole.ok
      ? undefined
      : [whole.error.line, whole.error.column, whole.error.offset];
    for (const size of [1, 7, Number.MAX_SAFE_INTEGER]) {
      const end = (await scan(text, size)).at(-1);
      const parsed = end?.kind === "end" ? end.parseOutside() : undefined;
      const error =
        end?.kind === "error" ? end.parseError : parsed?.ok === false ? parsed.error : undefined;
      const seen = error === undefined ? end : [error.line, error.column, error.offset];
      expect([size, seen]).toEqual([size, expected]);
    }
  });
});
