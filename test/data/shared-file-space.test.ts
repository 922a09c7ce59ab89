import { readFileSync } from "node:fs";
import { isSharedMemory } from "../../src/data/is-shared-memory";
import { SharedFileSpace } from "../../src/data/shared-file-space";
import { createTempDir } from "../validation/temp-dir";

// Files for the record workers are read into a few SharedArrayBuffers: the bytes must be the
// file's, and only files that fit a segment share one.
const temp = createTempDir("shared-file-space");
afterAll(() => temp.remove());

const small = [
  temp.write("a.json", '{"data":[1]}'),
  temp.write("b.json", '{"data":["São Gonçalo"]}'),
  temp.write("c.json", ""),
];
const large = temp.write("large.json", `{"data":["${"x".repeat(5000)}"]}`);

describe("SharedFileSpace", () => {
  it.each(small.map((path) => [path.slice(path.lastIndexOf("/") + 1), path]))(
    "reads %s as readFile does",
    async (_name, path) => {
      const bytes = await new SharedFileSpace(1000, 1024).read(path);
      expect(bytes.equals(readFileSync(path))).toBe(true);
    },
  );

  it("puts files that fit one after another in one shared segment sized for them all", async () => {
    const space = new SharedFileSpace(1000, 1024);
    const [a, b] = [await space.read(small[0]!), await space.read(small[1]!)];
    expect(isSharedMemory(a)).toBe(true);
    expect(b.buffer).toBe(a.buffer);
    expect(b.byteOffset).toBe(a.byteOffset + a.length);
    expect(a.buffer.byteLength).toBe(1000);
  });

  it("opens a new segment when the current one is full", async () => {
    const space = new SharedFileSpace(40, 20);
    const [a, b] = [await space.read(small[0]!), await space.read(small[0]!)];
    expect(isSharedMemory(b)).toBe(true);
    expect(b.buffer).not.toBe(a.buffer);
  });

  it("gives a file larger than a segment a buffer of its own (not shared)", async () => {
    const bytes = await new SharedFileSpace(10_000, 1024).read(large);
    expect(isSharedMemory(bytes)).toBe(false);
    expect(bytes.equals(readFileSync(large))).toBe(true);
  });

  it("rejects, as readFile does, a file that cannot be read", async () => {
    await expect(new SharedFileSpace(10, 1024).read(`${temp.dir}/missing.json`)).rejects.toThrow(
      /ENOENT/,
    );
  });
});
