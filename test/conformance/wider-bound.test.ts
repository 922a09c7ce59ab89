import { checkWiderBound } from "../../src/conformance/checks/check-wider-bound";
import { exchangeOf } from "./helpers/exchange-of";

/** A v1 answer of the year's last days with data_ocorrencia[lt] on a day, listing the ids. */
function lastDays(lt: string, ids: readonly number[]) {
  return exchangeOf(
    "/api/v1/occurrences",
    { "data_ocorrencia[gt]": "2022-12-20", "data_ocorrencia[lt]": lt },
    ids.map((id) => ({ id_ocorrencia: id, data_ocorrencia: "2022-12-25 10:00:00" })),
  );
}

describe("a v1 date bound a day later keeps every row (checkWiderBound)", () => {
  test("the wider answer holding the narrower's rows, and more: nothing to report", () => {
    expect(checkWiderBound(lastDays("2022-12-30", [1, 2]), lastDays("2022-12-31", [1, 2, 3]))).toBe(
      undefined,
    );
  });

  test("the 31st read as the year's start (nothing listed) fails v1.filter.dates, naming the rows", () => {
    const checked = checkWiderBound(lastDays("2022-12-30", [1, 2]), lastDays("2022-12-31", []));
    expect(checked?.check).toBe("v1.filter.dates");
    expect(checked?.failures[0]?.seen).toBe("rows 1, 2 missing");
  });

  test("an answer that is not a 200 is not judged here (its status check is)", () => {
    const refused = exchangeOf("/api/v1/occurrences", {}, { error: "busy" }, 503);
    expect(checkWiderBound(lastDays("2022-12-30", [1]), refused)).toBeUndefined();
  });
});
