import { Readable } from "node:stream";
import { readInputs, resolveInputPaths, type InputItem } from "../../src/capture";
import { sampleOccurrencesResponse, sampleV1CityRow } from "../fixtures/validation/sample-bodies";
import { createTempDir, fixture } from "../validation/temp-dir";

const temp = createTempDir("read-inputs");
afterAll(() => temp.remove());

async function readAll(paths: string[], stdin?: Readable): Promise<InputItem[]> {
  const items: InputItem[] = [];
  for await (const item of readInputs(paths, { stdin })) items.push(item);
  return items;
}

/** [kind, source label] of each item, to compare in one line. */
function kinds(items: InputItem[]): [string, string | number | undefined][] {
  return items.map((item) => [item.kind, item.source.entry ?? item.source.line]);
}

const body = JSON.stringify(sampleOccurrencesResponse(1));

describe("readInputs: formats", () => {
  it("a pretty-printed JSON file -> one body, no line", async () => {
    const items = await readAll([fixture("v2-occurrences.json")]);
    expect(kinds(items)).toEqual([["body", undefined]]);
    expect(items[0]?.source).toEqual({ file: fixture("v2-occurrences.json") });
  });

  it("a one-line JSON file -> one body, no line", async () => {
    const items = await readAll([temp.write("one-line.json", `${body}\n`)]);
    expect(kinds(items)).toEqual([["body", undefined]]);
  });

  it("an .ndjson file -> one body per line, blank lines skipped, numbered by file line", async () => {
    const path = temp.write("three.ndjson", `${body}\n\n${body}\r\n${body}`);
    expect(kinds(await readAll([path]))).toEqual([
      ["body", 1],
      ["body", 3],
      ["body", 4],
    ]);
  });

  it("a .json file holding NDJSON (whole value on line 1, more lines) -> one body per line", async () => {
    const path = temp.write("actually-ndjson.json", `${body}\n${body}\n`);
    expect(kinds(await readAll([path]))).toEqual([
      ["body", 1],
      ["body", 2],
    ]);
  });

  it("a malformed NDJSON line -> a finding with file line and column; the other lines still read", async () => {
    const items = await readAll([fixture("bodies.ndjson")]);
    expect(kinds(items)).toEqual([
      ["body", 1],
      ["body", 2],
      ["malformed", 3],
      ["body", 4],
    ]);
    expect(items[2]).toMatchObject({ parseError: { line: 3, column: 56 } });
  });

  it("a HAR log -> one item per entry, JSON bodies parsed, the exchange attached", async () => {
    const items = await readAll([fixture("capture.har")]);
    expect(kinds(items)).toEqual([
      ["body", 0],
      ["body", 1],
      ["body", 2],
      ["body", 3],
      ["skipped", 4],
      ["malformed", 5],
    ]);
    expect(items[2]).toMatchObject({
      exchange: {
        method: "GET",
        url: "https://api.fogocruzado.org.br/api/v1/occurrences?field[]=id_ocorrencia&field[]=nome_cidade",
        status: 200,
      },
    });
    expect(items[4]).toMatchObject({ reason: "response is not JSON (content type text/css)" });
    expect(items[5]).toMatchObject({ parseError: { line: 2, column: 11 } });
  });

  it("a HAR entry whose text is base64 -> decoded", async () => {
    const har = {
      log: {
        version: "1.2",
        entries: [
          {
            request: { method: "GET", url: "http://x/api/v1/cities" },
            response: {
              status: 200,
              content: {
                mimeType: "application/json",
                encoding: "base64",
                text: Buffer.from(JSON.stringify([sampleV1CityRow()])).toString("base64"),
              },
            },
          },
        ],
      },
    };
    const items = await readAll([temp.write("b64.har", JSON.stringify(har))]);
    expect(items[0]).toMatchObject({ kind: "body", body: [sampleV1CityRow()] });
  });

  it("a proxy recording -> each line's response body with its exchange", async () => {
    const items = await readAll([fixture("recording.ndjson")]);
    expect(kinds(items)).toEqual([
      ["body", 1],
      ["body", 2],
      ["skipped", 3],
    ]);
    expect(items[1]).toMatchObject({
      exchange: { method: "GET", status: 200 },
      body: { msg: "Success in filtering occurrences" },
    });
  });

  it("a recorded JSON answer that did not parse (kept as text) -> malformed, with its position", async () => {
    const line = JSON.stringify({
      request: { method: "GET", url: "http://x/api/v2/states", headers: {} },
      response: { status: 200, headers: { "content-type": "application/json" }, text: '{"a":}' },
    });
    const items = await readAll([temp.write("rec-bad.ndjson", `${line}\n`)]);
    expect(items).toMatchObject([{ kind: "malformed", parseError: { line: 1, column: 6 } }]);
  });

  it("a byte-order mark before the JSON -> ignored", async () => {
    const items = await readAll([temp.write("bom.json", `\ufeff${body}`)]);
    expect(kinds(items)).toEqual([["body", undefined]]);
  });
});

describe("readInputs: malformed and odd files", () => {
  it("a pretty document broken on line 3 -> malformed at 3:8, and the next file still read", async () => {
    const bad = temp.write("bad/broken.json", '{\n  "a": 1,\n  "b": }\n');
    const good = fixture("v1-cities.json");
    const items = await readAll([bad, good]);
    expect(items).toMatchObject([
      { kind: "malformed", source: { file: bad }, parseError: { line: 3, column: 8 } },
      { kind: "body", source: { file: good } },
    ]);
  });

  it("an empty .json file -> malformed at 1:1 (empty file)", async () => {
    const items = await readAll([temp.write("empty.json", "")]);
    expect(items).toMatchObject([
      { kind: "malformed", parseError: { line: 1, column: 1, message: "empty file" } },
    ]);
  });

  it("an empty .ndjson file -> noted, not a body", async () => {
    const items = await readAll([temp.write("empty.ndjson", "\n")]);
    expect(kinds(items)).toEqual([["skipped", undefined]]);
  });

  it("a missing path -> one unreadable item, the other paths still read", async () => {
    const items = await readAll([temp.write("x.json", "[]"), `${temp.dir}/nope.json`]);
    expect(items.map((item) => item.kind).sort()).toEqual(["body", "unreadable"]);
  });
});

describe("readInputs: folders and standard input", () => {
  it("a folder -> its .json, .ndjson, .jsonl and .har files, recursively, sorted; others ignored", async () => {
    const walk = createTempDir("walk");
    try {
      walk.write("b.json", "[]");
      walk.write("a/deep/c.ndjson", "[]\n[]\n");
      walk.write("a/d.har", JSON.stringify({ log: { entries: [] } }));
      walk.write("notes.txt", "not read");
      walk.write("e.jsonl", "[]\n");
      const { files, problems } = await resolveInputPaths([walk.dir]);
      expect(problems).toEqual([]);
      expect(files.map((f) => [f.path.slice(walk.dir.length + 1), f.format])).toEqual([
        ["a/d.har", "har"],
        ["a/deep/c.ndjson", "ndjson"],
        ["b.json", "auto"],
        ["e.jsonl", "ndjson"],
      ]);
    } finally {
      walk.remove();
    }
  });

  it("a folder without such files -> a problem, not silence", async () => {
    const empty = createTempDir("empty");
    try {
      const { problems } = await resolveInputPaths([empty.dir]);
      expect(problems).toEqual([{ path: empty.dir, reason: expect.stringMatching(/no .json/) }]);
    } finally {
      empty.remove();
    }
  });

  it("- reads standard input (NDJSON here), named <stdin>", async () => {
    const items = await readAll(["-"], Readable.from([`${body}\n`, `${body}\n`]));
    expect(items.map((item) => [item.kind, item.source.file, item.source.line])).toEqual([
      ["body", "<stdin>", 1],
      ["body", "<stdin>", 2],
    ]);
  });
});
