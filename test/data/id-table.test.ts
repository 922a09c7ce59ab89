import fc from "fast-check";
import { IdTable } from "../../src/data/id-table";

// The collection finds the records kept so far by id: an IdTable must find exactly what a Map of
// ids finds, whatever the hashes (equal ones included) and however large it grows.
describe("IdTable", () => {
  it("finds every id added, and none other, like a Map (hashes colliding on purpose)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 3000 }),
        fc.integer({ min: 1, max: 64 }),
        (ids, buckets) => {
          // A poor hash (few values): most ids share theirs with others.
          const hash = (id: string) => (id.length * 7 + (id.charCodeAt(0) || 0)) % buckets;
          const table = new IdTable();
          const kept: string[] = [];
          const map = new Map<string, number>();
          for (const id of ids) {
            const found = table.find(hash(id), (index) => kept[index] === id);
            expect(found).toBe(map.get(id));
            if (found === undefined) {
              table.add(hash(id), kept.length);
              map.set(id, kept.length);
              kept.push(id);
            }
          }
          for (const [id, index] of map) {
            expect(table.find(hash(id), (at) => kept[at] === id)).toBe(index);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps what it holds as it grows past its first size (100,000 ids)", () => {
    const table = new IdTable();
    for (let index = 0; index < 100_000; index++) table.add(Math.imul(index, 0x9e3779b1), index);
    for (const index of [0, 1, 1023, 1024, 65_535, 99_999]) {
      expect(table.find(Math.imul(index, 0x9e3779b1), (at) => at === index)).toBe(index);
    }
    expect(table.find(12345, () => false)).toBeUndefined();
  });
});
