import { observeFreshness } from "../../src/conformance/observe-freshness";
import type { QueryInput } from "../../src/conformance/exchange";
import { exchangeOf } from "./helpers/exchange-of";

const PA = "6c0a0f3e-0000-4000-8000-000000000001";
const NAMES = new Map([[PA, "Pará"]]);

/** A v2 occurrences answer carrying the headers given. */
function answer(query: QueryInput, headers: Record<string, string>) {
  const exchange = exchangeOf("/api/v2/occurrences", query, { data: [], pageMeta: {} });
  return { ...exchange, headers };
}

const FRESH = {
  "x-last-update": "2024-12-31T21:00:00.000-03:00",
  "x-last-update-timestamp": String(Date.parse("2025-01-01T00:00:00Z") / 1000),
};

describe("the freshness headers, observed (observeFreshness)", () => {
  test("consistent headers: counted, never judged", () => {
    const byState = {
      ...FRESH,
      "x-last-update-state-id": PA,
      "x-last-update-state": "PARÁ",
    };
    const observed = observeFreshness([answer({}, FRESH), answer({ idState: PA }, byState)], NAMES);
    expect(observed.topic).toBe("freshness-headers");
    expect(observed.text).toContain("x-last-update on 2 of 2 answers, x-last-update-state-id on 1");
    expect(observed.text).toContain("consistent");
  });

  test("an X-Last-Update three hours off its timestamp is named", () => {
    const late = { ...FRESH, "x-last-update": "2025-01-01T00:00:00.000-03:00" };
    expect(observeFreshness([answer({}, late)], NAMES).text).toContain(
      "is not x-last-update-timestamp",
    );
  });

  test("another state's id, or another name, for the idState asked is named", () => {
    const other = { ...FRESH, "x-last-update-state-id": "00000000-0000-4000-8000-000000000002" };
    expect(observeFreshness([answer({ idState: PA }, other)], NAMES).text).toContain(
      `answering idState=${PA}`,
    );
    const renamed = { ...FRESH, "x-last-update-state-id": PA, "x-last-update-state": "Paraíba" };
    expect(observeFreshness([answer({ idState: PA }, renamed)], NAMES).text).toContain(
      "x-last-update-state Paraíba",
    );
  });

  test("no answer carrying them is said so", () => {
    expect(observeFreshness([answer({}, {})], NAMES).text).toContain("no answer carries");
  });
});
