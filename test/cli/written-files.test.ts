import { mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { writeOutFile } from "../../src/cli/write-out-file";
import { writePortFile } from "../../src/cli/serve-port-file";
import { openForWriting } from "../../src/open-for-writing";
import { createRecorder } from "../../src/validation/proxy";
import { buildWorld } from "../../src/world/build-world";
import { writeFixtures } from "../../src/world/write-fixtures";
import { createTempDir } from "../validation/temp-dir";

// Every file a command writes is created without following a symbolic link already at its
// place: a link a committed folder carries cannot make a report, a recording or a fixture
// overwrite a file outside the folder asked for. learn --write-departures:
// test/learn/learn-secrets-and-escapes.test.ts.

const temp = createTempDir("written-files");
afterAll(() => temp.remove());

const KEPT = "the file outside, kept\n";

/** A folder holding `name` as a link to a file outside it; the outside file's path. */
function linkedIn(folder: string, name: string): { dir: string; outside: string } {
  const dir = join(temp.dir, folder);
  mkdirSync(dir, { recursive: true });
  const outside = temp.write(`${folder}-outside.txt`, KEPT);
  symlinkSync(outside, join(dir, name));
  return { dir, outside };
}

test("a report for --out: a link at its place is refused with one line naming --out, the file outside kept", async () => {
  const { dir, outside } = linkedIn("report", "report.json");
  const out = join(dir, "report.json");
  await expect(writeOutFile(out, "{}\n")).rejects.toThrow(
    `--out ${out} is not writable: is a symbolic link: not written through it`,
  );
  expect(readFileSync(outside, "utf8")).toBe(KEPT);
});

test("a report for --out: an ordinary file is overwritten as before", async () => {
  const out = temp.write("plain/report.txt", "old, and longer than the new text\n");
  await writeOutFile(out, "new\n");
  expect(readFileSync(out, "utf8")).toBe("new\n");
});

test.each(["rec.ndjson", "rec.har"])(
  "proxy --record %s: a link at its place is refused, the file outside kept",
  async (name) => {
    const { dir, outside } = linkedIn(`record-${name}`, name);
    await expect(createRecorder(join(dir, name))).rejects.toThrow(/is a symbolic link/);
    expect(readFileSync(outside, "utf8")).toBe(KEPT);
  },
);

test("generate fixtures: a link in the folder (v2/cities.json) is refused, the file outside kept", async () => {
  const { dir, outside } = linkedIn("fixtures/v2", "cities.json");
  const world = buildWorld({ seed: 1, occurrences: 3 });
  await expect(writeFixtures(world, join(temp.dir, "fixtures"))).rejects.toThrow(
    /is a symbolic link/,
  );
  expect(readFileSync(outside, "utf8")).toBe(KEPT);
  expect(readdirSync(dir)).toContain("cities.json");
});

test("generate fixtures: a v1 folder that is a link to a folder outside is refused, nothing written there", async () => {
  const root = join(temp.dir, "fixtures-linked-folder");
  const elsewhere = join(temp.dir, "elsewhere");
  mkdirSync(root, { recursive: true });
  mkdirSync(elsewhere, { recursive: true });
  symlinkSync(elsewhere, join(root, "v1"));
  const world = buildWorld({ seed: 1, occurrences: 3 });
  await expect(writeFixtures(world, root)).rejects.toThrow(/v1 is a symbolic link/);
  expect(readdirSync(elsewhere)).toEqual([]);
});

test("serve --port-file: a link at the partial file's place is never written through", () => {
  const { dir, outside } = linkedIn("port", `port.${process.pid}.partial`);
  expect(writePortFile(join(dir, "port"), 1234)).toBe(
    `cannot write --port-file ${join(dir, "port")} (EEXIST)`,
  );
  expect(readFileSync(outside, "utf8")).toBe(KEPT);
});

test("a folder at a file's place is refused, not opened", async () => {
  const dir = join(temp.dir, "a-folder");
  mkdirSync(dir, { recursive: true });
  await expect(openForWriting(dir)).rejects.toThrow();
});
