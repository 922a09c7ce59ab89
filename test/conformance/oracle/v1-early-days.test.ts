import type { Mirror } from "../../../src/conformance/oracle/mirror";
import { mirrorFacts } from "../../../src/conformance/oracle/mirror-facts";

/** A mirror of one state's days holding only the v1 rows given (day and time of each). */
function mirrorOf(rows: readonly (readonly [day: string, time: string])[]): Mirror {
  return {
    window: { stateUuid: "s", v1StateId: 1, firstDay: "2024-01-01", lastDay: "2024-01-31" },
    v2Occurrences: [],
    v2Cities: [],
    v1Occurrences: rows.map(([day, time], index) => ({
      id_ocorrencia: index + 1,
      cidade_id: 10,
      data_ocorrencia: `${day} ${time}`,
    })),
    v1Cities: [],
    requests: 0,
  };
}

// The v1 bound draws take the first early day whose [gt] falls in the window: a bound compared
// with the instant `D 00:00:00` shows only on a day holding a row at midnight.
describe("the window's early v1 days, in the order the bound draws try them", () => {
  test("a day with rows at midnight and later first, then midnight alone, then other early rows", () => {
    const facts = mirrorFacts(
      mirrorOf([
        ["2024-01-03", "01:20:00"],
        ["2024-01-05", "00:00:00"],
        ["2024-01-09", "00:00:00"],
        ["2024-01-09", "14:00:00"],
        ["2024-01-11", "02:59:59"],
        ["2024-01-12", "00:00:00"],
        ["2024-01-14", "03:00:00"],
      ]),
    );
    expect(facts.v1EarlyDays).toEqual([
      "2024-01-09",
      "2024-01-05",
      "2024-01-12",
      "2024-01-03",
      "2024-01-11",
    ]);
  });

  test("without a midnight row: the early days in day order", () => {
    const facts = mirrorFacts(
      mirrorOf([
        ["2024-01-07", "02:00:00"],
        ["2024-01-02", "00:30:00"],
        ["2024-01-04", "12:00:00"],
      ]),
    );
    expect(facts.v1EarlyDays).toEqual(["2024-01-02", "2024-01-07"]);
  });
});
