import { createHash } from "node:crypto";
import { randomUuid, SeededRandom, stableUuid } from "../../src/world";
import { sha256Hex } from "../../src/world/sha256-hex";

// The world builds in a browser, so stableUuid hashes in plain JavaScript and randomUuid writes
// no Buffer; seeded worlds must not change, so both are checked against the Node originals.

function nodeSha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

describe("sha256Hex equals node:crypto's SHA-256", () => {
  test.each([
    ["the empty string", ""],
    ["a reference key", "occurrence-contract:city:3303302"],
    ["accents (multi-byte UTF-8)", "occurrence-contract:neighborhood:São João de Meriti/Éden"],
    ["an emoji (4-byte UTF-8)", "🔥 tiroteio"],
    ["55 bytes: padding fits in one block", "a".repeat(55)],
    ["56 bytes: padding needs a second block", "a".repeat(56)],
    ["64 bytes: exactly one block of data", "b".repeat(64)],
    ["1000 bytes: many blocks", "xyz0123456789".repeat(77).slice(0, 1000)],
  ])("%s", (_rule, text) => {
    expect(sha256Hex(text)).toBe(nodeSha256(text));
  });

  test("200 keys of every length from 0 to 199 all match", () => {
    const keys = Array.from({ length: 200 }, (_, n) => "ç".repeat(n % 7) + "k".repeat(n));
    expect(keys.map(sha256Hex)).toEqual(keys.map(nodeSha256));
  });
});

describe("stableUuid keeps the UUIDs it had with node:crypto", () => {
  /** The former implementation, kept here as the reference. */
  function nodeStableUuid(key: string): string {
    const h = nodeSha256(`occurrence-contract:${key}`);
    const variant = (8 | (parseInt(h.charAt(16), 16) & 3)).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  test.each(["state:33", "city:3303302", "neighborhood:3303302:Icaraí", "reason:Tiroteio"])(
    "key %s",
    (key) => {
      expect(stableUuid(key)).toBe(nodeStableUuid(key));
    },
  );
});

describe("randomUuid writes the same digits as a plain hex formatting of its draws", () => {
  test.each([1, 7, 4294967295])("seed %i: 100 UUIDs", (seed) => {
    const random = new SeededRandom(seed);
    const reference = new SeededRandom(seed);
    const hex = (value: number) => (value >>> 0).toString(16).padStart(8, "0");
    for (let i = 0; i < 100; i++) {
      const a = hex(reference.nextUint32());
      const b = hex(((reference.nextUint32() & 0xffff0fff) | 0x00004000) >>> 0);
      const c = hex(((reference.nextUint32() & 0x3fffffff) | 0x80000000) >>> 0);
      const d = hex(reference.nextUint32());
      const expected = `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
      expect(randomUuid(random)).toBe(expected);
    }
  });
});
