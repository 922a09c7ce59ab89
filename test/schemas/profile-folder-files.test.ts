import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadProfile, MAX_OVERLAY_BYTES } from "../../src/schemas/load-profile";
import { createTempDir } from "../validation/temp-dir";

// A profile folder is untrusted input: what loadProfile does with entries that are no overlay
// file (a device, a folder, a huge file, a link to a secret). A FIFO under a .json name is
// test/e2e/profile-folder-fifo.test.ts (making one takes a process).

const temp = createTempDir("profile-files");
afterAll(() => temp.remove());

const OVERLAY = JSON.stringify({
  type: "number",
  "x-departure": {
    departsFrom: "v2/occurrence#/properties/latitude",
    summary: "a number",
    seen: "latitude as a number",
    where: "a test",
    since: "2025-01-01",
    share: 1,
  },
});

function folder(name: string, make: (dir: string) => void): string {
  const dir = join(temp.dir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "good.json"), OVERLAY);
  make(dir);
  return dir;
}

const problemOf = (dir: string): string => {
  const loaded = loadProfile(dir);
  if (loaded.ok) throw new Error("loaded");
  return loaded.problem;
};

test("a good overlay loads (the folder these cases spoil)", () => {
  expect(loadProfile(folder("good", () => undefined)).ok).toBe(true);
});

test("z.json -> /dev/zero is refused as a device, one line, never read", () => {
  const dir = folder("zero", (d) => symlinkSync("/dev/zero", join(d, "z.json")));
  expect(problemOf(dir)).toBe(
    `--profile ${join(dir, "z.json")}: a character device, not a regular file`,
  );
});

test("an overlay past the cap is refused with the cap named", () => {
  const dir = folder("huge", (d) =>
    writeFileSync(join(d, "huge.json"), `[${" ".repeat(MAX_OVERLAY_BYTES)}]`),
  );
  expect(problemOf(dir)).toBe(
    `--profile ${join(dir, "huge.json")}: longer than 4 MiB, the most read`,
  );
});

test("a link to a secret file that is not JSON: the line names the file and the place, never its content", () => {
  const secret = temp.write("id_secret", "SECRET-KEY-0123456789 not json\n");
  const dir = folder("link", (d) => symlinkSync(secret, join(d, "x.json")));
  const problem = problemOf(dir);
  expect(problem).toMatch(/^--profile .*\/x\.json(:1:1)?: not JSON \(its content is not shown\)$/);
  expect(problem).not.toContain("SECRET");
  expect(problem).not.toContain("'S'");
});

test("a file that is not JSON past its start: the line and column V8 states, no content", () => {
  const dir = folder("broken", (d) => writeFileSync(join(d, "b.json"), '{\n  "a" 1\n}'));
  expect(problemOf(dir)).toBe(
    `--profile ${join(dir, "b.json")}:2:7: not JSON (its content is not shown)`,
  );
});
