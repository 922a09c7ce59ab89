import { CompressedCache } from "../../../src/node/transport/compressed-cache";

const bytes = (n: number): Buffer[] => [Buffer.alloc(n)];

describe("CompressedCache: least recently used under a byte budget", () => {
  test("keeps entries while they fit the budget", () => {
    const cache = new CompressedCache(100);
    cache.set("a", bytes(40));
    cache.set("b", bytes(40));
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeDefined();
    expect(cache.size).toBe(80);
  });

  test("over budget -> the least recently used entry goes first", () => {
    const cache = new CompressedCache(100);
    cache.set("a", bytes(40));
    cache.set("b", bytes(40));
    cache.get("a"); // a is now the most recently used
    cache.set("c", bytes(40));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(80);
  });

  test("an entry larger than the whole budget is not kept", () => {
    const cache = new CompressedCache(100);
    cache.set("big", bytes(101));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("setting a key again replaces it and counts it once", () => {
    const cache = new CompressedCache(100);
    cache.set("a", bytes(40));
    cache.set("a", bytes(30));
    expect(cache.size).toBe(30);
  });
});
