import type { Mirror } from "../../../src/conformance/oracle/mirror";
import { mirrorFacts } from "../../../src/conformance/oracle/mirror-facts";

type Kind = "none" | "civilian" | "agent" | "civilian+animal";

/** A v2 record of a day and a kind: its victims' person types, animal victims or not. */
function record(id: number, day: string, kind: Kind): Record<string, unknown> {
  const victims = kind === "none" ? [] : [{ personType: kind === "agent" ? "Agent" : "Civilian" }];
  const animalVictims = kind === "civilian+animal" ? [{ id: `a${id}` }] : [];
  return { id: `r${id}`, date: `${day}T15:00:00.000Z`, victims, animalVictims };
}

/** A mirror of January 2024 holding the records given. */
function mirrorOf(records: readonly (readonly [day: string, kind: Kind])[]): Mirror {
  return {
    window: { stateUuid: "s", firstDay: "2024-01-01", lastDay: "2024-01-31" },
    v2Occurrences: records.map(([day, kind], index) => record(index + 1, day, kind)),
    v2Cities: [],
    requests: 0,
  };
}

// The projected national draws read these days: a run too long sends more records than needed,
// one missing a kind leaves a typeOccurrence reading unjudged on it.
describe("MirrorFacts.richestDays: the shortest run of days showing every kind of record", () => {
  const spread: (readonly [string, Kind])[] = [
    ["2024-01-01", "civilian"],
    ["2024-01-02", "none"],
    ["2024-01-03", "agent"],
    ["2024-01-05", "civilian+animal"],
  ];

  test("the shortest run wins over an earlier, longer one", () => {
    const facts = mirrorFacts(
      mirrorOf([
        ...spread,
        ["2024-01-10", "civilian"],
        ["2024-01-10", "none"],
        ["2024-01-11", "agent"],
        ["2024-01-11", "civilian+animal"],
      ]),
    );
    expect(facts.richestDays).toEqual({ from: "2024-01-10", to: "2024-01-11" });
  });

  test("among runs as short, the one with the fewest records", () => {
    const facts = mirrorFacts(
      mirrorOf([
        ...spread,
        ["2024-01-07", "civilian"],
        ["2024-01-07", "civilian"],
        ["2024-01-07", "none"],
        ["2024-01-08", "agent"],
        ["2024-01-08", "civilian+animal"],
        ["2024-01-20", "civilian"],
        ["2024-01-20", "none"],
        ["2024-01-21", "agent"],
        ["2024-01-21", "civilian+animal"],
      ]),
    );
    expect(facts.richestDays).toEqual({ from: "2024-01-20", to: "2024-01-21" });
  });

  test("a run keeps a day whose kind it would otherwise lose", () => {
    const facts = mirrorFacts(mirrorOf(spread));
    expect(facts.richestDays).toEqual({ from: "2024-01-01", to: "2024-01-05" });
  });

  test("records outside the window's days are not counted", () => {
    const outside: (readonly [string, Kind])[] = [
      ["2024-02-05", "civilian"],
      ["2024-02-05", "none"],
      ["2024-02-05", "agent"],
      ["2024-02-05", "civilian+animal"],
    ];
    expect(mirrorFacts(mirrorOf([...spread, ...outside])).richestDays).toEqual({
      from: "2024-01-01",
      to: "2024-01-05",
    });
  });
});
