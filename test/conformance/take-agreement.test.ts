import { checkTakeAgreement } from "../../src/conformance/checks/check-take-agreement";
import type { QueryInput } from "../../src/conformance/exchange";
import { exchangeOf, occurrence, page } from "./helpers/exchange-of";

const OCC = "/api/v2/occurrences";

/** Records r0..r(n-1); `instants[i]` is the hour of record i on 2024-01-01 (ties share one). */
function records(instants: readonly number[]): Record<string, unknown>[] {
  return instants.map((hour, i) =>
    occurrence(`r${i}`, new Date(Date.UTC(2024, 0, 1, hour)).toISOString()),
  );
}

/** The page a server answers: page `number` at `take` of the whole result it holds. */
function answer(
  whole: readonly Record<string, unknown>[],
  take: number,
  number = 1,
  query: QueryInput = {},
) {
  const items = whole.slice((number - 1) * take, number * take);
  const meta = { page: number, take, itemCount: whole.length };
  return exchangeOf(OCC, { ...query, page: number, take }, page(meta, items));
}

const DISTINCT = records([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
// r2, r3 and r4 share an instant, as do r6 and r7.
const TIED = records([0, 1, 2, 2, 2, 3, 4, 4, 5, 6]);

/** TIED with two records moved: the swap named (positions from 0). */
function swapped(i: number, j: number): Record<string, unknown>[] {
  const copy = [...TIED];
  [copy[i], copy[j]] = [copy[j] as Record<string, unknown>, copy[i] as Record<string, unknown>];
  return copy;
}

describe("checkTakeAgreement", () => {
  test("pages of one query at two takes that hold the same records agree, witnessed", () => {
    const outcome = checkTakeAgreement([answer(DISTINCT, 10), answer(DISTINCT, 3, 2)]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.witness).toContain("take=10");
  });

  test("a page shifted by one record at another take fails, naming the first position", () => {
    const shifted = DISTINCT.slice(1);
    const outcome = checkTakeAgreement([answer(DISTINCT, 3), answer(shifted, 10)]);
    expect(outcome.failures.map((f) => [f.check, f.seen])).toEqual([
      ["v2.paging.take-agreement", expect.stringMatching(/^position 1: r0 .* against r1 /)],
    ]);
  });

  test("records of one instant swapped where a page cuts their run agree", () => {
    // take=3 page 1 holds r0 r1 r2 and cuts the run r2–r4: another take may show r3 there.
    const outcome = checkTakeAgreement([answer(TIED, 3), answer(swapped(2, 3), 10)]);
    expect(outcome.failures).toEqual([]);
    // take=4 page 2 starts inside the run: r4 and r3 may change places there.
    const cutAtStart = checkTakeAgreement([answer(TIED, 10), answer(swapped(3, 4), 4, 2)]);
    expect(cutAtStart.failures).toEqual([]);
  });

  test("records of one instant swapped inside a run both pages hold whole agree too", () => {
    expect(checkTakeAgreement([answer(TIED, 10), answer(swapped(6, 7), 9)]).failures).toEqual([]);
  });

  test("a run both pages hold whole that holds another record fails", () => {
    const other = [...TIED];
    other[7] = occurrence("stranger", new Date(Date.UTC(2024, 0, 1, 4)).toISOString());
    const outcome = checkTakeAgreement([answer(TIED, 10), answer(other, 9)]);
    expect(outcome.failures.map((f) => f.seen)).toEqual([
      "positions 7–8 (every record at 2024-01-01T04:00:00.000Z): other records",
    ]);
  });

  test("a record of another instant in a tie's place fails", () => {
    const outcome = checkTakeAgreement([answer(TIED, 10), answer(swapped(4, 5), 6)]);
    expect(outcome.failures).toHaveLength(1);
  });

  test("other filters, other orders and pages that share fewer than two positions are not compared", () => {
    const shifted = DISTINCT.slice(1);
    const outcome = checkTakeAgreement([
      answer(DISTINCT, 10),
      answer(shifted, 5, 1, { idState: "s" }),
      answer(shifted, 5, 1, { order: "DESC" }),
      answer(shifted, 9, 2),
    ]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.witness).toBeUndefined();
    expect(outcome.unwitnessed).toBe("no query asked at two takes whose pages overlap");
  });

  test("a page placed by the take its pageMeta states, when a server caps the take asked", () => {
    const capped = exchangeOf(
      OCC,
      { page: 2, take: 1000 },
      page({ page: 2, take: 4, itemCount: 10 }, DISTINCT.slice(4, 8)),
    );
    const outcome = checkTakeAgreement([answer(DISTINCT, 10), capped]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.witness).toBeDefined();
  });
});
