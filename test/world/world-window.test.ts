import { main } from "../../src/cli/main";
import { windowBoundsOf } from "../../src/cli/world-window-flags";
import {
  buildWorld,
  DEFAULT_UNTIL,
  REFERENCE_STATES,
  resolveWorldWindow,
  WORLD_WINDOW,
} from "../../src/world";

const SIZE = 3000;

function statesOf(world: ReturnType<typeof buildWorld>): Set<string> {
  const names = new Map(world.states.map((s) => [s.id, s.name]));
  return new Set(world.occurrences.map((o) => names.get(o.stateId) ?? "?"));
}

describe("real identifiers", () => {
  const world = buildWorld({ seed: 1, occurrences: 0 });

  test.each([
    ["Rio de Janeiro", "b112ffbe-17b3-4ad0-8f2a-2038745d1d14"],
    ["Pernambuco", "813ca36b-91e3-4a18-b408-60b27a1942ef"],
    ["Bahia", "d3a9b545-7056-4dc6-9b68-ce320c9edffc"],
    ["Pará", "2a98a020-3815-45d7-a6f6-6de2119eba8b"],
  ])("the state %s has the real service's id %s", (name, uuid) => {
    expect(world.states.find((s) => s.name === name)?.uuid).toBe(uuid);
  });

  test("the city of Salvador has the real service's id of SALVADOR", () => {
    const salvador = world.cities.find((c) => c.name === "Salvador");
    expect(salvador?.uuid).toBe("8f3a026f-2fc4-419c-9918-f0684a2abbec");
  });
});

describe("the world's window follows the real coverage", () => {
  test("by default it runs from the earliest real coverage to the fixed end date", () => {
    const earliest = REFERENCE_STATES.map((s) => s.coverageFrom).sort()[0];
    expect(WORLD_WINDOW.first).toBe(earliest);
    expect(WORLD_WINDOW.last).toBe(DEFAULT_UNTIL);
  });

  test("a client asking for 2017 gets data, of Rio de Janeiro only (the one state covered then)", () => {
    const world = buildWorld({
      seed: 1,
      occurrences: SIZE,
      since: "2017-01-01",
      until: "2017-12-31",
    });
    expect(world.occurrences.length).toBe(SIZE);
    expect(world.occurrences.every((o) => o.v2.date.startsWith("2017-"))).toBe(true);
    const covered = REFERENCE_STATES.filter((s) => s.coverageFrom <= "2017-12-31").map(
      (s) => s.name,
    );
    expect([...statesOf(world)]).toEqual(covered);
  });

  test("a window where every state is covered holds all four states", () => {
    const world = buildWorld({ seed: 1, occurrences: SIZE, since: "2024-01-01" });
    expect(statesOf(world).size).toBe(REFERENCE_STATES.length);
    expect(world.window).toEqual({ first: "2024-01-01", last: DEFAULT_UNTIL });
  });

  test("each state's dates start at its real coverage in the default window", () => {
    const world = buildWorld({ seed: 3, occurrences: SIZE });
    for (const state of world.states) {
      const from = REFERENCE_STATES.find((s) => s.ibge === state.ibge)?.coverageFrom ?? "";
      const dates = world.occurrences.filter((o) => o.stateId === state.id).map((o) => o.v2.date);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((d) => d < from)).toEqual([]);
    }
  });

  test("the same seed and window give the same bytes", () => {
    const options = { seed: 7, occurrences: 200, since: "2019-03-01", until: "2023-05-31" };
    expect(JSON.stringify(buildWorld(options))).toBe(JSON.stringify(buildWorld(options)));
  });

  test("the last update is the instant after the window", () => {
    const world = buildWorld({ seed: 1, occurrences: 0, until: "2020-06-30" });
    expect(new Date(world.lastUpdate).toISOString()).toBe("2020-07-01T00:00:00.000Z");
  });
});

describe("--since and --until", () => {
  test("--until today (and no --until) is today's UTC date, up to now", () => {
    const now = new Date("2026-11-23T01:00:00.000Z");
    const bounds = { until: "2026-11-23", now: now.getTime() };
    expect(windowBoundsOf({ until: "today" }, now)).toEqual(bounds);
    expect(windowBoundsOf({}, now)).toEqual(bounds);
  });

  test("--until an instant is its day up to that instant; a pinned day ignores the clock", () => {
    const now = new Date("2026-11-23T01:00:00.000Z");
    expect(windowBoundsOf({ until: "2026-11-20T14:05:00.000Z" }, now)).toEqual({
      until: "2026-11-20",
      now: Date.parse("2026-11-20T14:05:00.000Z"),
    });
    expect(windowBoundsOf({ until: "2025-12-31" }, now)).toEqual({ until: "2025-12-31" });
    expect(() => windowBoundsOf({ until: "2026-11-20T25:00Z" }, now)).toThrow(
      '--until must be a day YYYY-MM-DD, today or an instant YYYY-MM-DDTHH:MMZ, got "2026-11-20T25:00Z"',
    );
  });

  test.each([
    [["--until", "2015-01-01"], "--until 2015-01-01 is before the first real data (2016-07-05)"],
    [
      ["--since", "2020-01-01", "--until", "2019-01-01"],
      "--until 2019-01-01 is before --since 2020-01-01",
    ],
    [["--until", "2021-02-30"], '--until must be a day YYYY-MM-DD, got "2021-02-30"'],
    [["--since", "yesterday"], '--since must be a day YYYY-MM-DD, got "yesterday"'],
  ])("serve %j is one line naming the flag, exit 2", async (argv, message) => {
    const errors: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    try {
      expect(await main(["serve", ...argv])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([`occurrence-contract serve: ${message}`]);
  });

  test("resolveWorldWindow returns problems as values", () => {
    expect(resolveWorldWindow({ since: "2020-13-01" })).toEqual({
      ok: false,
      bound: "since",
      problem: 'must be a day YYYY-MM-DD, got "2020-13-01"',
    });
  });
});

describe("the world runs up to now, not to the end of the UTC day", () => {
  // An injected clock: 14:37:25 UTC, so the rest of the day (9 hours) must stay empty.
  const now = Date.parse("2025-06-10T14:37:25.512Z");
  const world = buildWorld({
    seed: 1,
    occurrences: 3000,
    since: "2025-06-01",
    ...windowBoundsOf({}, new Date(now)),
  });

  test("no record is dated after the moment the world is built; the last minutes before it hold rows", () => {
    const times = world.occurrences.map((o) => Date.parse(o.v2.date));
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.max(...times)).toBeGreaterThan(now - 6 * 3_600_000);
    expect(world.window.last).toBe("2025-06-10");
  });

  test("no death date, interruption or release lies after it either", () => {
    const later = world.occurrences.flatMap((o) => [
      ...o.v2.victims.map((v) => v.deathDate),
      ...o.v2.transports.flatMap((t) => [t.dateInterruption, t.releaseDate]),
    ]);
    expect(later.filter((d) => d !== null && Date.parse(d) > now)).toEqual([]);
  });

  test("the last update is the minute of now: never ahead of it, after every record", () => {
    expect(world.lastUpdate).toBe(Date.parse("2025-06-10T14:37:00.000Z"));
    expect(world.lastUpdate).toBeLessThanOrEqual(now);
  });

  test("a pinned day still ends at its last minute", () => {
    const pinned = buildWorld({ seed: 1, occurrences: 0, until: "2025-06-10" });
    expect(new Date(pinned.lastUpdate).toISOString()).toBe("2025-06-11T00:00:00.000Z");
  });

  test("a now before --since is a problem, as a value", () => {
    const resolved = resolveWorldWindow({
      since: "2025-06-10",
      until: "2025-06-10",
      now: Date.parse("2025-06-10T00:00:30Z"),
    });
    expect(resolved.ok).toBe(false);
  });
});
