import { paginate } from "../../src/query/paginate";

describe("paginate", () => {
  test.each<[string, number, number, number, [number, number], number, boolean, boolean]>([
    // name, itemCount, page, take, [start, end], pageCount, hasPreviousPage, hasNextPage
    [
      "take=10 itemCount=25 page=1 -> items 0-9, hasNextPage true",
      25,
      1,
      10,
      [0, 10],
      3,
      false,
      true,
    ],
    [
      "take=10 itemCount=25 page=2 -> items 10-19, both neighbours",
      25,
      2,
      10,
      [10, 20],
      3,
      true,
      true,
    ],
    [
      "take=10 itemCount=25 page=3 -> 5 items, hasNextPage false",
      25,
      3,
      10,
      [20, 25],
      3,
      true,
      false,
    ],
    [
      "take=10 itemCount=25 page=4 -> empty, past the last page, not clamped",
      25,
      4,
      10,
      [25, 25],
      3,
      true,
      false,
    ],
    ["take=10 itemCount=20 page=2 -> exactly full last page", 20, 2, 10, [10, 20], 2, true, false],
    ["take=25 itemCount=0 page=1 -> empty, pageCount 0", 0, 1, 25, [0, 0], 0, false, false],
    ["take=25 itemCount=0 page=2 -> empty, hasPreviousPage true", 0, 2, 25, [0, 0], 0, true, false],
    ["take=1 itemCount=1 page=1 -> one item, one page", 1, 1, 1, [0, 1], 1, false, false],
    ["take=5000 itemCount=3 page=1 -> all 3", 3, 1, 5000, [0, 3], 1, false, false],
    [
      "huge page -> empty, no overflow",
      10,
      Number.MAX_SAFE_INTEGER,
      5000,
      [10, 10],
      1,
      true,
      false,
    ],
  ])(
    "%s",
    (_name, itemCount, page, take, [start, end], pageCount, hasPreviousPage, hasNextPage) => {
      expect(paginate(itemCount, page, take)).toEqual({
        start,
        end,
        pageMeta: { page, take, itemCount, pageCount, hasPreviousPage, hasNextPage },
      });
    },
  );
});
