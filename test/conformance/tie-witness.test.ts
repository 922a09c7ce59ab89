import { edgeInsideTie } from "../../src/conformance/probes/edge-inside-tie";
import { tieNarrowings } from "../../src/conformance/probes/tie-narrowings";

describe("a page edge inside a tie", () => {
  test.each([
    // first, last tied position, the largest take: edge at page * take, inside (first, last]
    [4, 5, 100, { take: 5, page: 1 }],
    [0, 1, 100, { take: 1, page: 1 }],
    [150, 151, 100, { take: 1, page: 151 }],
    [148, 150, 100, { take: 75, page: 2 }],
    [119, 120, 100, { take: 60, page: 2 }],
  ])("tied at %i to %i, take up to %i: %o", (first, last, maxTake, edge) => {
    const found = edgeInsideTie(first, last, maxTake);
    expect(found).toEqual(edge);
    const { take, page } = found ?? { take: 0, page: 0 };
    expect(page * take).toBeGreaterThan(first);
    expect(page * take).toBeLessThanOrEqual(last);
  });

  test("no edge for a single record or an unknown position", () => {
    expect(edgeInsideTie(3, 3, 100)).toBeUndefined();
    expect(edgeInsideTie(-1, 4, 100)).toBeUndefined();
  });
});

describe("the windows a tie's witness narrows to", () => {
  const wide = { initialdate: "2025-12-27", finaldate: "2025-12-29", order: "ASC" };
  const noon = Date.parse("2025-12-28T12:00:00Z");

  test("its state, its cities, then its cities on its day read by the classified bounds", () => {
    const tie = { time: noon, stateIds: ["rj"], cityIds: ["rio", "niteroi"] };
    expect(tieNarrowings(tie, wide, { fromInclusive: true, toInclusive: false })).toEqual([
      { ...wide, idState: "rj" },
      { ...wide, idCities: ["rio", "niteroi"] },
      { ...wide, idCities: ["rio", "niteroi"], initialdate: "2025-12-28", finaldate: "2025-12-29" },
    ]);
  });

  test("no state for a tie across states, no single day without classified bounds or at night", () => {
    const across = { time: noon, stateIds: ["rj", "pe"], cityIds: ["rio", "recife"] };
    expect(tieNarrowings(across, wide, undefined)).toEqual([
      { ...wide, idCities: ["rio", "recife"] },
    ]);
    const night = { ...across, time: Date.parse("2025-12-28T23:30:00Z") };
    expect(tieNarrowings(night, wide, { fromInclusive: true, toInclusive: true })).toHaveLength(1);
  });

  test("no city narrowing when a tied record named no city", () => {
    const tie = { time: noon, stateIds: ["rj"], cityIds: ["rio", ""] };
    expect(tieNarrowings(tie, wide, undefined)).toEqual([{ ...wide, idState: "rj" }]);
  });
});
