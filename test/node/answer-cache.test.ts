import { AnswerCache, type CachedAnswer } from "../../src/node/front/answer-cache";
import { answerKey, type QueryCanon } from "../../src/node/front/answer-key";
import { DEFAULT_QUERY_LIMITS } from "../../src/server/query-limits";

const PATH = "/api/v2/occurrences";
const CANON: QueryCanon = {
  path: PATH,
  defaults: { take: "25", order: "ASC", page: "1" },
  limits: DEFAULT_QUERY_LIMITS,
};

function answerOf(bytes: number): CachedAnswer {
  return {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: Buffer.alloc(bytes, 0x61),
    batchEnds: [bytes],
  };
}

describe("AnswerCache", () => {
  it("holds no more than its byte bound under 10,000 distinct queries, variants included", () => {
    const budget = 512 * 1024;
    const cache = new AnswerCache(budget);
    let peak = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const key = answerKey(PATH, `page=${i + 2}&take=${1 + (i % 40)}`, undefined, CANON)!;
      cache.set(key, answerOf(200 + ((i * 7919) % 6000)));
      if (i % 3 === 0) cache.grow(key, 1500);
      peak = Math.max(peak, cache.bytes);
    }
    expect(peak).toBeLessThanOrEqual(budget);
    expect(cache.size).toBeGreaterThan(50);
    expect(cache.size).toBeLessThan(10_000);
  });

  it("drops the least recently used entry first", () => {
    const cache = new AnswerCache(3 * 1400);
    cache.set("a", answerOf(1000));
    cache.set("b", answerOf(1000));
    cache.set("c", answerOf(1000));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("d", answerOf(1000));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
  });

  it("keeps nothing larger than its budget, and nothing at a budget of 0", () => {
    const cache = new AnswerCache(1000);
    cache.set("big", answerOf(2000));
    expect(cache.get("big")).toBeUndefined();
    const off = new AnswerCache(0);
    off.set("small", answerOf(1));
    expect(off.size).toBe(0);
    expect(off.bytes).toBe(0);
  });

  it("counts a replaced entry once", () => {
    const cache = new AnswerCache(10_000);
    cache.set("a", answerOf(1000));
    const once = cache.bytes;
    cache.set("a", answerOf(1000));
    expect(cache.bytes).toBe(once);
  });
});

describe("answerKey", () => {
  const key = (query: string, origin?: string) => answerKey(PATH, query, origin, CANON);

  it.each([
    ["parameter order does not matter", "page=2&take=10", "take=10&page=2"],
    ["take at its default is the same as none", "page=2&take=25", "page=2"],
    ["order at its default is the same as none", "order=ASC&page=3", "page=3"],
    ["page 1 is the same as none", "page=1&take=5", "take=5"],
    ["empty pieces do not matter", "page=2&&take=5&", "take=5&page=2"],
    [
      "repeated values keep their order, other names move around them",
      "idCities=a&page=2&idCities=b",
      "page=2&idCities=a&idCities=b",
    ],
  ])("equivalent queries share an entry: %s", (_rule, a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it.each([
    [
      "the values of a repeated name in another order",
      "idCities=a&idCities=b",
      "idCities=b&idCities=a",
    ],
    ["a default given twice (a 400) is not dropped", "take=25&take=25", ""],
    ["a value other than the default", "take=26", ""],
    ["a default spelled otherwise", "take=025", ""],
    ["an escaped name (it may decode to another)", "%70age=2&take=5", "take=5&page=2"],
  ])("different queries keep apart: %s", (_rule, a, b) => {
    expect(key(a)).not.toBe(key(b));
  });

  it("keeps Origin in the key (CORS echoes it), an absent Origin apart from an empty one", () => {
    expect(key("page=2", "http://a.test")).not.toBe(key("page=2", "http://b.test"));
    expect(key("page=2", "")).not.toBe(key("page=2"));
  });

  it("keeps other paths' queries as sent, and every query as sent without a canon", () => {
    expect(answerKey("/api/v2/cities", "b=1&a=2", undefined, CANON)).not.toBe(
      answerKey("/api/v2/cities", "a=2&b=1", undefined, CANON),
    );
    expect(answerKey(PATH, "take=5&page=2", undefined, undefined)).not.toBe(
      answerKey(PATH, "page=2&take=5", undefined, undefined),
    );
  });

  it("refuses a query past the raw limits (its error is the core's)", () => {
    const limits = { maxLength: 20, maxParameters: 3 };
    const canon = { ...CANON, limits };
    expect(answerKey(PATH, "x".repeat(21), undefined, canon)).toBeUndefined();
    expect(answerKey(PATH, "take=25&a&&", undefined, canon)).toBeUndefined();
    expect(answerKey(PATH, "take=25&page=2", undefined, canon)).toBeDefined();
  });
});
