import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getDepartures, splitByProfile, validate } from "../../src/schemas";

const FIXTURE = join(__dirname, "..", "fixtures", "real-world", "v1-recife-occurrences.json");

type Row = Record<string, unknown>;

function rows(): Row[] {
  return JSON.parse(readFileSync(FIXTURE, "utf8")) as Row[];
}

describe("a v1 answer in the real capture's shape (test/fixtures/real-world)", () => {
  test("has the capture's shape: 63 columns, no fonte_ocorrencia, dates alone, string coordinates", () => {
    for (const row of rows()) {
      expect(Object.keys(row)).toHaveLength(63);
      expect(row).not.toHaveProperty("fonte_ocorrencia");
      expect(row.data_ocorrencia).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.latitude_ocorrencia).toMatch(/^-?\d+\.\d{10}$/);
    }
  });

  const spec = validate("v1/occurrences-response", rows(), { strict: true });

  test.each([
    ["/0/data_ocorrencia", "pattern", "departures/v1-date-only"],
    ["/0/latitude_ocorrencia", "type", "departures/v1-coordinate-string"],
    ["/0/longitude_ocorrencia", "type", "departures/v1-coordinate-string"],
    ["/0/fonte_ocorrencia", "required", "departures/v1-source-absent"],
    ["/0/homem_qtd_mortos_oc", "additionalProperties", "departures/v1-extra-columns"],
    ["/0/motivo_complementar", "additionalProperties", "departures/v1-extra-columns"],
  ])("spec --strict fails %s (%s), naming the known departure %s", (path, rule, departure) => {
    const found = spec.find((v) => v.path === path);
    expect(found).toEqual(expect.objectContaining({ rule, departure }));
    expect(found?.message).toMatch(/^known departure of the real service: /);
  });

  test("every violation spec finds in it is a known departure", () => {
    expect(spec.length).toBeGreaterThan(0);
    expect(spec.filter((v) => v.departure === undefined)).toEqual([]);
  });

  test.each([false, true])("observed passes it (strict %s)", (strict) => {
    expect(validate("v1/occurrences-response", rows(), { profile: "observed", strict })).toEqual(
      [],
    );
    const split = splitByProfile(
      validate("v1/occurrences-response", rows(), { strict }),
      "observed",
    );
    expect(split.errors).toEqual([]);
  });

  test.each<[string, (row: Row) => void, string, string]>([
    [
      "another required column missing (id_ocorrencia)",
      (row) => delete row.id_ocorrencia,
      "/0/id_ocorrencia",
      "required",
    ],
    [
      "a date in another form (20/12/2019)",
      (row) => (row.data_ocorrencia = "20/12/2019"),
      "/0/data_ocorrencia",
      "pattern",
    ],
    [
      "a coordinate that is no decimal string",
      (row) => (row.latitude_ocorrencia = "south"),
      "/0/latitude_ocorrencia",
      "type",
    ],
  ])("%s stays an error under observed", (_what, change, path, rule) => {
    const body = rows();
    change(body[0] as Row);
    const errors = validate("v1/occurrences-response", body, { profile: "observed" });
    expect(errors).toEqual([expect.objectContaining({ path, rule })]);
    expect(errors[0]?.departure).toBeUndefined();
  });

  test("the v1 overlays that state values the spec accepts are never reported", () => {
    const within = getDepartures()
      .filter((d) => d.withinSpec && d.targets.some((t) => t.schema === "v1/occurrence-row"))
      .map((d): string => d.name);
    expect(within).toEqual(["departures/v1-agent-presence-flag", "departures/v1-area-hundredths"]);
    expect(spec.filter((v) => within.includes(v.departure ?? ""))).toEqual([]);
  });
});
