import { join } from "node:path";
import { watchServeData, type DataWatch } from "../../../src/cli/watch-serve-data";
import { buildWorld, type World } from "../../../src/world";
import { waitFor } from "../../server/helpers/wait-for";
import { createTempDir } from "../../validation/temp-dir";
import { startCli } from "../helpers/cli-process";

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

  it.each([
    ["nested 6,000 levels deep", { relatedRecord: "DEEP" }, /nested more than 256 levels deep/],
    ["dated at JavaScript's first instant", { date: "-271821-04-20T00:00:00.000Z" }, /no date/],
    ["dated February 30", { date: "2025-02-30T01:00:00.000Z" }, /no date that is a real day/],
  ])(
    "a reload with a record %s leaves that record out with its file and line",
    async (name, change, why) => {
      const dir = `bad-${name.replace(/\W+/g, "-")}`;
      const file = temp.write(join(dir, "records.ndjson"), `${records[0]}\n`);
      const loads: (readonly string[])[] = [];
      watch = await watchServeData({
        paths: [file],
        strict: false,
        debounceMs: 50,
        onWorld: (world, findings) => loads.push([String(world.occurrences.length), ...findings]),
        onRejected: (lines) => loads.push(lines),
      });
      const bad = JSON.stringify({ ...JSON.parse(records[1]!), ...change }).replace(
        '"DEEP"',
        `${"[".repeat(6000)}${"]".repeat(6000)}`,
      );
      temp.write(join(dir, "records.ndjson"), `${records[0]}\n${bad}\n`);
      await waitFor(() => loads.length > 0, 20_000);
      expect(loads[0]?.[0]).toBe("1");
      expect(loads[0]?.find((line) => line.includes("not served"))).toMatch(
        new RegExp(`records\\.ndjson:2: record not served: ${why.source}`),
      );
    },
  );

  it("a change whose world cannot be served is rejected with a line; the watch goes on", async () => {
    const file = temp.write(join("throws", "records.ndjson"), `${records[0]}\n`);
    const worlds: World[] = [];
    const rejected: (readonly string[])[] = [];
    let calls = 0;
    watch = await watchServeData({
      paths: [file],
      strict: false,
      debounceMs: 50,
      onWorld: (world) => {
        calls += 1;
        if (calls === 1) throw new RangeError("Invalid time value");
        worlds.push(world);
      },
      onRejected: (lines) => rejected.push(lines),
    });
    temp.write(join("throws", "records.ndjson"), `${records[0]}\n${records[1]}\n`);
    await waitFor(() => rejected.length > 0, 20_000);
    expect(rejected[0]).toEqual([`${file}: the change cannot be served: Invalid time value`]);
    temp.write(join("throws", "records.ndjson"), `${records[0]}\n${records[1]}\n${records[2]}\n`);
    await waitFor(() => worlds.length > 0, 20_000);
    expect(worlds[0]?.occurrences).toHaveLength(3);
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
    const child = startCli(["serve", "--port", "0", "--data", file, "--watch"], { stdin: "pipe" });
    const { stdout, stderr } = child;
    try {
      await waitFor(() => /http:\/\/127\.0\.0\.1:\d+/.test(stdout()), 45_000);
      expect(stdout()).toContain("1 occurrences");
      expect(stdout()).toContain("watching for changes");
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout())?.[1] ?? "";
      const count = async () =>
        ((await (await fetch(`${url}/__world`)).json()) as { counts: { occurrences: number } })
          .counts.occurrences;
      expect(await count()).toBe(1);
      temp.write(join("process", "data.ndjson"), `${records[0]}\n${records[1]}\n`);
      await waitFor(() => stdout().includes("reloaded"), 20_000);
      expect(await count()).toBe(2);
      temp.write(join("process", "data.ndjson"), "[1,2]");
      await waitFor(() => stderr().includes("still serving the last good data"), 20_000);
      expect(stderr()).toMatch(/data\.ndjson:1: not an accepted form/);
      expect(await count()).toBe(2);
    } finally {
      child.child.kill("SIGTERM");
    }
  });
});
