// Moved from the fast tier: a 17 MB document is seconds of work on a busy machine, over the
// fast tier's 5 s per test. The other streaming cases stay in test/capture/stream-inputs.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readFiles } from "../../../src/capture/read-inputs";
import { collect, streamOf, unnamed } from "../../capture/stream-helpers";
import { createTempDir } from "../../validation/temp-dir";

const har = join(__dirname, "..", "..", "fixtures", "validation", "capture.har");
const temp = createTempDir("stream-inputs");
afterAll(() => temp.remove());

describe("a compact document on standard input, one line over 16 MiB, is scanned as it comes", () => {
  test("a compact HAR of 17 MB: one item per entry, as from the file", async () => {
    const log = JSON.parse(readFileSync(har, "utf8")) as { log: { entries: unknown[] } };
    // One entry with a body of about 1 MB, seventeen times: a single line of about 17 MB.
    const [entry] = log.log.entries as { response: { content: { text: string } } }[];
    const body = JSON.parse(entry!.response.content.text) as { data: unknown[] };
    const padded = { ...body, data: Array<unknown>(2000).fill(body.data[0] ?? {}) };
    const big = {
      ...entry,
      response: {
        ...entry!.response,
        content: { ...entry!.response.content, text: JSON.stringify(padded) },
      },
    };
    const entries = Array<unknown>(Math.ceil(17e6 / JSON.stringify(big).length)).fill(big);
    const text = JSON.stringify({ log: { ...log.log, entries } });
    expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
    const path = temp.write("compact.har", text);
    const fromFile = await collect(readFiles([{ path, format: "har" }]));
    const stdin = streamOf(Buffer.from(text), 64 * 1024);
    const fromStdin = await collect(readFiles([{ path: "-", format: "auto" }], { stdin }));
    expect(fromStdin.length).toBe(entries.length);
    expect(fromStdin.map(unnamed)).toEqual(fromFile.map(unnamed));
  }, 20_000);
});
