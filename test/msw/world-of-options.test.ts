import { getResponse } from "msw";
import { createHandlers } from "../../src/msw";
import { worldOfOptions } from "../../src/msw/world-of-options";
import { todayOf } from "../../src/world/world-window";

/** The day six months before `day` (YYYY-MM-DD), as a client's "last six months" computes it. */
function sixMonthsBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return todayOf(date);
}

/** Rows of the v1 call a real client makes by default: the last six months before today. */
async function lastSixMonthsRows(until: string | undefined): Promise<number> {
  const today = todayOf(new Date());
  const handlers = createHandlers({
    seed: 1,
    occurrences: 2000,
    ...(until === undefined ? {} : { until }),
  });
  const query = `data_ocorrencia[gt]=${sixMonthsBefore(today)}&data_ocorrencia[lt]=${today}`;
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/api/v1/occurrences?${query}`),
  );
  if (response === undefined) throw new Error("no handler answered");
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

describe("createHandlers' world runs up to today unless `until` pins it", () => {
  test.each([
    ["no until -> the last day is today's UTC date", undefined, todayOf(new Date())],
    ["until 2025-12-31 -> the last day is pinned", "2025-12-31", "2025-12-31"],
  ])("%s", (_rule, until, lastDay) => {
    const world = worldOfOptions({ seed: 1, occurrences: 20, ...(until ? { until } : {}) });
    expect(world.window.last).toBe(lastDay);
  });

  test("a v1 client's default call (the last six months before today) gets rows", async () => {
    expect(await lastSixMonthsRows(undefined)).toBeGreaterThan(0);
  });

  test("pinned to 2025-12-31, the same call gets none (why the default is today)", async () => {
    expect(await lastSixMonthsRows("2025-12-31")).toBe(0);
  });
});

describe("createHandlers' world and freshness headers never lie ahead of now", () => {
  // An injected clock (the handlers' `now`): 09:15:42 UTC, most of the day still ahead.
  const now = Date.parse("2025-03-14T09:15:42.000Z");
  const handlers = createHandlers({
    seed: 1,
    occurrences: 3000,
    since: "2025-03-01",
    now: () => now,
  });
  const rioDeJaneiro = "b112ffbe-17b3-4ad0-8f2a-2038745d1d14";

  async function get(path: string): Promise<Response> {
    const response = await getResponse(handlers, new Request(`http://localhost${path}`));
    if (response === undefined) throw new Error("no handler answered");
    return response;
  }

  test("the newest record (order=DESC) is dated before now", async () => {
    const response = await get("/api/v2/occurrences?order=DESC&take=1");
    const body = (await response.json()) as { data: { date: string }[] };
    const newest = Date.parse(body.data[0]?.date ?? "");
    expect(newest).toBeLessThan(now);
    expect(newest).toBeGreaterThan(now - 12 * 3_600_000);
  });

  test("X-Last-Update, X-Last-Update-Timestamp and X-Last-Update-State-Timestamp are not after now", async () => {
    const response = await get(`/api/v2/occurrences?idState=${rioDeJaneiro}&take=1`);
    const iso = response.headers.get("x-last-update") ?? "";
    expect(Date.parse(iso)).toBeLessThanOrEqual(now);
    expect(Number(response.headers.get("x-last-update-timestamp")) * 1000).toBeLessThanOrEqual(now);
    expect(
      Number(response.headers.get("x-last-update-state-timestamp")) * 1000,
    ).toBeLessThanOrEqual(now);
    expect(iso).toBe("2025-03-14T06:15:00.000-03:00");
  });
});
