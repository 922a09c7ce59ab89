import {
  REFERENCE_CITIES,
  REFERENCE_STATES,
  type ReferenceCity,
  type ReferenceState,
} from "../../src/world/reference-data";

const stateByUf = new Map<string, ReferenceState>(REFERENCE_STATES.map((s) => [s.uf, s]));

/** Rows for table-driven tests: [city name, uf, city]. */
const cityRows: [string, string, ReferenceCity][] = REFERENCE_CITIES.map((c) => [c.name, c.uf, c]);

/** Finds duplicated values in a list (each duplicate reported once). */
function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const v of values) {
    if (seen.has(v)) dupes.add(v);
    seen.add(v);
  }
  return [...dupes];
}

describe("REFERENCE_STATES", () => {
  it("lists exactly RJ, PE, BA, PA in that order", () => {
    expect(REFERENCE_STATES.map((s) => s.uf)).toEqual(["RJ", "PE", "BA", "PA"]);
  });

  it("has the real IBGE state codes (RJ 33, PE 26, BA 29, PA 15)", () => {
    expect(REFERENCE_STATES.map((s) => [s.uf, s.ibge])).toEqual([
      ["RJ", 33],
      ["PE", 26],
      ["BA", 29],
      ["PA", 15],
    ]);
  });

  it("has unique abbreviations, IBGE codes and names", () => {
    expect(duplicates(REFERENCE_STATES.map((s) => s.uf))).toEqual([]);
    expect(duplicates(REFERENCE_STATES.map((s) => s.ibge))).toEqual([]);
    expect(duplicates(REFERENCE_STATES.map((s) => s.name))).toEqual([]);
  });

  it.each(REFERENCE_STATES.map((s) => [s.uf, s] as const))(
    "%s has a non-empty name and metropolitan region",
    (_uf, state) => {
      expect(state.name.trim()).not.toBe("");
      expect(state.region.trim()).not.toBe("");
    },
  );

  it.each(REFERENCE_STATES.map((s) => [s.uf] as const))("state %s has at least 7 cities", (uf) => {
    expect(REFERENCE_CITIES.filter((c) => c.uf === uf).length).toBeGreaterThanOrEqual(7);
  });
});

describe("REFERENCE_CITIES", () => {
  it("is not empty", () => {
    expect(REFERENCE_CITIES.length).toBeGreaterThan(0);
  });

  it.each(cityRows)("%s (%s): uf names a known state", (_name, uf) => {
    expect(stateByUf.has(uf)).toBe(true);
  });

  it.each(cityRows)(
    "%s (%s): ibge code is 7 digits and starts with its state's IBGE code",
    (_name, uf, city) => {
      expect(Number.isInteger(city.ibge)).toBe(true);
      expect(String(city.ibge)).toMatch(/^\d{7}$/);
      const state = stateByUf.get(uf);
      expect(state).toBeDefined();
      expect(String(city.ibge).slice(0, 2)).toBe(String(state?.ibge));
    },
  );

  it("ibge codes are unique", () => {
    expect(duplicates(REFERENCE_CITIES.map((c) => c.ibge))).toEqual([]);
  });

  it.each(REFERENCE_STATES.map((s) => [s.uf] as const))(
    "city names are unique within state %s",
    (uf) => {
      const names = REFERENCE_CITIES.filter((c) => c.uf === uf).map((c) => c.name);
      expect(duplicates(names)).toEqual([]);
    },
  );

  it.each(cityRows)("%s (%s): population and area are positive integers", (_name, _uf, city) => {
    expect(Number.isInteger(city.population)).toBe(true);
    expect(city.population).toBeGreaterThan(0);
    expect(Number.isInteger(city.areaKm2)).toBe(true);
    expect(city.areaKm2).toBeGreaterThanOrEqual(1);
  });

  it.each(cityRows)("%s (%s): has 4..12 unique, non-empty neighbourhoods", (_name, _uf, city) => {
    expect(city.neighborhoods.length).toBeGreaterThanOrEqual(4);
    expect(city.neighborhoods.length).toBeLessThanOrEqual(12);
    expect(duplicates(city.neighborhoods)).toEqual([]);
    for (const n of city.neighborhoods) expect(n.trim()).not.toBe("");
  });

  it.each(cityRows)("%s (%s): lat is in [-25, 0] and lon is in [-50, -34]", (_name, _uf, city) => {
    expect(city.lat).toBeGreaterThanOrEqual(-25);
    expect(city.lat).toBeLessThanOrEqual(0);
    expect(city.lon).toBeGreaterThanOrEqual(-50);
    expect(city.lon).toBeLessThanOrEqual(-34);
  });

  it.each(cityRows)("%s (%s): radiusKm is positive and at most 8", (_name, _uf, city) => {
    expect(city.radiusKm).toBeGreaterThan(0);
    expect(city.radiusKm).toBeLessThanOrEqual(8);
  });

  it.each(cityRows)("%s (%s): has a non-empty lower-case demonym", (_name, _uf, city) => {
    expect(city.demonym.trim()).not.toBe("");
    expect(city.demonym).toBe(city.demonym.toLowerCase());
  });

  it("cities are grouped by state in REFERENCE_STATES order", () => {
    const order = REFERENCE_STATES.map((s) => s.uf);
    const indices = REFERENCE_CITIES.map((c) => order.indexOf(c.uf));
    const sorted = [...indices].sort((a, b) => a - b);
    expect(indices).toEqual(sorted);
  });

  it.each([
    ["RJ", "Rio de Janeiro"],
    ["PE", "Recife"],
    ["BA", "Salvador"],
    ["PA", "Belém"],
  ])("the first %s city is its capital, %s", (uf, capital) => {
    expect(REFERENCE_CITIES.find((c) => c.uf === uf)?.name).toBe(capital);
  });
});
