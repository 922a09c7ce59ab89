import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { readInputs, resolveInputPaths, type InputItem } from "../../src/capture";
import { byteLines } from "../../src/capture/byte-lines";
import { isNestedTooDeep, MAX_NESTING_DEPTH } from "../../src/capture/nesting-depth";
import { readPathOf } from "../../src/data/plan-data-read";
import { createTempDir } from "../validation/temp-dir";

// Hostile files: each refused or read with bounded effort, never a crash.
const temp = createTempDir("hostile-files");
afterAll(() => temp.remove());

async function readAll(paths: string[]): Promise<InputItem[]> {
  const items: InputItem[] = [];
  for await (const item of readInputs(paths)) items.push(item);
  return items;
}

const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

describe("a value nested deeper than MAX_NESTING_DEPTH is told without overflowing the stack", () => {
  test.each([
    ["a scalar", false, 1],
    ["exactly the limit", false, nested(MAX_NESTING_DEPTH)],
    ["one level more", true, nested(MAX_NESTING_DEPTH + 1)],
    ["6,000 levels", true, nested(6000)],
    ["1,000,000 levels", true, nested(1_000_000)],
    ["deep inside an object", true, { a: { b: [1, { c: nested(300) }] } }],
    ["a wide, shallow record", false, { list: Array.from({ length: 10_000 }, (_, i) => ({ i })) }],
  ])("%s -> too deep: %s", (_name, deep, value) => {
    expect(isNestedTooDeep(value)).toBe(deep);
  });
});

describe("paths that are no data file are refused with one line, never read", () => {
  test.each([
    ["a character device (endless: /dev/zero)", "/dev/zero", "a character device"],
    ["a character device (/dev/null)", "/dev/null", "a character device"],
  ])("%s", async (_name, path, kind) => {
    const { files, problems } = await resolveInputPaths([path]);
    expect(files).toEqual([]);
    expect(problems).toEqual([{ path, reason: `${kind}, not a file or a pipe: not read` }]);
  });

  test("a device linked under a walked name in a folder is a problem, not a file to read", async () => {
    const dir = join(temp.dir, "with-device");
    temp.write(join("with-device", "a.ndjson"), "{}\n");
    symlinkSync("/dev/zero", join(dir, "zero.json"));
    const { files, problems } = await resolveInputPaths([dir]);
    expect(files.map((file) => file.path)).toEqual([join(dir, "a.ndjson")]);
    expect(problems).toEqual([
      { path: join(dir, "zero.json"), reason: "a character device, not a file: not read" },
    ]);
  });
});

describe("a folder is walked with cycles detected: links are followed, each folder once", () => {
  test("links back to the folder or a parent end there, a linked folder elsewhere is walked, a file reached twice is read once", async () => {
    const root = join(temp.dir, "loop");
    temp.write(join("loop", "sub", "a.ndjson"), "{}\n");
    temp.write(join("elsewhere", "b.ndjson"), "{}\n");
    symlinkSync("..", join(root, "sub", "up"));
    symlinkSync("..", join(root, "sub", "up.json"));
    symlinkSync(".", join(root, "sub", "self"));
    symlinkSync(join(temp.dir, "elsewhere"), join(root, "linked"));
    symlinkSync(join(root, "sub", "a.ndjson"), join(root, "same-file.ndjson"));
    const { files, problems } = await resolveInputPaths([root]);
    expect(problems).toEqual([]);
    expect(files.map((file) => file.path)).toEqual([
      join(root, "linked", "b.ndjson"),
      join(root, "same-file.ndjson"),
    ]);
  });
});

describe("a pipe is read once", () => {
  test.each([
    ["a file", "split", { path: "a.json", format: "auto" as const }],
    ["a pipe", "general", { path: "/dev/fd/63", format: "auto" as const, stream: true as const }],
  ])("serve --data reads %s the %s way", (_name, path, file) => {
    expect(readPathOf(file)).toBe(path);
  });
});

describe("HAR bodies in base64 are bytes: invalid UTF-8 is a malformed body, never U+FFFD", () => {
  const har = (bytes: Buffer) =>
    JSON.stringify({
      log: {
        entries: [
          {
            request: { method: "GET", url: "http://x/api/v2/states" },
            response: {
              status: 200,
              content: {
                mimeType: "application/json",
                encoding: "base64",
                text: bytes.toString("base64"),
              },
            },
          },
        ],
      },
    });
  test.each([
    ["valid UTF-8", "body", Buffer.from('{"data":["São Paulo"]}'), undefined],
    [
      "a lone 0xff byte",
      "malformed",
      Buffer.concat([Buffer.from('{"data":["S'), Buffer.from([0xff]), Buffer.from('"]}')]),
      "base64 body: invalid UTF-8 at byte offset 11 (byte 0xff) of the decoded bytes",
    ],
    [
      "a cut multi-byte character",
      "malformed",
      Buffer.concat([Buffer.from('["'), Buffer.from([0xc3]), Buffer.from('"]')]),
      "base64 body: invalid UTF-8 at byte offset 2 (byte 0xc3) of the decoded bytes",
    ],
  ])("%s -> %s", async (name, kind, bytes, message) => {
    const path = temp.write(`${name.replace(/\W+/g, "-")}.har`, har(bytes));
    const [item] = await readAll([path]);
    expect(item?.kind).toBe(kind);
    if (item?.kind === "malformed") expect(item.parseError.message).toBe(message);
  });
});

describe("an endless line is never read to its end", () => {
  test("byteLines with stopAtLongLine ends at the cap, on an input that never ends", async () => {
    let served = 0;
    const endless = new Readable({
      read() {
        served += 1024;
        this.push(Buffer.alloc(1024, 0x20));
      },
    });
    const lines = [];
    for await (const line of byteLines(endless, 64 * 1024, true)) lines.push(line);
    endless.destroy();
    expect(lines).toEqual([{ line: 1, offset: 0, tooLong: 65 * 1024 }]);
    expect(served).toBeLessThan(1024 * 1024);
  });
});
