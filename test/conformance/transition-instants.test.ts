import { transitionInstants } from "../../src/conformance/probes/probe-cross-dates";

const at = (iso: string): number => Date.parse(iso);

describe("the instants a named zone's offset changes", () => {
  it("are found to the millisecond, newest first (São Paulo's daylight saving of 2018)", () => {
    // Daylight saving ended at local midnight of 2018-02-18 (-02:00) and began at local midnight
    // of 2018-11-04 (-03:00): a record one second after the change is after the instant found.
    expect(transitionInstants(at("2018-01-01T00:00:00Z"), at("2018-12-31T00:00:00Z"))).toEqual([
      at("2018-11-04T03:00:00Z"),
      at("2018-02-18T02:00:00Z"),
    ]);
  });

  it("are none where no zone of the list changes its offset", () => {
    expect(transitionInstants(at("2020-01-01T00:00:00Z"), at("2024-12-31T00:00:00Z"))).toEqual([]);
  });
});
