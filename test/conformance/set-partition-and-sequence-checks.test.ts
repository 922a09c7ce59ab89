import { checkContentType } from "../../src/conformance/checks/check-http";
import { checkCrossDates } from "../../src/conformance/checks/check-cross-version";
import { checkPartition } from "../../src/conformance/checks/check-partition";
import { checkReverse } from "../../src/conformance/checks/check-reverse";
import { checkSequence } from "../../src/conformance/checks/check-sequence";
import {
  checkTypeOnSet,
  checkTypePartition,
} from "../../src/conformance/checks/check-type-partition";
import { secondPartStart } from "../../src/conformance/probes/probe-v2-parts";
import type { ExchangeView } from "../../src/conformance/exchange";
import { exchangeOf, occurrence, page } from "./helpers/exchange-of";

const PATH = "/api/v2/occurrences";
const day = (n: number): string => `2024-01-${String(n).padStart(2, "0")}T10:00:00.000Z`;

/** Pages of take 2 over items given as [id, day], itemCount as stated. */
function pages(items: readonly [string, number][][], itemCount: number): ExchangeView[] {
  return items.map((data, i) =>
    exchangeOf(
      PATH,
      { order: "ASC", take: 2, page: i + 1 },
      page(
        { page: i + 1, take: 2, itemCount },
        data.map(([id, d]) => occurrence(id, day(d))),
      ),
    ),
  );
}

describe("v2.paging.sequence: a set read to its end", () => {
  test.each([
    [
      "sorted across borders, itemCount yielded, nothing past the end: holds",
      [
        [
          ["a", 1],
          ["b", 2],
        ],
        [["c", 3]],
        [],
      ],
      3,
      "",
    ],
    [
      "page 2 starts before page 1 ends: order broken across the border",
      [
        [
          ["a", 3],
          ["b", 4],
        ],
        [["c", 1]],
        [],
      ],
      3,
      "across the border of pages 1 and 2",
    ],
    [
      "an item on two pages: comes twice",
      [
        [
          ["a", 1],
          ["b", 2],
        ],
        [["b", 2]],
        [],
      ],
      3,
      "comes twice",
    ],
    [
      "itemCount 4 but the pages yield 3",
      [
        [
          ["a", 1],
          ["b", 2],
        ],
        [["c", 3]],
        [],
      ],
      4,
      "does not yield itemCount",
    ],
    [
      "the page past the end holds items: a capped itemCount",
      [
        [
          ["a", 1],
          ["b", 2],
        ],
        [["c", 3]],
        [["d", 4]],
      ],
      3,
      "still holds items",
    ],
  ] as const)("%s", (_rule, data, itemCount, message) => {
    const all = pages(data as unknown as [string, number][][], itemCount);
    const result = checkSequence(all.slice(0, -1), all[all.length - 1] as ExchangeView);
    expect(result.failures.map((f) => f.message).join("\n")).toContain(message);
    if (message === "") expect(result.failures).toEqual([]);
  });
});

describe("partitions: the parts' itemCounts add up to the whole", () => {
  const counted = (n: number, query = {}): ExchangeView =>
    exchangeOf(PATH, { take: 1, ...query }, page({ page: 1, take: 1, itemCount: n }, []));
  test.each([
    ["parts summing to the whole hold", 10, [4, 6], true],
    ["a part short fails", 10, [4, 5], false],
    ["a part counted twice fails", 10, [4, 6, 1], false],
  ] as const)("%s", (_rule, whole, parts, holds) => {
    const result = checkPartition(
      "v2.partition.states",
      counted(whole),
      parts.map((n) => counted(n)),
      "x",
    );
    expect(result?.failures.length === 0).toBe(holds);
  });
  test("an answer without a count: not applied", () => {
    expect(
      checkPartition("v2.partition.states", exchangeOf(PATH, {}, {}), [counted(1)], "x"),
    ).toBeUndefined();
  });
});

describe("cross.dates: one constant zone offset between v1 and v2", () => {
  const h = 3_600_000;
  test.each([
    ["the same instants hold", [0, 5 * h], [0, 5 * h], true],
    ["v1 in local time -03:00 holds (constant 3 h)", [0, 5 * h], [3 * h, 8 * h], true],
    ["one record a day off fails", [0, 5 * h], [0, 29 * h], false],
    ["a constant offset of a whole day is no zone: fails", [0], [24 * h], false],
    ["an offset not in quarter hours fails", [0], [7 * 60_000], false],
  ] as const)("%s", (_rule, v1, v2, holds) => {
    const result = checkCrossDates(exchangeOf("/api/v1/occurrences", {}, []), v1, v2);
    expect(result?.failures.length === 0).toBe(holds);
  });
});

describe("content-type: JSON under a JSON type", () => {
  test.each([
    ["application/json; charset=utf-8", true],
    ["application/json", true],
    ["application/vnd.occurrences+json", true],
    ["text/html; charset=utf-8", false],
    ["text/plain", false],
    [undefined, false],
  ] as const)("%s -> holds %s", (type, holds) => {
    const exchange: ExchangeView = {
      ...exchangeOf(PATH, {}, { data: [] }),
      headers: type === undefined ? {} : { "content-type": type as string },
    };
    expect(checkContentType("v2.content-type", exchange)?.failures.length === 0).toBe(holds);
  });
});

describe("v2.paging.reverse: DESC read to its end is ASC reversed", () => {
  /** One page per list, items given as [id, day], order as named. */
  const read = (order: string, items: readonly [string, number][][]): ExchangeView[] =>
    items.map((data, i) =>
      exchangeOf(
        PATH,
        { order, take: 2, page: i + 1 },
        page(
          { page: i + 1, take: 2, itemCount: 3 },
          data.map(([id, d]) => occurrence(id, day(d))),
        ),
      ),
    );
  const asc: [string, number][][] = [
    [
      ["a", 1],
      ["b", 2],
    ],
    [["c", 2]],
  ];
  test.each([
    [
      "the exact reverse holds",
      [
        [
          ["c", 2],
          ["b", 2],
        ],
        [["a", 1]],
      ],
      true,
    ],
    [
      "items of equal date in another order hold (ties compared as sets)",
      [
        [
          ["b", 2],
          ["c", 2],
        ],
        [["a", 1]],
      ],
      true,
    ],
    [
      "an item repeated in place of another fails",
      [
        [
          ["c", 2],
          ["b", 2],
        ],
        [["b", 2]],
      ],
      false,
    ],
    [
      "an item missing in DESC fails",
      [
        [
          ["c", 2],
          ["b", 2],
        ],
        [],
      ],
      false,
    ],
    [
      "an item of another date in its place fails",
      [
        [
          ["c", 2],
          ["b", 2],
        ],
        [["d", 1]],
      ],
      false,
    ],
  ] as const)("%s", (_rule, desc, holds) => {
    const result = checkReverse(
      read("ASC", asc),
      read("DESC", desc as unknown as [string, number][][]),
    );
    expect(result.failures.length === 0).toBe(holds);
    if (!holds)
      expect(result.failures[0]?.message).toContain("not the order=ASC sequence reversed");
  });
});

describe("v2.partition.type-occurrence: withVictim + withoutVictim = all = the whole", () => {
  const counted = (n: number): ExchangeView =>
    exchangeOf(PATH, { take: 1 }, page({ page: 1, take: 1, itemCount: n }, []));
  const judge = (
    [u, w, o, a]: readonly number[],
    readings: { withVictim?: "human" | "any"; withoutHasAnimal: boolean },
  ): { failed: boolean; observed: boolean } => {
    const result = checkTypePartition(
      {
        scope: "the whole",
        unfiltered: counted(u ?? 0),
        withVictim: counted(w ?? 0),
        withoutVictim: counted(o ?? 0),
        all: counted(a ?? 0),
      },
      readings,
    );
    return {
      failed: (result.outcome?.failures.length ?? 0) > 0,
      observed: result.observation !== undefined,
    };
  };
  test.each([
    ["parts adding up to all and the whole hold", [10, 4, 6, 10], {}, false, false],
    ["all counting other than the whole fails", [10, 4, 6, 9], {}, true, false],
    [
      "a sum below, withVictim's reading unknown: observed (human + no victim at all)",
      [10, 4, 5, 10],
      {},
      false,
      true,
    ],
    [
      "a sum above, withVictim's reading unknown: observed (any + no human victim)",
      [10, 4, 7, 10],
      {},
      false,
      true,
    ],
    [
      "a sum above with withVictim observed human-only fails",
      [10, 4, 7, 10],
      { withVictim: "human" },
      true,
      false,
    ],
    [
      "a sum below with withVictim observed human-or-animal fails",
      [10, 4, 5, 10],
      { withVictim: "any" },
      true,
      false,
    ],
    [
      "a sum below while withoutVictim holds animal victims fails",
      [10, 4, 5, 10],
      { withoutHasAnimal: true },
      true,
      false,
    ],
  ] as const)("%s", (_rule, counts, readings, failed, observed) => {
    expect(judge(counts, { withoutHasAnimal: false, ...readings })).toEqual({ failed, observed });
  });

  test.each([
    ["the set's items without a human victim hold", ["h", "-", "-"], 2, true],
    ["the set's items without any victim hold", ["a", "-", "-"], 2, true],
    ["the other reading of the same set holds", ["a", "-", "-"], 3, true],
    ["one short of either reading fails", ["h", "-", "-"], 1, false],
  ] as const)("withoutVictim on a set read in full: %s", (_rule, kinds, seen, holds) => {
    const items = kinds.map((kind) => ({
      victimCount: kind === "h" ? 1 : 0,
      animalVictimCount: kind === "a" ? 1 : 0,
      victimOccurrenceIds: [],
      transportOccurrenceIds: [],
    }));
    expect(checkTypeOnSet(counted(seen), items)?.failures.length === 0).toBe(holds);
  });
});

describe("v2.partition.dates: where the second part starts, by the bounds' reading", () => {
  test.each([
    ["both inclusive: [a, m] and [m+1, b]", true, true, 11],
    ["initialdate exclusive: (a, m] and (m, b]", false, true, 10],
    ["finaldate exclusive: [a, m) and [m, b)", true, false, 10],
    ["both exclusive: (a, m) and (m-1, b)", false, false, 9],
  ] as const)("%s", (_rule, fromInclusive, toInclusive, start) => {
    expect(secondPartStart(10, { fromInclusive, toInclusive })).toBe(start);
  });
});
