import { checkRowsAtPlaces } from "../../src/conformance/checks/check-rows-at-places";
import { seenV2Records } from "../../src/conformance/checks/seen-pairs";
import { exchangeOf } from "./helpers/exchange-of";

/** A v2 record at a place and an instant. */
function record(id: string, latitude: string, longitude: string, date: string) {
  return { id, latitude, longitude, date };
}

/** The whole v1 list: a row per place, shown on -03:00. */
function whole(rows: readonly (readonly [number, number, number, string])[]) {
  return exchangeOf(
    "/api/v1/occurrences",
    {
      "field[]": [
        "id_ocorrencia",
        "latitude_ocorrencia",
        "longitude_ocorrencia",
        "data_ocorrencia",
      ],
    },
    rows.map(([id, latitude, longitude, shown]) => ({
      id_ocorrencia: id,
      latitude_ocorrencia: latitude,
      longitude_ocorrencia: longitude,
      data_ocorrencia: shown,
    })),
  );
}

const V2 = exchangeOf(
  "/api/v2/occurrences",
  {},
  {
    data: [
      record("a", "-12.9453810000", "-38.4512340000", "2024-01-02T12:00:00.000Z"),
      record("b", "-8.0061390000", "-34.8811230000", "2024-01-03T12:00:00.000Z"),
    ],
  },
);

describe("every v2 record the run met has a v1 row at its place (checkRowsAtPlaces)", () => {
  test("rows at every record's place (written at any number of decimals): nothing to report", () => {
    const v1 = whole([
      [1, -12.945381, -38.451234, "2024-01-02 09:00:00"],
      [2, -8.006139, -34.881123, "2024-01-05 09:00:00"],
    ]);
    expect(checkRowsAtPlaces(seenV2Records([V2]), v1)).toBeUndefined();
  });

  test("a state's rows cut to four decimals pair with nothing: cross.records fails, naming the record", () => {
    const v1 = whole([
      [1, -12.9453, -38.4512, "2024-01-02 09:00:00"],
      [2, -8.006139, -34.881123, "2024-01-05 09:00:00"],
    ]);
    const checked = checkRowsAtPlaces(seenV2Records([V2]), v1);
    expect(checked?.check).toBe("cross.records");
    expect(checked?.failures[0]?.seen).toBe("v2 a at -12.9453810000, -38.4512340000");
  });

  test("a record newer than the list's newest row less a day is left out (a live service)", () => {
    const v1 = whole([[1, -12.945381, -38.451234, "2024-01-02 09:00:00"]]);
    expect(checkRowsAtPlaces(seenV2Records([V2]), v1)).toBeUndefined();
  });
});
