import { checkRecordsStable } from "../../src/conformance/checks/check-records-across";
import { firstJsonDifference } from "../../src/conformance/oracle/first-json-difference";
import { recordText } from "../../src/conformance/record-text";
import { exchangeOf } from "./helpers/exchange-of";

const first = { id: "v1", age: 30, qualifications: [{ name: "Agente" }, { name: "Criança" }] };
const second = { id: "v2", age: 41, qualifications: [] };
const victims = [first, second];
const record = { id: "o1", date: "2024-01-01T10:00:00.000Z", victims };
/** The same record with its keys and its nested lists in another order (another join plan). */
const reordered = {
  victims: [second, { ...first, qualifications: [...first.qualifications].reverse() }],
  date: record.date,
  id: record.id,
};

function answer(query: Record<string, string>, item: object) {
  return exchangeOf("/api/v2/occurrences", query, { data: [item], pageMeta: {} });
}

describe("a record's keys and nested lists in any order state the same record", () => {
  test("recordText: keys and list items in another order give the same text; another value does not", () => {
    expect(recordText(reordered)).toBe(recordText(record));
    expect(recordText({ ...record, victims: [first, { ...second, age: 42 }] })).not.toBe(
      recordText(record),
    );
    expect(recordText({ a: [1, 1, 2] })).not.toBe(recordText({ a: [1, 2, 2] }));
  });

  test("firstJsonDifference: nested lists in another order are equal, a changed item is named", () => {
    expect(firstJsonDifference(record, reordered)).toBeUndefined();
    const changed = { ...record, victims: [first, { ...second, age: 42 }] };
    expect(firstJsonDifference(record, changed)).toBe("victims[1].age");
    // One item twice in place of two: the repeated item is where they differ.
    expect(firstJsonDifference({ l: ["b", "a"] }, { l: ["a", "a"] })).toBe("l[1]");
    expect(firstJsonDifference({ l: ["a"] }, { l: ["a", "a"] })).toBe("l.length");
  });

  test("v2.records.stable: the record reordered in another answer passes, a changed victim fails", () => {
    const one = answer({ take: "1" }, record);
    const same = checkRecordsStable([one, answer({ take: "2" }, reordered)]);
    expect(same.failures).toEqual([]);
    expect(same.witness).toBeDefined();
    const changed = { ...record, victims: [first, { ...second, age: 42 }] };
    const wrong = checkRecordsStable([one, answer({ take: "3" }, changed)]);
    expect(wrong.failures.map((failure) => failure.check)).toEqual(["v2.records.stable"]);
  });
});
