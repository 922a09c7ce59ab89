import { coreRequest as request } from "./helpers/core-request";
import type { AppOptions } from "../../src/server/app-options";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { parseLatencyRange, RequestDraws } from "../../src/server/frontend";
import { DRAW_PURPOSES } from "../../src/server/frontend/request-draws";
import { testWorld } from "./helpers/test-world";
import { errorSchemaOf, validBody } from "./helpers/valid-body";

const world = testWorld(10);

/** The first `count` draws of a purpose, numbering requests as a server does. */
function drawsOf(seed: number, purpose: number, count = 50): number[] {
  const draws = new RequestDraws(seed);
  return Array.from({ length: count }, () => draws.draw(draws.next(), purpose));
}

describe("RequestDraws: the n-th request of a seed draws the same on every run", () => {
  test("next() numbers requests 1, 2, 3, …", () => {
    const draws = new RequestDraws(7);
    expect([draws.next(), draws.next(), draws.next()]).toEqual([1, 2, 3]);
  });

  test.each(Object.entries(DRAW_PURPOSES))("same seed -> same %s draws", (_name, purpose) => {
    expect(drawsOf(7, purpose)).toEqual(drawsOf(7, purpose));
  });

  test.each(Object.entries(DRAW_PURPOSES))("another seed -> other %s draws", (_name, purpose) => {
    expect(drawsOf(8, purpose)).not.toEqual(drawsOf(7, purpose));
  });

  test("each purpose has its own stream: latency draws are not failure draws", () => {
    expect(drawsOf(7, DRAW_PURPOSES.latency)).not.toEqual(drawsOf(7, DRAW_PURPOSES.failure));
  });

  test("a draw does not depend on draws before it (request 9 alone = request 9 after 1..8)", () => {
    const fresh = new RequestDraws(7);
    expect(fresh.draw(9, DRAW_PURPOSES.failure)).toBe(drawsOf(7, DRAW_PURPOSES.failure, 9)[8]);
  });

  test("draws are in [0, 1) and spread over it (10,000 draws, each tenth holds 8-12%)", () => {
    const values = drawsOf(7, DRAW_PURPOSES.latency, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const tenths = Array.from(
      { length: 10 },
      (_, i) => values.filter((value) => Math.floor(value * 10) === i).length,
    );
    for (const count of tenths) expect(count / values.length).toBeGreaterThan(0.08);
    for (const count of tenths) expect(count / values.length).toBeLessThan(0.12);
  });
});

describe("parseLatencyRange (--latency)", () => {
  test.each<[string, string, ReturnType<typeof parseLatencyRange>]>([
    ["250 -> always 250", "250", { min: 250, max: 250 }],
    ["100-400 -> 100 to 400", "100-400", { min: 100, max: 400 }],
    ["0 -> none", "0", { min: 0, max: 0 }],
    ["400-100 -> runs backwards", "400-100", 'must be MIN-MAX with MIN at most MAX, got "400-100"'],
    [
      "abc -> the accepted forms",
      "abc",
      'must be MS or MIN-MAX in milliseconds (e.g. 100-400), got "abc"',
    ],
    ["-5 -> no negative", "-5", 'must be MS or MIN-MAX in milliseconds (e.g. 100-400), got "-5"'],
    ["1.5 -> whole ms", "1.5", 'must be MS or MIN-MAX in milliseconds (e.g. 100-400), got "1.5"'],
  ])("%s", (_name, text, expected) => {
    expect(parseLatencyRange(text)).toEqual(expected);
  });
});

describe("latency", () => {
  test.each<[string, { min: number; max: number }]>([
    ["min above max", { min: 40, max: 30 }],
    ["a negative min", { min: -5, max: 30 }],
    ["a fraction", { min: 1.5, max: 30 }],
    ["NaN", { min: NaN, max: NaN }],
  ])("latency with %s -> RangeError from createApp", (_name, latency) => {
    expect(() => coreApp({ world, latency })).toThrow(/latency must be whole milliseconds/);
  });

  test("latency {min: 30, max: 30} -> a request takes at least 30 ms", async () => {
    const app = coreApp({ world, latency: { min: 30, max: 30 } });
    const started = performance.now();
    const response = await request(app).get("/api/v2/states");
    const elapsed = performance.now() - started;
    validBody(response, "v2/states-response");
    // node's timers count whole milliseconds of a clock read at the start of the loop's turn, so
    // a 30 ms timer may fire up to 1 ms short of 30 ms measured with performance.now().
    expect(elapsed).toBeGreaterThanOrEqual(29);
  });
});

/** The numbers (1-based) of the requests that failed among `count` sent one after another. */
async function failingRequests(
  options: Omit<AppOptions, "world">,
  count: number,
  seed = 7,
): Promise<number[]> {
  const app = coreApp({ world: testWorld(10, seed), ...options });
  const failed: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const response = await request(app).get("/api/v2/states");
    if (response.status !== 200) failed.push(n);
  }
  return failed;
}

describe("failRate", () => {
  const always = coreApp({ world, failRate: 1 });

  test.each<[string, string]>([
    ["GET /api/v2/occurrences", "/api/v2/occurrences"],
    ["GET /api/v2/states", "/api/v2/states"],
    ["GET /api/v1/occurrences (v1 body)", "/api/v1/occurrences"],
    ["GET /api/v1/cities/definitions (v1 body)", "/api/v1/cities/definitions"],
    ["GET /api/v2/nope (an unknown /api path)", "/api/v2/nope"],
  ])(
    "failRate 1: %s -> 503 or 429 with Retry-After 1..5, in its version's body",
    async (_name, path) => {
      const statuses = new Set<number>();
      for (let i = 0; i < 12; i += 1) {
        const response = await request(always).get(path);
        statuses.add(response.status);
        const body = validBody(response, errorSchemaOf(path));
        const code = "msgCode" in body ? body.msgCode : body.error;
        if (response.status === 429) {
          expect(code).toBe("rate_limited");
          expect(response.headers["retry-after"]).toMatch(/^[1-5]$/);
        } else {
          expect(response.status).toBe(503);
          expect(code).toBe("unavailable");
          expect(response.headers["retry-after"]).toBeUndefined();
        }
      }
      // Twelve draws of a fair coin: both kinds, for this seed.
      expect([...statuses].sort()).toEqual([429, 503]);
    },
  );

  test("failRate 1: POST /api/v2/auth/login -> failed too", async () => {
    const response = await request(always)
      .post("/api/v2/auth/login")
      .send({ email: "a@b.c", password: "x" });
    expect([429, 503]).toContain(response.status);
    validBody(response, "v2/error-response");
  });

  test.each<[string, string]>([
    ["/openapi.json", "application/json"],
    ["/docs", "text/html"],
  ])("failRate 1: %s is never failed", async (path, type) => {
    for (let i = 0; i < 5; i += 1) {
      const response = await request(always).get(path);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toContain(type);
    }
  });

  test("failRate 0.3 over 200 requests -> a share from 0.15 to 0.45, the same requests on a second run", async () => {
    const first = await failingRequests({ failRate: 0.3 }, 200);
    expect(first.length / 200).toBeGreaterThanOrEqual(0.15);
    expect(first.length / 200).toBeLessThanOrEqual(0.45);
    expect(await failingRequests({ failRate: 0.3 }, 200)).toEqual(first);
  });

  test("failRate 0.3, another seed -> other failing requests", async () => {
    const seven = await failingRequests({ failRate: 0.3 }, 60, 7);
    expect(await failingRequests({ failRate: 0.3 }, 60, 8)).not.toEqual(seven);
  });

  test("failRate 0.3 with latency added -> the same failing requests (latency has its own draws)", async () => {
    const without = await failingRequests({ failRate: 0.3 }, 60);
    expect(await failingRequests({ failRate: 0.3, latency: { min: 0, max: 1 } }, 60)).toEqual(
      without,
    );
  });

  test("failRate 0 -> nothing fails", async () => {
    expect(await failingRequests({ failRate: 0 }, 50)).toEqual([]);
  });

  test.each<[string, number]>([
    ["1.5", 1.5],
    ["-0.1", -0.1],
    ["NaN", NaN],
  ])("failRate %s -> RangeError from createApp", (_name, failRate) => {
    expect(() => coreApp({ world, failRate })).toThrow(/failRate must be from 0 to 1/);
  });
});

describe("a forced status takes no draw", () => {
  test("requests forced with X-Mock-Status do not shift which later requests fail", async () => {
    const plain = await failingRequests({ failRate: 0.3 }, 40);
    const app: CoreApp = coreApp({ world, failRate: 0.3 });
    for (let i = 0; i < 5; i += 1) {
      await request(app).get("/api/v2/states").set("X-Mock-Status", "418");
    }
    const failed: number[] = [];
    for (let n = 1; n <= 40; n += 1) {
      if ((await request(app).get("/api/v2/states")).status !== 200) failed.push(n);
    }
    expect(failed).toEqual(plain);
  });
});
