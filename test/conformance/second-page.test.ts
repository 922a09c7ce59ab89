import { checkSecondPage } from "../../src/conformance/checks/check-second-page";
import { readV2Page } from "../../src/conformance/read-body";
import { paginate } from "../../src/query/paginate";
import { exchangeOf } from "./helpers/exchange-of";

/** A set of `n` records, one a minute, the last `tied` of them on one instant. */
function records(n: number, tied = 0) {
  return Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    date: new Date(Date.UTC(2024, 0, 1) + Math.min(i, n - tied) * 60_000).toISOString(),
  }));
}

/** An occurrences answer listing `items` as page `page` of `take`. */
function pageAnswer(items: readonly object[], page: number, take: number, itemCount: number) {
  const { pageMeta } = paginate(itemCount, page, take);
  return exchangeOf(
    "/api/v2/occurrences",
    { take: String(take), page: String(page) },
    { data: items, pageMeta },
  );
}

/** The set as read in one page. */
function whole(items: readonly object[]) {
  return readV2Page(pageAnswer(items, 1, 5000, items.length).body)?.items ?? [];
}

describe("page 2 at a take above a thousand is the set's records take+1 to 2·take (checkSecondPage)", () => {
  const set = records(1500);

  test("the records 1002 to 1500 of the set: nothing to report", () => {
    expect(checkSecondPage(pageAnswer(set.slice(1001), 2, 1001, 1500), whole(set), 1001)).toBe(
      undefined,
    );
  });

  test("a page starting one record early (an OFFSET of the take capped at 1000) fails v2.paging.concatenation", () => {
    const checked = checkSecondPage(
      pageAnswer(set.slice(1000, 1500), 2, 1001, 1500),
      whole(set),
      1001,
    );
    expect(checked?.check).toBe("v2.paging.concatenation");
    expect(checked?.failures[0]?.message).toContain("is not records 1002 to 1500");
    expect(checked?.failures[0]?.seen).toContain("500 records");
  });

  test("records tied on one instant may come in another order", () => {
    const tied = records(1500, 700);
    const reordered = [...tied.slice(1001)].reverse();
    expect(checkSecondPage(pageAnswer(reordered, 2, 1001, 1500), whole(tied), 1001)).toBe(
      undefined,
    );
  });

  test("a record that is not the set's fails, named", () => {
    const stranger = [...set.slice(1001, 1499), { id: "stranger", date: set[1499]?.date }];
    const checked = checkSecondPage(pageAnswer(stranger, 2, 1001, 1500), whole(set), 1001);
    expect(checked?.failures[0]?.message).toContain("lists stranger");
  });

  test("an answer that is not a 200 is not judged here (its status check is)", () => {
    const refused = exchangeOf("/api/v2/occurrences", { take: "1001", page: "2" }, {}, 503);
    expect(checkSecondPage(refused, whole(set), 1001)).toBeUndefined();
  });
});
