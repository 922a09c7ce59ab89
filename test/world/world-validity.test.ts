import { validate, type SchemaName } from "../../src/schemas";
import { toV1CityRow, toV1OccurrenceRow, toV2City, toV2State, type World } from "../../src/world";
import { SEED_ROWS, worldOf } from "./world-cases";

/** Each kind of record a world serves: its schema and how to get its records. */
const KINDS: [string, SchemaName, (world: World) => readonly unknown[]][] = [
  ["v2 occurrences", "v2/occurrence", (w) => w.occurrences.map((o) => o.v2)],
  ["v2 cities", "v2/city", (w) => w.cities.map((c) => toV2City(w, c))],
  ["v2 states", "v2/state-ref", (w) => w.states.map(toV2State)],
  ["v2 regions", "v2/region-ref", (w) => w.states.map((s) => s.region)],
  [
    "v1 occurrence rows",
    "v1/occurrence-row",
    (w) => w.occurrences.map((o) => toV1OccurrenceRow(w, o)),
  ],
  ["v1 city rows", "v1/city-row", (w) => w.cities.map(toV1CityRow)],
];

const CASES = SEED_ROWS.flatMap(([seed]) =>
  KINDS.map(([kind, schema, records]) => [kind, seed, schema, records] as const),
);

describe("every record of a world validates against its schema", () => {
  test.each(CASES)("%s of seed %i: no violations of %s", (_kind, seed, schema, records) => {
    const world = worldOf(seed);
    const failures = records(world)
      .map((record, index) => ({ index, violations: validate(schema, record) }))
      .filter((result) => result.violations.length > 0);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  test.each(SEED_ROWS)("v2 occurrences of seed %i also pass the strict schemas", (seed) => {
    const bad = worldOf(seed).occurrences.filter(
      (o) => validate("v2/occurrence", o.v2, { strict: true }).length > 0,
    );
    expect(bad.map((o) => o.id)).toEqual([]);
  });

  test.each(SEED_ROWS)("v2 envelopes of seed %i validate (cities, states)", (seed) => {
    const world = worldOf(seed);
    const cities = {
      msg: "Successfully returned cities",
      msgCode: "success",
      code: 200,
      data: world.cities.map((c) => toV2City(world, c)),
    };
    const states = {
      msg: "Success",
      msgCode: "success",
      code: 200,
      data: world.states.map(toV2State),
    };
    expect(validate("v2/cities-response", cities)).toEqual([]);
    expect(validate("v2/states-response", states)).toEqual([]);
  });
});
