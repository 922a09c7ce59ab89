import { writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import { toV1OccurrenceRow } from "../../src/world";
import {
  exitCodeFor,
  findInvalidUtf8,
  countsOf,
  readInputs,
  validateInputs,
  type BodyResult,
} from "../../src/validation";
import { byteLines } from "../../src/capture/byte-lines";
import { testWorld } from "../server/helpers/test-world";
import { createTempDir } from "./temp-dir";

const temp = createTempDir("large-documents");
afterAll(() => temp.remove());
const world = testWorld(40);

/** A v2 envelope of the world's first records; `breakAt` gets a latitude of the wrong type. */
function envelope(count: number, breakAt?: number): string {
  const data = world.occurrences
    .slice(0, count)
    .map((occurrence, i) => (i === breakAt ? { ...occurrence.v2, latitude: 12 } : occurrence.v2));
  const pageMeta = {
    page: 1,
    take: count,
    itemCount: count,
    pageCount: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  };
  return JSON.stringify(
    { msg: "Success in filtering occurrences", msgCode: "success", code: 200, pageMeta, data },
    null,
    1,
  );
}

function v1List(count: number, breakAt?: number): string {
  return JSON.stringify(
    world.occurrences.slice(0, count).map((occurrence, i) => {
      const row = toV1OccurrenceRow(world, occurrence);
      return i === breakAt ? { ...row, id_ocorrencia: "x" } : row;
    }),
  );
}

function har(count: number): string {
  const entries = world.occurrences.slice(0, count).map((occurrence) => ({
    request: { method: "GET", url: `http://x/api/v1/occurrences?id_ocorrencia=${occurrence.id}` },
    response: {
      status: 200,
      content: {
        mimeType: "application/json",
        text: JSON.stringify([toV1OccurrenceRow(world, occurrence)]),
      },
    },
  }));
  return JSON.stringify({ log: { version: "1.2", creator: { name: "t", version: "1" }, entries } });
}

/** What a run says of each body, without where it came from. */
function outcome(results: readonly BodyResult[]): unknown[] {
  return results.map(({ status, schema, violations, parseError, reason }) => ({
    status,
    schema,
    reason,
    paths: violations.map((violation) => `${violation.path} ${violation.rule}`),
    line: parseError?.line,
  }));
}

async function run(path: string, largeDocumentBytes?: number): Promise<readonly BodyResult[]> {
  const options = largeDocumentBytes === undefined ? {} : { largeDocumentBytes };
  return (await validateInputs(readInputs([path], options))).results;
}

describe("validate: a large document is read a piece at a time, with the same findings", () => {
  test.each<[string, string, string]>([
    ["a valid v2 envelope", "valid.json", envelope(12)],
    ["a v2 envelope with a bad record at index 7 -> /data/7 named", "bad7.json", envelope(12, 7)],
    ["a v2 envelope with a bad first record", "bad0.json", envelope(5, 0)],
    ["an empty data array", "empty.json", envelope(0)],
    ["a v1 list with a bad row at index 9 -> /9 named", "v1.json", v1List(15, 9)],
    [
      "a bare array of v2 occurrences (a fixture file) with a bad item at index 7 -> /7 named",
      "items.json",
      JSON.stringify(JSON.parse(envelope(12, 7)).data),
    ],
    [
      "a bare array of v2 occurrences with a state at index 4 -> one kind finding at /4",
      "mixed.json",
      JSON.stringify(
        (JSON.parse(envelope(6)).data as unknown[]).map((item, i) =>
          i === 4 ? { id: world.states[0]!.uuid, name: world.states[0]!.name } : item,
        ),
      ),
    ],
    ["a HAR log: one body per entry", "log.har", har(4)],
    [
      "a syntax error inside an element -> malformed, same line",
      "broken.json",
      // The fourth record's latitude: an element read on its own.
      envelope(6)
        .split('"latitude"')
        .map((part, i) => (i === 4 ? `" ${part}` : part))
        .join('"latitude"'),
    ],
  ])("%s", async (_name, file, text) => {
    const path = temp.write(file, text);
    const whole = await run(path);
    const pieces = await run(path, 1);
    expect(outcome(pieces)).toEqual(outcome(whole));
    expect(pieces.length).toBeGreaterThan(0);
  });

  test("the violation path carries the element's real index", async () => {
    const [result] = await run(temp.write("bad3.json", envelope(8, 3)), 1);
    expect(result?.status).toBe("invalid");
    expect(result?.violations.map((violation) => violation.path)).toEqual(["/data/3/latitude"]);
  });
});

describe("validate: invalid UTF-8 is a finding with its byte offset", () => {
  const bad = Buffer.concat([Buffer.from('{"msg":"a'), Buffer.from([0xff]), Buffer.from('"}')]);
  test.each<[string, number | undefined]>([
    ["read whole", undefined],
    ["read as a large document", 1],
  ])("a document (%s) -> malformed at byte offset 9", async (_name, largeDocumentBytes) => {
    const path = temp.write(`utf8-${largeDocumentBytes ?? 0}.json`, "");
    writeFileSync(path, bad);
    const [result] = await run(path, largeDocumentBytes);
    expect(result?.status).toBe("malformed");
    expect(result?.parseError?.message).toBe("invalid UTF-8 at byte offset 9 (byte 0xff)");
  });

  test("NDJSON: the offset counts the bytes of the lines before", async () => {
    const path = temp.write("utf8.ndjson", "");
    writeFileSync(path, Buffer.concat([Buffer.from("[]\n"), bad]));
    const results = await run(path);
    expect(results.at(-1)?.status).toBe("malformed");
    expect(results.at(-1)?.parseError).toMatchObject({ line: 2, offset: 12 });
  });

  test.each<[string, number[], number]>([
    ["ASCII -> valid", [0x41, 0x42], -1],
    ["é (C3 A9) -> valid", [0xc3, 0xa9], -1],
    ["a 4-byte emoji -> valid", [0xf0, 0x9f, 0x98, 0x80], -1],
    ["a lone continuation byte -> at it", [0x41, 0x80], 1],
    ["an overlong / (C0 AF) -> at C0", [0xc0, 0xaf], 0],
    ["a UTF-16 surrogate (ED A0 80) -> at ED", [0x41, 0xed, 0xa0, 0x80], 1],
    ["a sequence cut by the end (E2 82) -> at E2", [0x41, 0xe2, 0x82], 1],
    ["F5 (beyond U+10FFFF) -> at it", [0xf5, 0x80, 0x80, 0x80], 0],
  ])("findInvalidUtf8: %s", (_name, bytes, offset) => {
    expect(findInvalidUtf8(Uint8Array.from(bytes))).toBe(offset);
  });
});

describe("validate: a file in which nothing was validated fails the run", () => {
  test.each<[string, string, 0 | 1]>([
    ["a HAR whose only answer is a stylesheet -> exit 1", "css.har", 1],
    ["a valid body next to it -> still exit 1 (the HAR checked nothing)", "both", 1],
  ])("%s", async (_name, which, code) => {
    const css = temp.write(
      "css.har",
      JSON.stringify({
        log: {
          version: "1.2",
          creator: { name: "t", version: "1" },
          entries: [
            {
              request: { method: "GET", url: "http://x/style.css" },
              response: { status: 200, content: { mimeType: "text/css", text: "a{}" } },
            },
          ],
        },
      }),
    );
    const paths = which === "both" ? [css, temp.write("ok.json", envelope(2))] : [css];
    const summary = countsOf({
      results: (await validateInputs(readInputs(paths))).results,
    }).summary;
    expect(summary.nothingValidated).toBe(1);
    expect(exitCodeFor(summary)).toBe(code);
  });
});

describe("byteLines: lines of bytes, one held at a time", () => {
  async function collect(chunks: string[], max: number): Promise<unknown[]> {
    const found = [];
    for await (const line of byteLines(Readable.from(chunks.map((c) => Buffer.from(c))), max)) {
      found.push("tooLong" in line ? { tooLong: line.tooLong } : line.bytes.toString());
    }
    return found;
  }
  test.each<[string, string[], number, unknown[]]>([
    ["LF and CRLF both end a line", ["a\r\nb\nc"], 100, ["a", "b", "c"]],
    ["a line split across chunks is joined", ["ab", "cd\ne"], 100, ["abcd", "e"]],
    ["a line over the cap is reported by length", ["aaaaaa\nb"], 3, [{ tooLong: 6 }, "b"]],
    ["a final newline adds no empty line", ["a\n"], 100, ["a"]],
  ])("%s", async (_name, chunks, max, expected) => {
    expect(await collect(chunks, max)).toEqual(expected);
  });
});

describe("validate: an element over the cap is left out alone, with its size", () => {
  /** Elements of a few kB; the cap (20 kB) leaves out the padded one. */
  const cap = 20_000;

  test("a large envelope: one maxElementBytes violation at its index; a bad record after it is still found", async () => {
    const body = JSON.parse(envelope(8, 6)) as { data: Record<string, unknown>[] };
    body.data[3] = { ...body.data[3], padding: "x".repeat(cap + 1) };
    const path = temp.write("capped.json", JSON.stringify(body, null, 1));
    const options = { largeDocumentBytes: 1, maxElementBytes: cap };
    const { results } = await validateInputs(readInputs([path], options));
    expect(results.map((r) => r.status)).toEqual(["invalid"]);
    expect(results[0]?.violations.map((v) => `${v.path} ${v.rule}`)).toEqual([
      "/data/3 maxElementBytes",
      "/data/6/latitude type",
    ]);
    expect(results[0]?.violations[0]?.message).toMatch(
      /^element 3 is \d+ bytes, more than the 20000 one element may have$/,
    );
  });

  test("a HAR: the entry over the cap is malformed, the others are read", async () => {
    const log = JSON.parse(har(3)) as { log: { entries: { comment?: string }[] } };
    log.log.entries[1]!.comment = "x".repeat(cap + 1);
    const path = temp.write("capped.har", JSON.stringify(log));
    const items = [];
    for await (const item of readInputs([path], { maxElementBytes: cap })) items.push(item);
    expect(items.map((item) => [item.kind, item.source.entry])).toEqual([
      ["body", 0],
      ["malformed", 1],
      ["body", 2],
    ]);
  });
});
