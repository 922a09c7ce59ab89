import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  JsonTokenizer,
  type ArrayScanEvent,
  type JsonTokenizerOptions,
} from "../../src/capture/json-tokenizer";
import { parseJson } from "../../src/capture/parse-json";
import { parseElement, scanStream, type StreamEvent } from "../../src/capture/scan-stream";

const POINTERS = ["", "/data", "/log/entries"];
const CHUNK_SIZES = [1, 2, 3, 7, 64, Number.MAX_SAFE_INTEGER];

/** The bytes in chunks of `size` (the last one shorter). */
async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function scan(text: string | Buffer, size: number, maxElementBytes = 1 << 20) {
  const scanner = new JsonTokenizer({
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

describe("the JSON tokenizer: any chunking gives the document JSON.parse reads", () => {
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

describe("the JSON tokenizer: broken JSON is found at the same place whatever the chunking", () => {
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

describe("the JSON tokenizer: memory is one element, capped", () => {
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

describe("the JSON tokenizer: an error outside the array is located where JSON.parse of the whole text puts it", () => {
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

/** The tokenizer's element events for `text` cut at `cuts` (byte offsets), and its end. */
function elementsOf(
  text: string | Buffer,
  cuts: readonly number[],
  options: Partial<JsonTokenizerOptions> = {},
): { elements: Extract<ArrayScanEvent, { kind: "element" }>[]; tokenizer: JsonTokenizer } {
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  const tokenizer = new JsonTokenizer({
    pointers: POINTERS,
    maxElementBytes: 1 << 20,
    maxOutsideBytes: 1 << 20,
    ...options,
  });
  const events: ArrayScanEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    events.push(...tokenizer.push(bytes.subarray(from, cut)));
    from = cut;
  }
  events.push(...tokenizer.end());
  const elements = events.filter(
    (e): e is Extract<ArrayScanEvent, { kind: "element" }> => e.kind === "element",
  );
  return { elements, tokenizer };
}

/** Every way of cutting the bytes in two. */
const everyCut = (text: string): number[][] =>
  Array.from({ length: Buffer.byteLength(text) + 1 }, (_, at) => [at]);

describe("the JSON tokenizer: strings and escapes, wherever a chunk ends", () => {
  test.each<[string, string, string[]]>([
    ["an escaped quote", String.raw`["a\"b", 1]`, [String.raw`"a\"b"`, "1"]],
    [
      "runs of backslashes before a quote",
      String.raw`["\\", "\\\"", "x\\\\"]`,
      [String.raw`"\\"`, String.raw`"\\\""`, String.raw`"x\\\\"`],
    ],
    [
      "a \\u escape of a quote and of a backslash",
      String.raw`["\u0022", "\u005c", {"\u0022k": "]"}]`,
      [String.raw`"\u0022"`, String.raw`"\u005c"`, String.raw`{"\u0022k": "]"}`],
    ],
    [
      "brackets, braces and commas inside strings",
      '["[", "}", {"a": ",]}"}]',
      ['"["', '"}"', '{"a": ",]}"}'],
    ],
  ])("%s, cut anywhere", (_name, text, expected) => {
    for (const cuts of everyCut(text)) {
      const { elements } = elementsOf(text, cuts);
      expect([cuts, elements.map((e) => e.bytes.toString())]).toEqual([cuts, expected]);
    }
  });

  test("a surrogate pair, escaped or as UTF-8 bytes, cut at every byte and in three", () => {
    const text = String.raw`["\ud83d\ude00", "😀", {"k😀": "\uD834\uDD1E𝄞"}]`;
    const expected = JSON.parse(text) as unknown[];
    const length = Buffer.byteLength(text);
    for (let a = 0; a <= length; a += 1) {
      for (const b of [a, a + 1, a + 2, a + 3].filter((at) => at <= length)) {
        const { elements } = elementsOf(text, [a, b]);
        const values = elements.map((e) => JSON.parse(e.bytes.toString("utf8")) as unknown);
        expect([a, b, values]).toEqual([a, b, expected]);
      }
    }
  });

  test("a string still open at the end, even within an escape, is an error there", () => {
    for (const text of ['["abc', '["abc\\', '{"data": ["a\\"']) {
      expect(() => elementsOf(text, [3])).toThrow("unexpected end of data: a string is not closed");
    }
  });
});

describe("the JSON tokenizer: values, nesting and whitespace", () => {
  test("numbers of every form are whole elements, ended only by what follows them", () => {
    const text = "[-0, 1e5, 2.5E-3, -12.75e+10, 123456789012345678901234567890, 0]";
    const expected = ["-0", "1e5", "2.5E-3", "-12.75e+10", "123456789012345678901234567890", "0"];
    for (const cuts of everyCut(text)) {
      expect(elementsOf(text, cuts).elements.map((e) => e.bytes.toString())).toEqual(expected);
    }
    const tokenizer = new JsonTokenizer({
      pointers: [""],
      maxElementBytes: 64,
      maxOutsideBytes: 64,
    });
    expect(tokenizer.push(Buffer.from("[12")).map((e) => e.kind)).toEqual(["array"]);
    const [event] = tokenizer.push(Buffer.from("3]"));
    expect(event?.kind === "element" ? event.bytes.toString() : event).toBe("123");
  });

  test("an element is compact when no whitespace lies between its tokens (in strings it is text)", () => {
    const text = '[{"a":1}, {"a": 1}, "a b", 7 , [1,\n2], {"s":"  "}, [[ ]]]';
    const { elements } = elementsOf(text, [9]);
    expect(elements.map((e) => [e.bytes.toString(), e.compact])).toEqual([
      ['{"a":1}', true],
      ['{"a": 1}', false],
      ['"a b"', true],
      ["7", true],
      ["[1,\n2]", false],
      ['{"s":"  "}', true],
      ["[[ ]]", false],
    ]);
  });

  test("each element's place and size are given; with maxElementBytes 0 its bytes are not kept", () => {
    const text = ' {"data": [ {"a": 1},"x" ]}';
    const { elements } = elementsOf(text, [14], { maxElementBytes: 0 });
    expect(elements.map((e) => [e.at.offset, e.size, e.bytes.length])).toEqual([
      [12, 8, 0],
      [21, 3, 0],
    ]);
  });

  test("nesting outside the array is followed to maxOutsideDepth; inside an element, any depth", () => {
    // Four objects and an array no pointer names: five levels.
    const deep = `${'{"a":'.repeat(4)}[1]${"}".repeat(4)}`;
    expect(() => elementsOf(deep, [], { maxOutsideDepth: 4 })).toThrow(
      "nested more than 4 levels outside the large array",
    );
    expect(() => elementsOf(deep, [], { maxOutsideDepth: 5 })).not.toThrow();
    const inside = `{"data": [${"[".repeat(50_000)}${"]".repeat(50_000)}, 2]}`;
    expect(elementsOf(inside, [7, 30_000], { maxOutsideDepth: 2 }).elements).toHaveLength(2);
  });

  test("a bracket that closes what it did not open, outside the array, is an error there", () => {
    expect(() => elementsOf('{"a": [1}', [])).toThrow("unexpected }");
    expect(() => elementsOf('{"a": 1]', [])).toThrow("unexpected ]");
  });

  test("a document cut short inside the array, an element or around it is an error at its end", () => {
    for (const text of ["[1", "[1,", '[{"a": [1]', '{"data": [1]', '{"x": {']) {
      for (const cuts of everyCut(text)) {
        expect(() => elementsOf(text, cuts)).toThrow(
          "unexpected end of data: a bracket is not closed",
        );
      }
    }
  });

  test("padding outside the array is kept as one space, formatting and strings as they are", () => {
    const pad = " ".repeat(300_000);
    const text = `${pad}{ "msg" : "a  b\\n c" ,${pad}"data": [1,${pad}2] ,\n "x" : [ ] }${pad}`;
    for (const cuts of [[], [1000, 300_020, 600_100]]) {
      const { elements, tokenizer } = elementsOf(text, cuts);
      expect(elements.map((e) => e.bytes.toString())).toEqual(["1", "2"]);
      expect(tokenizer.outsideBytes()?.toString()).toMatch(
        /^ +\{ "msg" : "a {2}b\\n c" , +"data": \[\] ,\n "x" : \[ \] \} +$/,
      );
      expect(tokenizer.outsideBytes()!.length).toBeLessThan(100);
    }
  });
});

describe("the JSON tokenizer: what the data loader asks of it", () => {
  test("counts the members named by an asked pointer, whatever their value, before and after the array", () => {
    const count = (text: string) => elementsOf(text, []).tokenizer.namedMembers;
    expect(count('{"data": [1]}')).toBe(1);
    expect(count('{"data": 1, "data": [2]}')).toBe(2);
    expect(count('{"data": [1], "d\\u0061ta": [2]}')).toBe(2);
    expect(count('{"x": {"data": [1]}, "log": {"entries": []}}')).toBe(1);
    expect(count("[1]")).toBe(0);
  });

  test("a reader of ranges gets each element's offsets and compactness, and no element event", () => {
    const text = '{"msg": "ok", "data": [{"a": 1},"x\\"y",[2,3], 4]}';
    const ranges: [number, number, boolean][] = [];
    const tokenizer = new JsonTokenizer({
      pointers: ["/data"],
      maxElementBytes: 0,
      maxOutsideBytes: 1024,
      onRange: (start, end, compact) => ranges.push([start, end, compact]),
    });
    const bytes = Buffer.from(text);
    const kinds: string[] = [];
    const cuts = [0, 5, 26, 33, 40, bytes.length];
    for (let k = 1; k < cuts.length; k += 1) {
      const events = tokenizer.push(bytes.subarray(cuts[k - 1], cuts[k]));
      kinds.push(...events.map((e) => e.kind));
    }
    kinds.push(...tokenizer.end().map((e) => e.kind));
    expect(kinds).toEqual(["array"]);
    expect(ranges.map(([start, end, compact]) => [text.slice(start, end), compact])).toEqual([
      ['{"a": 1}', false],
      ['"x\\"y"', true],
      ["[2,3]", true],
      ["4", true],
    ]);
  });

  test("tells where the array ends and whether the last element still waits for its comma", () => {
    const tokenizer = new JsonTokenizer({ pointers: [""], maxElementBytes: 0, maxOutsideBytes: 0 });
    tokenizer.push(Buffer.from('[{"a":1}'));
    expect([tokenizer.afterElement, tokenizer.arrayEnd]).toEqual([true, -1]);
    tokenizer.push(Buffer.from(" ,"));
    expect([tokenizer.afterElement, tokenizer.arrayEnd]).toEqual([false, -1]);
    tokenizer.push(Buffer.from(" 2 ]  "));
    expect([tokenizer.afterElement, tokenizer.arrayEnd]).toEqual([false, 14]);
  });
});
