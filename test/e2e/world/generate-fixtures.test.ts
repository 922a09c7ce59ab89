import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Writable } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateCommand } from "../../../src/cli/generate-command";
import { main } from "../../../src/cli/main";
import { createProgressBar } from "../../../src/cli/progress-bar";
import { validate, type SchemaName } from "../../../src/schemas";
import { buildWorld } from "../../../src/world";
import { buildServedWorld } from "../../../src/world/build-served-world";
import { FIXTURE_FILES } from "../../../src/world/write-fixtures";
import { runCli } from "../helpers/cli-process";

const ROOT = join(__dirname, "..", "..", "..");
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "fixtures-"));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs a CLI call in-process; returns its exit code and what it printed. */
async function cli(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest
    .spyOn(console, "log")
    .mockImplementation((line: unknown) => void out.push(String(line)));
  const error = jest
    .spyOn(console, "error")
    .mockImplementation((line: unknown) => void err.push(String(line)));
  try {
    return { code: await main(argv), out, err };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

function readArray(dir: string, file: string): unknown[] {
  return JSON.parse(readFileSync(join(dir, file), "utf8")) as unknown[];
}

const FILE_SCHEMAS: [string, SchemaName, number][] = [
  ["v2/occurrences.json", "v2/occurrence", 120],
  ["v2/cities.json", "v2/city", buildWorld({ seed: 1, occurrences: 0 }).cities.length],
  ["v2/states.json", "v2/state-ref", 4],
  ["v1/occurrences.json", "v1/occurrence-row", 120],
  ["v1/cities.json", "v1/city-row", buildWorld({ seed: 1, occurrences: 0 }).cities.length],
];

describe("generate fixtures", () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(scratch, "in-process");
    const result = await cli([
      "generate",
      "fixtures",
      "--seed",
      "3",
      "--occurrences",
      "120",
      "--out",
      dir,
    ]);
    expect(result).toEqual({ code: 0, out: [expect.stringContaining("wrote 5 files")], err: [] });
  });

  test("writes exactly the five files", () => {
    const written = ["v1", "v2"].flatMap((sub) =>
      readdirSync(join(dir, sub)).map((f) => `${sub}/${f}`),
    );
    expect(written.sort()).toEqual([...FIXTURE_FILES].sort());
    expect([...FIXTURE_FILES].sort()).toEqual(FILE_SCHEMAS.map(([file]) => file).sort());
  });

  test.each(FILE_SCHEMAS)(
    "%s is a JSON array of %s records, %i of them, all valid",
    (file, schema, length) => {
      const records = readArray(dir, file);
      expect(records).toHaveLength(length);
      expect(records.filter((r) => validate(schema, r).length > 0)).toEqual([]);
    },
  );

  test("v2/occurrences.json holds the world serve builds from the seed: up to today", () => {
    const world = buildServedWorld({ seed: 3, occurrences: 120 });
    expect(readArray(dir, "v2/occurrences.json")).toEqual(
      JSON.parse(JSON.stringify(world.occurrences.map((o) => o.v2))),
    );
  });

  test("--since and --until move the window: --until 2025-12-31 writes that day's world", async () => {
    const pinned = join(scratch, "pinned");
    const result = await cli([
      "generate",
      "fixtures",
      "--seed",
      "3",
      "--occurrences",
      "120",
      "--since",
      "2020-01-01",
      "--until",
      "2025-12-31",
      "--out",
      pinned,
    ]);
    expect(result.out).toEqual([expect.stringContaining("2020-01-01 to 2025-12-31")]);
    const world = buildWorld({
      seed: 3,
      occurrences: 120,
      since: "2020-01-01",
      until: "2025-12-31",
    });
    expect(readArray(pinned, "v2/occurrences.json")).toEqual(
      JSON.parse(JSON.stringify(world.occurrences.map((o) => o.v2))),
    );
    const bad = await cli(["generate", "fixtures", "--until", "someday", "--out", pinned]);
    expect(bad.code).toBe(2);
    expect(bad.err.join("\n")).toMatch(/--until must be a day YYYY-MM-DD, got "someday"/);
  });

  test("another process (bin/occurrence-contract.js) writes the same bytes", async () => {
    // The last day pinned: without it a world runs up to the minute it is built, and the two
    // processes may build theirs in different minutes.
    const args = ["generate", "fixtures", "--seed", "3", "--occurrences", "120"];
    args.push("--until", "2025-12-31");
    const here = join(scratch, "pinned-in-process");
    expect((await cli([...args, "--out", here])).code).toBe(0);
    const other = join(scratch, "spawned");
    const run = await runCli([...args, "--out", other], { cwd: ROOT });
    expect(run.code).toBe(0);
    for (const file of FIXTURE_FILES) {
      expect({
        file,
        same: readFileSync(join(other, file)).equals(readFileSync(join(here, file))),
      }).toEqual({ file, same: true });
    }
  }, 60_000);

  test("an empty world writes empty arrays for occurrences", async () => {
    const empty = join(scratch, "empty");
    expect((await cli(["generate", "fixtures", "--occurrences", "0", "--out", empty])).code).toBe(
      0,
    );
    expect(readArray(empty, "v2/occurrences.json")).toEqual([]);
    expect(readArray(empty, "v1/occurrences.json")).toEqual([]);
  });
});

describe("generate fixtures: bad calls exit 2 with a one-line message naming the problem", () => {
  test.each<[string, () => string[], () => RegExp]>([
    [
      "--occurrences -5",
      () => ["fixtures", "--occurrences", "-5", "--out", join(scratch, "x")],
      () => /--occurrences .*-5/,
    ],
    [
      "--occurrences=-5",
      () => ["fixtures", "--occurrences=-5", "--out", join(scratch, "x")],
      () => /--occurrences .*-5/,
    ],
    [
      "--occurrences ten",
      () => ["fixtures", "--occurrences", "ten", "--out", join(scratch, "x")],
      () => /--occurrences must be an integer/,
    ],
    [
      "--seed -1",
      () => ["fixtures", "--seed", "-1", "--out", join(scratch, "x")],
      () => /--seed .*-1/,
    ],
    ["missing --out", () => ["fixtures", "--occurrences", "10"], () => /--out DIR is required/],
    [
      "--out below a regular file (unwritable)",
      () => {
        const file = join(scratch, "a-file");
        writeFileSync(file, "");
        return ["fixtures", "--out", join(file, "out")];
      },
      () => new RegExp(`--out ${join(scratch, "a-file", "out")} is not writable`),
    ],
    [
      "an unknown flag",
      () => ["fixtures", "--bogus", "1", "--out", join(scratch, "x")],
      () => /bogus/,
    ],
    ["an unknown subcommand", () => ["tables"], () => /unknown subcommand "tables"/],
    ["no subcommand", () => [], () => /missing subcommand/],
  ])("%s", async (_case, args, message) => {
    const result = await cli(["generate", ...args()]);
    expect(result.code).toBe(2);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).not.toContain("\n");
    expect(result.err[0]).toMatch(message());
  });

  test("generateCommand.run throws the UsageError itself (main turns it into exit 2)", async () => {
    await expect(generateCommand.run(["fixtures"])).rejects.toMatchObject({ name: "UsageError" });
  });
});

describe("generate --help", () => {
  test("lists the fixtures subcommand, its flags and their defaults", async () => {
    const { code, out } = await cli(["generate", "--help"]);
    expect(code).toBe(0);
    const help = out.join("\n");
    for (const text of [
      "fixtures",
      "--seed N",
      "(default: 1)",
      "--occurrences N",
      "(default: 1000)",
      "--out DIR",
    ]) {
      expect(help).toContain(text);
    }
  });
});

describe("progress bar", () => {
  test("redraws on each new percentage only, and clears its line when finished", () => {
    const writes: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        writes.push(chunk.toString());
        done();
      },
    });
    const bar = createProgressBar("building", stream);
    bar.update(1, 1000);
    bar.update(2, 1000);
    bar.update(500, 1000);
    bar.update(1000, 1000);
    bar.finish();
    expect(writes).toHaveLength(4);
    expect(writes[1]).toContain(" 50% 500/1000");
    expect(writes[2]).toContain("100% 1000/1000");
    expect(writes[3]).toBe("\r\x1b[K");
  });
});
