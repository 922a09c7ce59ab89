import fc from "fast-check";
import { ListRangesBuilder } from "../../src/data/list-ranges-builder";

// The items' ranges of a list are found one by one as a file arrives (ListStream) and read run
// by run while more are found: the builder keeps every item pushed however far it grows, and a
// view taken earlier still holds what it held.
describe("ListRangesBuilder", () => {
  const item = fc.tuple(fc.nat(), fc.nat(), fc.boolean());

  it("gives every item pushed, in order, across its growths", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5000 }), (items) => {
        const builder = new ListRangesBuilder();
        for (const [start, end, compact] of items) builder.push(start, end, compact);
        const { starts, ends, compact } = builder;
        expect(builder.count).toBe(items.length);
        expect(Array.from(starts)).toEqual(items.map(([start]) => start));
        expect(Array.from(ends)).toEqual(items.map(([, end]) => end));
        expect(Array.from(compact)).toEqual(items.map(([, , flag]) => (flag ? 1 : 0)));
      }),
      { numRuns: 50 },
    );
  });

  it("keeps offsets beyond 32 bits exact", () => {
    const builder = new ListRangesBuilder();
    builder.push(2 ** 40 + 3, 2 ** 40 + 9, false);
    expect(Array.from(builder.starts)).toEqual([2 ** 40 + 3]);
    expect(Array.from(builder.ends)).toEqual([2 ** 40 + 9]);
  });

  it("leaves a view taken earlier as it was while more items are pushed", () => {
    const builder = new ListRangesBuilder();
    for (let index = 0; index < 1000; index++) builder.push(index, index + 1, index % 2 === 0);
    const before = { starts: builder.starts, ends: builder.ends, compact: builder.compact };
    const copy = {
      starts: [...before.starts],
      ends: [...before.ends],
      compact: [...before.compact],
    };
    for (let index = 1000; index < 5000; index++) builder.push(-index, -index, true);
    expect(before.starts.length).toBe(1000);
    expect({
      starts: [...before.starts],
      ends: [...before.ends],
      compact: [...before.compact],
    }).toEqual(copy);
    expect(builder.starts.length).toBe(5000);
    expect(builder.starts[4999]).toBe(-4999);
  });
});
