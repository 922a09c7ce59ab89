import {
  dayOf,
  extentOf,
  formatDay,
  latestLeapDay,
  parseDay,
  parseV1Date,
  possibleRange,
  sureRange,
} from "../../src/conformance/dates";
import { buildUrl, encodeQuery, toQueryPairs } from "../../src/conformance/exchange";
import { retryAfterMs } from "../../src/conformance/retry-after";
import { Semaphore } from "../../src/conformance/semaphore";
import { foldCase, foldName, likeToRegExp } from "../../src/conformance/text";
import { toCurl } from "../../src/conformance/to-curl";

describe("dates", () => {
  const d = parseDay("2024-03-10") as number;
  test("parseDay and formatDay round-trip; a bad date is undefined", () => {
    expect(formatDay(d)).toBe("2024-03-10");
    expect(parseDay("2024-13-01")).toBeUndefined();
    expect(parseDay("10/03/2024")).toBeUndefined();
  });
  test("latestLeapDay: the last 29 February from one day to another, or none", () => {
    const day = (text: string) => parseDay(text) as number;
    const leap = (from: string, to: string) => {
      const found = latestLeapDay(day(from), day(to));
      return found === undefined ? undefined : formatDay(found);
    };
    expect(leap("2016-07-05", "2025-12-31")).toBe("2024-02-29");
    expect(leap("2016-07-05", "2024-02-28")).toBe("2020-02-29");
    expect(leap("2024-02-29", "2024-02-29")).toBe("2024-02-29");
    expect(leap("2021-01-01", "2023-12-31")).toBeUndefined();
    expect(leap("2100-01-01", "2103-12-31")).toBeUndefined();
  });
  test("extentOf: the smallest and largest in one pass, even of more numbers than a call takes", () => {
    const many = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 500_000);
    expect(extentOf(many)).toEqual({ min: 0, max: 499_999 });
    expect(extentOf([3, -2, 5])).toEqual({ min: -2, max: 5 });
    expect(extentOf([])).toBeUndefined();
  });
  test("v1 dates read as UTC", () => {
    expect(parseV1Date("2024-03-10 12:30:00")).toBe(Date.UTC(2024, 2, 10, 12, 30));
    expect(parseV1Date("2024-03-10")).toBeUndefined();
  });
  test("sure range: from+2 to to-1 (inside under every reading, a day of offset allowed)", () => {
    const range = sureRange({ from: d, to: d + 10 });
    expect(formatDay(dayOf(range.start))).toBe("2024-03-12");
    expect(formatDay(dayOf(range.end))).toBe("2024-03-19");
  });
  test("possible range: from-1 to the end of to+1", () => {
    const range = possibleRange({ from: d, to: d + 10 });
    expect(formatDay(dayOf(range.start))).toBe("2024-03-09");
    expect(formatDay(dayOf(range.end))).toBe("2024-03-22");
  });
  test("an open bound is unbounded", () => {
    expect(possibleRange({})).toEqual({ start: -Infinity, end: Infinity });
  });
});

describe("retryAfterMs", () => {
  const now = Date.UTC(2024, 0, 1);
  test.each([
    ["2", 2000],
    ["0", 0],
    ["1.5", 1500],
    [new Date(now + 5000).toUTCString(), 5000],
    [new Date(now - 5000).toUTCString(), 0],
    ["soon", 1000],
    [undefined, 1000],
    ["3600", 30_000],
  ])("Retry-After %s -> %i ms (cap 30 s, fallback 1 s)", (header, expected) => {
    expect(retryAfterMs(header, 30_000, 1000, now)).toBe(expected);
  });
});

describe("Semaphore", () => {
  test("never runs more than its limit at once", async () => {
    const semaphore = new Semaphore(2);
    let active = 0;
    let peak = 0;
    const task = async (): Promise<void> => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
    };
    await Promise.all(Array.from({ length: 10 }, () => semaphore.run(task)));
    expect(peak).toBe(2);
  });
});

describe("queries, URLs and curl", () => {
  test("arrays repeat the parameter; brackets stay readable; undefined is left out", () => {
    const pairs = toQueryPairs({
      "field[]": ["a", "b"],
      take: 5,
      none: undefined,
      name: "São Gonçalo",
    });
    expect(encodeQuery(pairs)).toBe("field[]=a&field[]=b&take=5&name=S%C3%A3o%20Gon%C3%A7alo");
    expect(buildUrl("http://h:1/base/", "/api/v1/cities", pairs)).toMatch(
      /^http:\/\/h:1\/base\/api\/v1\/cities\?field\[\]=a/,
    );
  });
  test("curl uses -g, quotes the URL and never prints a token", () => {
    expect(toCurl({ method: "GET", url: "http://h/a?x='y'", authorized: true })).toBe(
      `curl -sS -g -H "Authorization: Bearer $OCCURRENCE_TOKEN" 'http://h/a?x='\\''y'\\'''`,
    );
  });
});

describe("name folding", () => {
  test("case and accents", () => {
    expect(foldCase("Niterói")).toBe("NITERÓI");
    expect(foldName("São Gonçalo")).toBe("SAO GONCALO");
  });
  test.each([
    ["%ter%", "Niterói", true],
    ["Nit_r%", "niterói", true],
    ["ter", "Niterói", false],
    ["%(x)%", "a(x)b", true],
  ])("LIKE %s on %s -> %s", (pattern, name, expected) => {
    expect(likeToRegExp(pattern).test(foldName(name))).toBe(expected);
  });
});
