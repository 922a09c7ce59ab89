import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { exchangeOfHarEntry } from "../../src/capture/har";
import { readExchanges } from "../../src/capture/read-exchanges";
import { readFiles } from "../../src/capture/read-inputs";
import { streamHar } from "../../src/capture/stream-har";
import type { InputItem } from "../../src/capture/input-item";
import { collect, streamOf, unnamed } from "./stream-helpers";
import { createTempDir } from "../validation/temp-dir";

const har = join(__dirname, "..", "fixtures", "validation", "capture.har");
const temp = createTempDir("stream-inputs");
afterAll(() => temp.remove());

describe("HAR is read streaming, an entry at a time, from a file or standard input", () => {
  test.each<[string, number]>([
    ["chunks of 7 bytes", 7],
    ["chunks of 1 byte", 1],
    ["one chunk", 1 << 20],
  ])("a HAR on standard input in %s gives the items of the file", async (_name, size) => {
    const fromFile = await collect(readFiles([{ path: har, format: "har" }]));
    const stdin = streamOf(readFileSync(har), size);
    const fromStdin = await collect(readFiles([{ path: "-", format: "har" }], { stdin }));
    expect(fromStdin.map(unnamed)).toEqual(fromFile.map(unnamed));
    expect(fromFile.length).toBeGreaterThan(1);
  });
});

describe("every HAR fixture: the exchanges streamed in chunks of 7 bytes are those of a whole read", () => {
  test.each<[string]>([["validation/capture.har"], ["data/bahia.har"]])("%s", async (file) => {
    const path = join(__dirname, "..", "fixtures", file);
    const bytes = readFileSync(path);
    const whole = (JSON.parse(bytes.toString()) as { log: { entries: unknown[] } }).log.entries;
    const streamed: unknown[] = [];
    for await (const event of streamHar(streamOf(bytes, 7))) {
      if (event.kind === "entry" && event.entry.ok) streamed.push(event.entry.value);
    }
    expect(streamed.map(exchangeOfHarEntry)).toEqual(whole.map(exchangeOfHarEntry));
    const read: unknown[] = [];
    for await (const item of readExchanges([{ path, format: "har" }])) {
      if (item.kind === "exchange") read.push(item.exchange);
    }
    expect(read).toEqual(whole.map(exchangeOfHarEntry).filter((e) => e !== undefined));
    expect(read.length).toBeGreaterThan(1);
  });
});

describe("a document on standard input (no stated format) is scanned as it comes, with the items of the file", () => {
  const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

  test.each<[string, string]>([
    ["a pretty-printed HAR: one item per entry", pretty(JSON.parse(readFileSync(har, "utf8")))],
    [
      "a pretty-printed envelope: one body",
      pretty({ msg: "ok", data: [{ id: "a" }, { id: "b" }] }),
    ],
    [
      "a malformed document: located as in the file",
      '{\n  "msg": "ok",\n  "data": [1,\n  2]\n  "x": 1\n}',
    ],
    [
      "a document cut short: at the same place (the scan names the open bracket)",
      '{\n  "msg": "ok",\n  "data": [1,\n  2',
    ],
  ])("%s", async (_name, text) => {
    const path = temp.write("document.json", text);
    const fromFile = await collect(readFiles([{ path, format: "auto" }]));
    const stdin = streamOf(Buffer.from(text), 7);
    const fromStdin = await collect(readFiles([{ path: "-", format: "auto" }], { stdin }));
    const placed = (items: InputItem[]) =>
      items.map((item) => {
        const named = unnamed(item) as InputItem;
        if (named.kind !== "malformed") return named;
        return { ...named, parseError: { ...named.parseError, message: "" } };
      });
    expect(placed(fromStdin)).toEqual(placed(fromFile));
  });
});

describe("a stream or pipe is read up to maxStreamBytes", () => {
  const line = `${JSON.stringify({ msg: "x", data: [] })}\n`;

  test("an endless pipe stops at the cap: the whole lines read are kept, one item names the cap", async () => {
    let produced = 0;
    const endless = Readable.from(
      (function* lines() {
        for (;;) {
          produced += 1;
          yield Buffer.from(line);
        }
      })(),
    );
    const cap = line.length * 10 + 5;
    const items = await collect(
      readFiles([{ path: "-", format: "ndjson" }], { stdin: endless, maxStreamBytes: cap }),
    );
    expect(items.map((item) => item.kind)).toEqual([
      ...Array<string>(10).fill("body"),
      "unreadable",
    ]);
    expect(items.at(-1)).toMatchObject({
      kind: "unreadable",
      reason: expect.stringContaining(`after ${cap} bytes`),
    });
    expect(produced).toBeLessThan(100);
  });

  test("an input shorter than the cap is read whole, with no finding", async () => {
    const stdin = Readable.from([Buffer.from(line.repeat(3))]);
    const items = await collect(
      readFiles([{ path: "-", format: "ndjson" }], { stdin, maxStreamBytes: line.length * 3 }),
    );
    expect(items.map((item) => item.kind)).toEqual(["body", "body", "body"]);
  });
});
