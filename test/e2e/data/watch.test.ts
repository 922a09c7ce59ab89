import { spawn } from "node:child_process";
import { join } from "node:path";
import { watchServeData, type DataWatch } from "../../../src/cli/watch-serve-data";
import { buildWorld, type World } from "../../../src/world";
import { waitFor } from "../../server/helpers/wait-for";
import { createTempDir } from "../../validation/temp-dir";

// serve --data --watch: a change reloads; a change that cannot be served keeps the last good data.
jest.setTimeout(60_000);
const records = buildWorld({ seed: 4, occurrences: 6 }).occurrences.map((o) =>
  JSON.stringify(o.v2),
);
const temp = createTempDir("watch");
afterAll(() => temp.remove());

describe("watchServeData", () => {
  let watch: DataWatch | undefined;
  afterEach(() => watch?.close());

  it("reloads a changed file, and reports a broken change without a world", async () => {
    const file = temp.write(join("unit", "records.ndjson"), `${records[0]}\n`);
    const worlds: World[] = [];
    const rejected: (readonly string[])[] = [];
    watch = await watchServeData({
      paths: [file],
      strict: false,
      debounceMs: 50,
      onWorld: (world) => worlds.push(world),
      onRejected: (lines) => rejected.push(lines),
    });
    temp.write(join("unit", "records.ndjson"), `${records[0]}\n${records[1]}\n${records[2]}\n`);
    await waitFor(() => worlds.length > 0, 20_000);
    expect(worlds.at(-1)?.occurrences).toHaveLength(3);
    temp.write(join("unit", "records.ndjson"), "{not json");
    await waitFor(() => rejected.length > 0, 20_000);
    expect(rejected.at(-1)).toEqual([
      expect.stringMatching(/records\.ndjson:1:\d+: malformed JSON/),
    ]);
  });

  it("sees a new file in a watched folder", async () => {
    temp.write(join("folder", "a.ndjson"), `${records[0]}\n`);
    const worlds: World[] = [];
    watch = await watchServeData({
      paths: [join(temp.dir, "folder")],
      strict: false,
      debounceMs: 50,
      onWorld: (world) => worlds.push(world),
      onRejected: () => undefined,
    });
    temp.write(join("folder", "sub", "b.ndjson"), `${records[3]}\n${records[4]}\n`);
    await waitFor(() => worlds.at(-1)?.occurrences.length === 3, 20_000);
  });
});

describe("serve --data --watch, as a process", () => {
  it("serves the change at once and keeps the last good data on a broken one", async () => {
    const file = temp.write(join("process", "data.ndjson"), `${records[0]}\n`);
    const bin = join(__dirname, "..", "..", "..", "bin", "occurrence-contract.js");
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", "--data", file, "--watch"]);
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    try {
      await waitFor(() => /http:\/\/127\.0\.0\.1:\d+/.test(stdout), 45_000);
      expect(stdout).toContain("1 occurrences");
      expect(stdout).toContain("watching for changes");
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] ?? "";
      const count = async () =>
        ((await (await fetch(`${url}/__world`)).json()) as { counts: { occurrences: number } })
          .counts.occurrences;
      expect(await count()).toBe(1);
      temp.write(join("process", "data.ndjson"), `${records[0]}\n${records[1]}\n`);
      await waitFor(() => stdout.includes("reloaded"), 20_000);
      expect(await count()).toBe(2);
      temp.write(join("process", "data.ndjson"), "[1,2]");
      await waitFor(() => stderr.includes("still serving the last good data"), 20_000);
      expect(stderr).toMatch(/data\.ndjson:1: not an accepted form/);
      expect(await count()).toBe(2);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
