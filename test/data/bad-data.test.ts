import { join } from "node:path";
import { main } from "../../src/cli/main";
import { loadDataWorld } from "../../src/data/load-data-world";
import { buildWorld, toV2City } from "../../src/world";
import { createTempDir } from "../validation/temp-dir";

// Bad data files: one clear line each (file and problem), every file read, nothing readable lost.
const world = buildWorld({ seed: 3, occurrences: 4 });
const record = (i: number) => JSON.stringify(world.occurrences[i]!.v2);
const temp = createTempDir("bad-data");
afterAll(() => temp.remove());

const har = (url: string, text: string) =>
  JSON.stringify({
    log: {
      version: "1.2",
      creator: { name: "t", version: "1" },
      entries: [
        {
          request: { method: "GET", url },
          response: { status: 200, content: { mimeType: "application/json", text } },
        },
      ],
    },
  });

const CASES: [string, string, string, RegExp][] = [
  [
    "an object of no accepted form",
    "thing.json",
    '{"a":1}',
    /thing\.json: not an accepted form .*: /,
  ],
  ["malformed JSON", "broken.json", '{"a":', /broken\.json:1:6: malformed JSON: /],
  [
    "a malformed NDJSON line between good records",
    "lines.ndjson",
    `${record(0)}\n{"id":\n${record(1)}\n`,
    /lines\.ndjson:2:\d+: malformed JSON: /,
  ],
  ["an array of numbers", "numbers.json", "[1,2]", /numbers\.json: not an accepted form: an array/],
  [
    "a HAR whose /occurrences answer is broken JSON",
    "broken.har",
    har("https://x.test/api/v2/occurrences?page=1", '{"data":['),
    /broken\.har#\/log\/entries\/0 \(GET \/api\/v2\/occurrences\?page=1 200\): malformed JSON in the response body/,
  ],
  [
    "an /occurrences answer without a data list",
    "nodata.har",
    har("https://x.test/api/v2/occurrences", '{"msg":"ok"}'),
    /nodata\.har#\/log\/entries\/0 .*: an answer of \/occurrences without a data list/,
  ],
];

describe("bad data files get one clear line each", () => {
  it.each(CASES)("%s", async (_name, file, text, line) => {
    const path = temp.write(join("one", file), text);
    const load = await loadDataWorld([path]);
    expect(load.ok).toBe(false);
    if (load.ok) return;
    expect(load.problems).toEqual([expect.stringMatching(line)]);
  });

  it("names a path that does not exist and a folder without data files", async () => {
    const empty = join(temp.dir, "empty-folder");
    temp.write(join("empty-folder", "notes.txt"), "nothing");
    const load = await loadDataWorld([join(temp.dir, "missing.json"), empty]);
    expect(load.ok).toBe(false);
    if (load.ok) return;
    expect(load.problems).toEqual([
      expect.stringMatching(/missing\.json: cannot read: no such file or folder$/),
      expect.stringMatching(/empty-folder: cannot read: no \.json.* file in this folder$/),
    ]);
  });

  it("refuses an empty data set (states but no record), naming the paths", async () => {
    const path = temp.write(
      "states-only.json",
      JSON.stringify([{ id: world.states[0]!.uuid, name: "Rio de Janeiro" }]),
    );
    const load = await loadDataWorld([path]);
    expect(load).toEqual({
      ok: false,
      problems: [expect.stringMatching(/states-only\.json: no occurrence record in the data/)],
    });
  });

  it("reads every file: each bad one gets its line, in reading order", async () => {
    const good = temp.write(join("mixed", "a-good.ndjson"), `${record(0)}\n${record(1)}\n`);
    const bad1 = temp.write(join("mixed", "b-bad.json"), "{");
    const bad2 = temp.write(join("mixed", "c-bad.json"), "true");
    const load = await loadDataWorld([join(temp.dir, "mixed")]);
    expect(load.ok).toBe(false);
    if (load.ok) return;
    expect(load.problems).toHaveLength(2);
    expect(load.problems[0]).toContain(bad1);
    expect(load.problems[1]).toContain(bad2);
    expect(load.problems.join("\n")).not.toContain(good);
  });

  it("serves the first of two records with one id and different content, naming both places", async () => {
    const changed = { ...world.occurrences[0]!.v2, address: "Elsewhere" };
    const path = temp.write(
      "twice.ndjson",
      `${record(0)}\n${record(1)}\n${JSON.stringify(changed)}\n`,
    );
    const load = await loadDataWorld([path]);
    expect(load.ok).toBe(true);
    if (!load.ok) return;
    expect(load.world.occurrences).toHaveLength(2);
    expect(load.findings).toEqual([
      `${path}:3: record ${changed.id} differs from the one at ${path}:1; the first is served`,
    ]);
  });

  it("reports a record that cannot be indexed and serves the rest", async () => {
    const undated: Record<string, unknown> = { ...world.occurrences[2]!.v2 };
    delete undated.date;
    const path = temp.write("undated.ndjson", `${record(0)}\n${JSON.stringify(undated)}\n`);
    const load = await loadDataWorld([path]);
    expect(load.ok).toBe(true);
    if (!load.ok) return;
    expect(load.world.occurrences).toHaveLength(1);
    expect(load.findings).toContainEqual(
      `${path}:2: record not served: no date that is a real day and time in the years 0000–9999 (it cannot be indexed)`,
    );
  });

  it("a city nested 6,000 levels deep in a cities list is left out with one line; the records are served", async () => {
    const city = toV2City(world, world.cities[0]!) as unknown as Record<string, unknown>;
    const deepCity = JSON.stringify({ ...city, extra: "DEEP" }).replace(
      '"DEEP"',
      `${"[".repeat(6000)}${"]".repeat(6000)}`,
    );
    const cities = temp.write("deep-cities.json", `[${JSON.stringify(city)},${deepCity}]`);
    const records = temp.write("for-cities.ndjson", `${record(0)}\n`);
    const load = await loadDataWorld([records, cities]);
    expect(load).toMatchObject({ ok: true });
    if (!load.ok) return;
    expect(load.findings).toContainEqual(
      `${cities} /1: not served: nested more than 256 levels deep`,
    );
  });

  it("nothing usable: one line saying how many records were left out, and the first", async () => {
    const bad = JSON.stringify({ ...world.occurrences[1]!.v2, date: "2025-02-30T01:00:00.000Z" });
    const path = temp.write("all-bad.ndjson", `${bad}\n${bad.replace('"id":"', '"id":"x')}\n`);
    expect(await loadDataWorld([path])).toEqual({
      ok: false,
      problems: [
        `${path}: no occurrence record in the data (2 record(s) left out; first: ${path}:1: record not served: no date that is a real day and time in the years 0000–9999 (it cannot be indexed))`,
      ],
    });
  });

  const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
  it.each([
    ["dated February 30", { date: "2025-02-30T01:00:00.000Z" }, "no date that is a real day"],
    ["dated hour 25", { date: "2025-02-03T25:00:00.000Z" }, "no date that is a real day"],
    ["dated at JavaScript's first instant", { date: "-271821-04-20T00:00:00.000Z" }, "no date"],
    ["dated at JavaScript's last instant", { date: "+275760-09-13T00:00:00.000Z" }, "no date"],
    ["nested 6,000 levels deep", { relatedRecord: "DEEP" }, "nested more than 256 levels deep"],
    ["nested 6,000 levels deep in an open field", { contextInfo: { x: "DEEP" } }, "nested more"],
  ])(
    "a record %s is left out with one line (file, record, reason), the rest served",
    async (name, change, why) => {
      const bad = JSON.stringify({ ...world.occurrences[2]!.v2, ...change }).replace(
        '"DEEP"',
        deep(6000),
      );
      const file = `${name.replace(/\W+/g, "-")}.ndjson`;
      for (const [path, line] of [
        [temp.write(file, `${record(0)}\n${bad}\n`), ":2"],
        [temp.write(`${file}.json`, `[${record(0)},${bad}]`), " /1"],
      ] as const) {
        const load = await loadDataWorld([path]);
        expect(load.ok).toBe(true);
        if (!load.ok) return;
        expect(load.world.occurrences).toHaveLength(1);
        expect(load.findings.filter((f) => f.includes("not served"))).toEqual([
          expect.stringContaining(`${path}${line}: record not served: ${why}`),
        ]);
      }
    },
  );

  it("serve --data exits 2 with one line per bad file", async () => {
    const bad1 = temp.write(join("cli", "x.json"), "{");
    const bad2 = temp.write(join("cli", "y.json"), '{"a":1}');
    const errors: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    try {
      expect(await main(["serve", "--port", "0", "--data", bad1, bad2])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([
      expect.stringMatching(/^occurrence-contract serve: .*x\.json:1:2: malformed JSON/),
      expect.stringMatching(/^occurrence-contract serve: .*y\.json: not an accepted form/),
    ]);
  });

  it.each([
    [
      "a path without --data",
      ["serve", "data.json"],
      /unexpected argument "data\.json" \(data paths follow --data\)/,
    ],
    ["--watch without --data", ["serve", "--watch"], /--watch works only with --data/],
    [
      "--watch of standard input",
      ["serve", "--data", "-", "--watch"],
      /--watch cannot watch standard input/,
    ],
    [
      "--seed with --data",
      ["serve", "--seed", "3", "--data", "x.json"],
      /--seed chooses the generated world/,
    ],
  ])("usage: %s is exit 2", async (_name, argv, message) => {
    const errors: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    try {
      expect(await main(argv)).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([expect.stringMatching(message)]);
  });
});

// `serve --data --profile observed` validated captured records against the spec all the same:
// each known departure of the real service came out as a finding (and --data-strict refused
// the data). Under observed they are what production sends; under spec each is one, named.
const DATA_FIXTURES = join(__dirname, "..", "fixtures", "data");

const findingsOf = async (profile: "spec" | "observed") => {
  const load = await loadDataWorld([DATA_FIXTURES], { validation: { profile } });
  if (!load.ok) throw new Error(load.problems.join("\n"));
  return load.findings.join("\n");
};

describe("the records of --data are validated in the profile asked for", () => {
  it("spec: the fixtures' known departures are findings, each named as its departure", async () => {
    expect(await findingsOf("spec")).toMatch(
      /known departure of the real service: .*\(departures\//,
    );
  });

  it("observed: no known departure is a finding", async () => {
    expect(await findingsOf("observed")).not.toMatch(/known departure/);
  });
});
