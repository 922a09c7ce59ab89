import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLearnCommand } from "../../src/cli/learn-command";
import { loadProfile } from "../../src/schemas/load-profile";
import { validate, type ProfileFolder } from "../../src/schemas";
import { buildWorld } from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { runValidate } from "../validation/run-validate";
import { createTempDir } from "../validation/temp-dir";

const REAL = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");
const API = "https://api-service.fogocruzado.org.br/api/v2";
const temp = createTempDir("learn");
afterAll(() => temp.remove());

async function learn(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await createLearnCommand({
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
  }).run(argv);
  return { code, out, err };
}

interface Entry {
  readonly url: string;
  readonly text: string;
  readonly mimeType?: string;
  readonly base64?: boolean;
  readonly status?: number;
}

/** A HAR 1.2 log as browsers export it: one entry per answer, base64 where asked. */
function har(entries: readonly Entry[]): string {
  return JSON.stringify({
    log: {
      version: "1.2",
      creator: { name: "test", version: "1" },
      entries: entries.map((e) => ({
        startedDateTime: "2025-03-06T12:00:00.000Z",
        time: 10,
        request: {
          method: "GET",
          url: e.url,
          httpVersion: "HTTP/1.1",
          headers: [],
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: -1,
        },
        response: {
          status: e.status ?? 200,
          statusText: "OK",
          httpVersion: "HTTP/1.1",
          headers: [{ name: "Content-Type", value: e.mimeType ?? "application/json" }],
          cookies: [],
          content: {
            size: e.text.length,
            mimeType: e.mimeType ?? "application/json",
            text: e.base64 === true ? Buffer.from(e.text).toString("base64") : e.text,
            ...(e.base64 === true ? { encoding: "base64" } : {}),
          },
          redirectURL: e.status === 301 ? `${API}/occurrences` : "",
          headersSize: -1,
          bodySize: -1,
        },
        cache: {},
        timings: { send: 0, wait: 10, receive: 0 },
      })),
    },
  });
}

/** An answer of the spec world's records, with each coordinate turned into a number. */
function numericAnswer(from: number): string {
  const body = JSON.parse(readFileSync(REAL, "utf8")) as { data: unknown[] };
  const world = buildWorld({ seed: 11, occurrences: 40 });
  body.data = world.occurrences.slice(from, from + 10).map((o) => ({
    ...o.v2,
    latitude: Number(o.v2.latitude),
    longitude: Number(o.v2.longitude),
  }));
  return JSON.stringify(body);
}

const REAL_HAR = temp.write(
  "real.har",
  har([
    {
      url: `${API}/occurrences?idState=d3a9b545-7056-4dc6-9b68-ce320c9edffc`,
      text: readFileSync(REAL, "utf8"),
      base64: true,
    },
    { url: "https://fonts.example.org/font.woff2", text: "wOF2", mimeType: "font/woff2" },
    { url: `${API}/occurrences/`, text: "", status: 301 },
  ]),
);

describe("learn on answers shaped as the real service sends them", () => {
  test("under spec: the known departures are confirmed and written; validate --profile DIR then accepts the capture", async () => {
    const dir = join(temp.dir, "real-departures");
    const { code, out } = await learn([
      REAL_HAR,
      REAL,
      "--write-departures",
      dir,
      "--reporter",
      "json",
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      departures: Array<{ name: string; known: boolean }>;
      skipped: number;
      checked: number;
    };
    expect(report.departures.length).toBeGreaterThan(0);
    expect(report.skipped).toBe(2); // the font and the redirect
    expect(report.checked).toBe(2); // the base64 HAR entry and the saved answer
    // One overlay per departure, and the settings the capture settled.
    expect(readdirSync(dir).length).toBe(report.departures.length + 1);
    expect((await runValidate([REAL_HAR, REAL])).code).toBe(1);
    expect((await runValidate([REAL_HAR, REAL, "--profile", dir])).code).toBe(0);
  });

  test("under observed: exit 0 and nothing proposed", async () => {
    const { code, out } = await learn([
      REAL_HAR,
      REAL,
      "--profile",
      "observed",
      "--reporter",
      "json",
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { departures: Array<{ known: boolean }> };
    expect(report.departures.filter((d) => !d.known)).toEqual([]);
  });
});

describe("a synthetic departure: a session whose coordinates are numbers", () => {
  const session = temp.write(
    "numbers.har",
    har([
      { url: `${API}/occurrences?page=1`, text: numericAnswer(0) },
      { url: `${API}/occurrences?page=2`, text: numericAnswer(10), base64: true },
      { url: `${API}/occurrences?page=3`, text: "{not json" },
      { url: "https://cdn.example.org/app.js", text: "alert(1)", mimeType: "text/javascript" },
    ]),
  );
  const dir = join(temp.dir, "number-departures");
  let profile: ProfileFolder;

  beforeAll(async () => {
    const { code, out } = await learn([session, "--write-departures", dir]);
    expect(code).toBe(1);
    expect(out).toContain("departures/latitude-number");
    const loaded = loadProfile(dir);
    if (!loaded.ok) throw new Error(loaded.problem);
    profile = loaded.profile;
  });

  test("new departures are proposed, one overlay per place, the narrowest rule: a number", () => {
    const overlay = JSON.parse(readFileSync(join(dir, "latitude-number.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(overlay).toMatchObject({
      type: "number",
      "x-departure": { departsFrom: ["v2/occurrence#/properties/latitude"], share: 1 },
    });
    expect(readdirSync(dir).sort()).toEqual([
      "latitude-number.json",
      "longitude-number.json",
      "settings.json",
    ]);
  });

  test("bad input is one line naming the file and the entry; the rest is still read", async () => {
    const { out } = await learn([session]);
    expect(out).toMatch(/numbers\.har#\/log\/entries\/2: /);
    expect(out).toMatch(/2 answers of the service checked/);
  });

  test("the learned folder makes the session valid", async () => {
    expect((await runValidate([session])).code).toBe(1);
    const checked = await runValidate([session, "--profile", dir, "--reporter", "json"]);
    const report = JSON.parse(checked.out) as { results: Array<{ status: string }> };
    expect(report.results.filter((r) => r.status === "valid")).toHaveLength(2);
    expect(report.results.filter((r) => r.status === "invalid")).toHaveLength(0);
  });

  test("serve --profile DIR's world: records that validate under DIR, some showing the departure", () => {
    const world = toObservedWorld(buildWorld({ seed: 4, occurrences: 60 }), { profile });
    const records = world.occurrences.map((o) => o.v2);
    expect(records.flatMap((r) => validate("v2/occurrence", r, { profile }))).toEqual([]);
    expect(
      records.filter((r) => typeof (r as { latitude: unknown }).latitude === "number").length,
    ).toBeGreaterThan(0);
    expect(records.some((r) => validate("v2/occurrence", r).length > 0)).toBe(true);
  });

  test("a saved answer with --url is checked against its endpoint's schema", async () => {
    const saved = temp.write("saved/page-1.json", numericAnswer(20));
    const { out } = await learn([
      saved,
      "--url",
      `${API}/occurrences?page=1`,
      "--reporter",
      "json",
    ]);
    const report = JSON.parse(out) as {
      checked: number;
      departures: Array<{ name: string }>;
      findings: Array<{ where: { exchange?: { url: string } } }>;
    };
    expect(report.checked).toBe(1);
    expect(report.findings[0]?.where.exchange?.url).toBe(`${API}/occurrences?page=1`);
    expect(report.departures.map((d) => d.name).sort()).toEqual([
      "departures/latitude-number",
      "departures/longitude-number",
    ]);
  });

  test("a capture that witnesses nothing is not green: incomplete, exit 3 as conform's", async () => {
    const empty = temp.write(
      "assets.har",
      har([{ url: "https://cdn.example.org/a.css", text: "a{}", mimeType: "text/css" }]),
    );
    const { code, out } = await learn([empty]);
    expect(code).toBe(3);
    expect(out).toMatch(/nothing witnessed/);
  });
});

describe("learn and validate count the same bodies valid", () => {
  const FIXTURES = join(__dirname, "..", "fixtures");
  test.each([
    ["data/bahia.har", "spec", 3],
    // Known departures tolerated: valid for both (learn once counted only the bodies valid under
    // spec).
    ["data/bahia.har", "observed", 6],
    // A v1 list asked with field[] is checked against its columns by both (learn once skipped it).
    ["validation/capture.har", "spec", 3],
  ] as const)("%s under --profile %s: %d valid", async (file, profile, valid) => {
    const path = join(FIXTURES, file);
    const learned = await learn([path, "--profile", profile, "--reporter", "json"]);
    const validated = await runValidate([path, "--profile", profile, "--reporter", "json"]);
    expect((JSON.parse(learned.out) as { valid: number }).valid).toBe(valid);
    expect((JSON.parse(validated.out) as { summary: { valid: number } }).summary.valid).toBe(valid);
  });

  test("a json report on stdout: its summary line on stderr, for both", async () => {
    const path = join(FIXTURES, "data", "bahia.har");
    expect((await learn([path, "--reporter", "json"])).err).toMatch(
      /^learn: 7 answers of the service checked, 3 valid/,
    );
    expect((await runValidate([path, "--reporter", "json"])).err).toMatch(
      /^1 file, 7 bodies, 3 valid/,
    );
  });
});

test("the console report lists each unwitnessed rule with why, as many as the map counts", async () => {
  const path = join(__dirname, "..", "fixtures", "data", "bahia.har");
  const { out } = await learn([path]);
  const counted = Number(/rules +✓\d+ \?(\d+)/.exec(out)?.[1]);
  const listed = out.split("\n").filter((line) => /^ {2}\? \S+: .+: .+/.test(line));
  expect(counted).toBeGreaterThan(0);
  expect(listed).toHaveLength(counted);
  expect(out).toContain(
    "  ? v2.records.stable: the same record (by id) answers the same in every query: no record seen in two queries",
  );
});
