import { buildWorld } from "../../src";
import { parseGenerateFixturesPlan } from "../../src/cli/generate-fixtures-plan";
import { parseServePlan } from "../../src/cli/serve-plan";
import { UsageError } from "../../src/cli/usage-error";
import { worldOfOptions } from "../../src/msw/world-of-options";
import { buildWorld as buildWorldToFixedDay } from "../../src/world/build-world";
import { buildServedWorld } from "../../src/world/build-served-world";
import { todayOf } from "../../src/world/world-window";

// One default window for the world users build: the package's buildWorld, `serve`,
// `generate fixtures` and the MSW handlers each end it at today's UTC date unless `until` pins
// a day, so the same seed and size give the same data in all four.
const NOW = new Date();
const SEED = 5;
const SIZE = 60;

/** A world as JSON, to compare worlds built apart. */
const bytes = (world: object): string => JSON.stringify(world);

/** The world options `serve --seed S --occurrences N` plans (seed, size, window). */
function servePlanned(): object {
  const plan = parseServePlan(["--seed", String(SEED), "--occurrences", String(SIZE)], {
    now: NOW,
    cores: 1,
  });
  if (plan instanceof UsageError || plan.world.kind !== "generated") throw new Error("no plan");
  const { seed, occurrences, window } = plan.world;
  return buildWorldToFixedDay({ seed, occurrences, ...window });
}

/** The world `generate fixtures --seed S --occurrences N` writes. */
function fixturesPlanned(): object {
  const plan = parseGenerateFixturesPlan(
    ["--out", "d", "--seed", String(SEED), "--occurrences", String(SIZE)],
    NOW,
  );
  if (plan instanceof UsageError) throw plan;
  return buildWorldToFixedDay({ seed: plan.seed, occurrences: plan.occurrences, ...plan.window });
}

describe("the package's buildWorld builds the world serve, generate fixtures and the handlers do", () => {
  const library = buildServedWorld({ seed: SEED, occurrences: SIZE }, NOW);

  test("its last day is today's UTC date, as serve's", () => {
    expect(library.window.last).toBe(todayOf(NOW));
    expect(buildWorld({ seed: SEED, occurrences: SIZE }).window.last).toBe(todayOf(new Date()));
  });

  test.each([
    ["serve", servePlanned],
    ["generate fixtures", fixturesPlanned],
    ["createHandlers", () => worldOfOptions({ seed: SEED, occurrences: SIZE })],
  ])("buildWorld({seed, occurrences}) equals the world %s builds by default", (_name, built) => {
    expect(bytes(built())).toBe(bytes(library));
  });

  test("until pins the last day, as --until does", () => {
    const pinned = buildWorld({ seed: SEED, occurrences: SIZE, until: "2025-12-31" });
    expect(bytes(pinned)).toBe(
      bytes(buildWorldToFixedDay({ seed: SEED, occurrences: SIZE, until: "2025-12-31" })),
    );
    expect(pinned.window.last).toBe("2025-12-31");
  });
});
