import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { namedProfile, type ProfileFolder } from "../../src/schemas";
import {
  buildWorld,
  DEFAULT_WORLD_OPTIONS,
  toV1CityRow,
  toV1OccurrenceRow,
  toV2City,
  toV2State,
  type World,
} from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { writeFixtures } from "../../src/world/write-fixtures";
import { SchemaBranches } from "./schema-branches";

/** Every branch of the served schemas, measured over one world's records and rows. */
function measureWorld(world: World, profile: ProfileFolder): SchemaBranches {
  return new SchemaBranches(profile)
    .measure(
      "v2/occurrence",
      world.occurrences.map((o) => o.v2),
    )
    .measure(
      "v2/city",
      world.cities.map((c) => toV2City(world, c)),
    )
    .measure("v2/state-ref", world.states.map(toV2State))
    .measure(
      "v1/occurrence-row",
      world.occurrences.map((o) => toV1OccurrenceRow(world, o)),
    )
    .measure("v1/city-row", world.cities.map(toV1CityRow));
}

function report(label: string, branches: SchemaBranches): void {
  const { taken, total, percent } = branches.figure;
  process.stdout.write(`${label}: ${taken} of ${total} schema branches (${percent}%)\n`);
}

describe("the world shows every shape its schemas allow", () => {
  const world = buildWorld(DEFAULT_WORLD_OPTIONS);

  test("the default world under spec takes every branch of the v2 and v1 schemas", () => {
    const branches = measureWorld(world, namedProfile("spec"));
    report("spec default world", branches);
    expect(branches.missed).toEqual([]);
  });

  test("the default world under observed takes every branch, departures' shapes included", () => {
    const branches = measureWorld(toObservedWorld(world), namedProfile("observed"));
    report("observed default world", branches);
    expect(branches.missed).toEqual([]);
    expect([...branches.branches.keys()]).toContain(
      "v2/transport.json#/properties/transport ⇒ departures/transport-object",
    );
  });

  test("generate fixtures' output (its default size) takes every branch", async () => {
    const dir = await mkdtemp(join(tmpdir(), "shape-coverage-"));
    try {
      const [occurrences, cities, states, rows, cityRows] = await Promise.all(
        (await writeFixtures(buildWorld({ seed: 1, occurrences: 1000 }), dir)).map(
          async (file) => JSON.parse(await readFile(file, "utf8")) as unknown[],
        ),
      );
      const branches = new SchemaBranches(namedProfile("spec"))
        .measure("v2/occurrence", occurrences ?? [])
        .measure("v2/city", cities ?? [])
        .measure("v2/state-ref", states ?? [])
        .measure("v1/occurrence-row", rows ?? [])
        .measure("v1/city-row", cityRows ?? []);
      report("generate fixtures (1000 occurrences)", branches);
      expect(branches.missed).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the branch measure", () => {
  const occurrence = buildWorld({ seed: 1, occurrences: 1 }).occurrences[0]?.v2;

  test("a world whose localities are all null misses the object branch", () => {
    const branches = new SchemaBranches(namedProfile("spec")).measure("v2/occurrence", [
      { ...occurrence, locality: null },
    ]);
    expect(branches.missed).toContain("v2/occurrence.json#/properties/locality type:object");
    expect(branches.figure.percent).toBeLessThan(100);
  });

  test("counts each enum value, array size class and nullable type as a branch", () => {
    const keys = [
      ...new SchemaBranches(namedProfile("spec")).measure("v2/occurrence", []).branches.keys(),
    ];
    expect(keys).toEqual(
      expect.arrayContaining([
        'v2/reason-name.json# enum "Execução"',
        "v2/occurrence.json#/properties/animalVictims items:several",
        "v2/victim.json#/properties/age type:null",
        "v2/occurrence.json#/properties/subNeighborhood x-mock-schema shape",
      ]),
    );
  });
});
