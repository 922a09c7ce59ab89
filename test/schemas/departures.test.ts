import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  getDepartures,
  getSchema,
  followPointer,
  isProfile,
  splitByProfile,
  validate,
  type SchemaName,
} from "../../src/schemas";

const FIXTURE = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");

type Item = Record<string, unknown>;

function realWorldBody(): { data: [Item, Item, Item] } {
  return JSON.parse(readFileSync(FIXTURE, "utf8")) as { data: [Item, Item, Item] };
}

describe("the departure overlays in schemas/departures/", () => {
  test.each(getDepartures().map((d) => [d.name, d] as const))(
    "%s names places that exist in spec schemas and carries its evidence",
    (_name, departure) => {
      expect(departure.targets.length).toBeGreaterThan(0);
      for (const target of departure.targets) {
        expect(target.schema.startsWith("departures/")).toBe(false);
        expect(followPointer(getSchema(target.schema), target.pointer)).toEqual(expect.any(Object));
      }
      for (const field of [departure.summary, departure.seen, departure.where, departure.since]) {
        expect(field.length).toBeGreaterThan(0);
      }
    },
  );

  test.each(
    getDepartures()
      .filter((d) => d.withinSpec)
      .map((d) => [d.name, d] as const),
  )(
    "%s is within the spec: every value of its shape in the real-world answer is spec-valid",
    (_name, departure) => {
      expect(departure.summary.length).toBeGreaterThan(0);
      const body = realWorldBody();
      const named = validate("v2/occurrences-response", body).filter(
        (v) => v.departure === departure.name,
      );
      expect(named).toEqual([]);
    },
  );

  test("profiles are a closed set of two", () => {
    expect(["spec", "observed"].filter(isProfile)).toEqual(["spec", "observed"]);
    expect(isProfile("production")).toBe(false);
  });
});

describe("a real-world-shaped v2 answer (test/fixtures/real-world)", () => {
  const spec = validate("v2/occurrences-response", realWorldBody());

  test.each([
    ["/data/0/transports/0/transport", "departures/transport-object"],
    ["/data/0/transports/0/releaseDate", "departures/release-date-null"],
    ["/data/0/contextInfo/mainReason/name", "departures/reason-name-case"],
    ["/data/0/contextInfo/clippings/0/name", "departures/clipping-name-unlisted"],
    ["/data/0/latitude", "departures/coordinate-whitespace"],
    ["/data/1/latitude", "departures/coordinate-whitespace"],
    ["/data/1/animalVictims/0/animalType", "departures/animal-type-object"],
  ])("spec fails %s, naming it as the known departure %s", (path, departure) => {
    const found = spec.find((v) => v.path === path);
    expect(found?.departure).toBe(departure);
    expect(found?.message).toMatch(/^known departure of the real service: /);
  });

  test("every violation spec finds in it is a known departure", () => {
    expect(spec.length).toBeGreaterThan(0);
    expect(spec.filter((v) => v.departure === undefined)).toEqual([]);
  });

  test.each([false, true])("observed passes it (strict %s)", (strict) => {
    const body = realWorldBody();
    expect(validate("v2/occurrences-response", body, { profile: "observed", strict })).toEqual([]);
  });

  test("observed keeps the departures apart as warnings when split", () => {
    const { errors, departures } = splitByProfile(spec, "observed");
    expect(errors).toEqual([]);
    expect(departures).toHaveLength(spec.length);
  });
});

describe("coordinates with 4 to 15 decimals (departures/coordinate-decimals) are within the spec", () => {
  test.each(["-12.98344", "-12.9834409", "-38.4858851919", "-12.983440912345678"])(
    "latitude %s is valid in spec, and no departure is named",
    (latitude) => {
      const body = realWorldBody();
      body.data[2].latitude = latitude;
      expect(
        validate("v2/occurrences-response", body).filter((v) => v.path === "/data/2/latitude"),
      ).toEqual([]);
    },
  );

  test("a latitude the spec rejects is not reported as that observed spread", () => {
    const body = realWorldBody();
    body.data[2].latitude = "-123.12345";
    const found = validate("v2/occurrences-response", body).filter(
      (v) => v.path === "/data/2/latitude",
    );
    expect(found).toEqual([expect.objectContaining({ rule: "pattern" })]);
    expect(found[0]?.departure).toBeUndefined();
  });
});

describe("departures state rules, not samples: values no capture showed, of the same kind", () => {
  test.each([
    ["a reason name of the table in upper case", "TENTATIVA/ROUBO"],
    ["another reason name with each word capitalised", "Tiros A Esmo"],
    ["another reason name in lower case", "operação policial"],
  ])("%s (%s) is the known departure reason-name-case", (_what, name) => {
    const body = realWorldBody();
    (body.data[0].contextInfo as { mainReason: { name: string } }).mainReason.name = name;
    expect(validate("v2/occurrences-response", body, { profile: "observed" })).toEqual([]);
    const spec = validate("v2/occurrences-response", body).filter(
      (v) => v.path === "/data/0/contextInfo/mainReason/name",
    );
    expect(spec).toEqual([
      expect.objectContaining({ rule: "enum", departure: "departures/reason-name-case" }),
    ]);
    expect(spec[0]?.message).toMatch(/is a case variant of the listed reason name/);
  });
});

describe("what is not a known departure stays an error in observed", () => {
  test.each([
    [
      "an unlisted reason name",
      "Assalto",
      /is an unlisted reason name: not in the table of api-v2 2\.8/,
    ],
  ])("%s in mainReason.name is reported as what it is", (_what, name, message) => {
    const body = realWorldBody();
    (body.data[0].contextInfo as { mainReason: { name: string } }).mainReason.name = name;
    const errors = validate("v2/occurrences-response", body, { profile: "observed" });
    expect(errors).toEqual([
      expect.objectContaining({ path: "/data/0/contextInfo/mainReason/name", rule: "enum" }),
    ]);
    expect(errors[0]?.message).toMatch(message);
    expect(errors[0]?.departure).toBeUndefined();
  });

  test("a transport object without its name is no departure: an error in both profiles", () => {
    const body = realWorldBody();
    const transports = body.data[0].transports as [{ transport: Item }];
    delete transports[0].transport.name;
    for (const profile of ["spec", "observed"] as const) {
      const found = validate("v2/occurrences-response", body, { profile }).filter(
        (v) => v.path === "/data/0/transports/0/transport",
      );
      expect(found).toEqual([expect.objectContaining({ rule: "type" })]);
      expect(found[0]?.departure).toBeUndefined();
    }
  });

  test("a departure overlay is validated as a schema of its own", () => {
    const name: SchemaName = "departures/transport-object";
    expect(validate(name, { id: "7a0e1b2c-3d4e-4f50-9a6b-00000000d101", name: "Via" })).toEqual([]);
  });
});
