import fc from "fast-check";
import { SpareBuffers } from "../../src/data/spare-buffers";

// The copies of runs reuse the buffers the workers give back: what is kept stays bounded, and a
// copy is always the bytes asked.
describe("SpareBuffers", () => {
  it("copies the bytes asked at the start of a buffer of its own", () => {
    const spare = new SpareBuffers(4);
    const bytes = Buffer.from("some run of records");
    const copy = spare.copyOf(bytes);
    expect(Buffer.from(copy).equals(bytes)).toBe(true);
    expect(copy.byteOffset).toBe(0);
    expect(copy.buffer).not.toBe(bytes.buffer);
  });

  it("reuses a buffer given back when it is large enough", () => {
    const spare = new SpareBuffers(4);
    const first = spare.copyOf(new Uint8Array(1000));
    spare.giveBack(first.buffer as ArrayBuffer);
    const second = spare.copyOf(new Uint8Array(1100).fill(7));
    expect(second.buffer).toBe(first.buffer);
    expect([...second].every((byte) => byte === 7)).toBe(true);
    expect(second.length).toBe(1100);
  });

  it("keeps at most the number given, whatever the sizes asked and given back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean()), { maxLength: 200 }),
        (steps) => {
          const spare = new SpareBuffers(3);
          const out: Uint8Array[] = [];
          for (const [size, giveBack] of steps) {
            const bytes = new Uint8Array(size).fill(size % 251);
            const copy = spare.copyOf(bytes);
            expect(Buffer.from(copy).equals(Buffer.from(bytes))).toBe(true);
            out.push(copy);
            if (giveBack) spare.giveBack(out.shift()!.buffer as ArrayBuffer);
            expect(spare.size).toBeLessThanOrEqual(3);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("lets go of a spare too small for the copy asked (runs growing one after another)", () => {
    const spare = new SpareBuffers(2);
    for (let size = 100; size < 10_000; size *= 2) {
      const copy = spare.copyOf(new Uint8Array(size));
      spare.giveBack(copy.buffer as ArrayBuffer);
      expect(spare.size).toBeLessThanOrEqual(2);
    }
    expect(spare.size).toBe(1);
  });

  it("once closed, keeps none: those kept are let go, those given back after too", () => {
    const spare = new SpareBuffers(3);
    const copies = [1, 2, 3].map((size) => spare.copyOf(new Uint8Array(size * 100)));
    spare.giveBack(copies[0]!.buffer as ArrayBuffer);
    spare.close();
    expect(spare.size).toBe(0);
    spare.giveBack(copies[1]!.buffer as ArrayBuffer);
    expect(spare.size).toBe(0);
  });
});
