import {
  readMirror,
  isUnread,
  type Mirror,
  type ServerChoices,
} from "../../../src/conformance/oracle";
import { createRequestHandler, type RequestHandler } from "../../../src/server";
import {
  buildWorld,
  toV1CityRow,
  toV1OccurrenceRow,
  toV2City,
  type World,
} from "../../../src/world";
import { brokenFetch, type Breakage } from "../broken/break-handler";
import { onAnswer, onV2Items, v2Cities, v2Page } from "../broken/answers";
import { inProcessFetch } from "../broken/in-process-fetch";
import { mockHandler, worldOf } from "../broken/mock-handlers";
import { mirrorContext } from "./mirror-context";

const DAY_MS = 86_400_000;

/** The dense world of the issue: 3,000 occurrences in five days. */
const DENSE = { seed: 1, occurrences: 3000, since: "2025-12-27", until: "2025-12-31" } as const;

async function mirrorOf(
  send: typeof fetch,
  choices: ServerChoices = {},
): Promise<{ mirror: Mirror; failed: readonly string[] }> {
  const { ctx, ledger } = mirrorContext(send);
  const read = await readMirror(ctx, choices, { v1: true });
  if (isUnread(read)) throw new Error(`mirror unread: ${read.unread}`);
  return { mirror: read, failed: ledger.failedChecks() };
}

/**
 * The world's occurrences of the mirror's state on its read days (the mock's days: UTC, bounds
 * included).
 */
function windowOf(world: World, mirror: Mirror): World["occurrences"] {
  const { readFirstDay, readLastDay, stateUuid } = mirror.window;
  const start = Date.parse(`${readFirstDay ?? ""}T00:00:00Z`);
  const end = Date.parse(`${readLastDay ?? ""}T00:00:00Z`) + DAY_MS;
  return world.occurrences
    .filter((o) => o.v2.state.id.toLowerCase() === stateUuid && o.time >= start && o.time < end)
    .sort((a, b) => a.time - b.time || a.id - b.id);
}

/** The mirror holds exactly the world's records of its window, its cities, and the same v1 rows. */
function expectWorldWindow(world: World, mirror: Mirror, compareRecords = true): void {
  const expected = windowOf(world, mirror);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(2000);
  expect(mirror.v2Occurrences.map((r) => r.id)).toEqual(expected.map((o) => o.v2.id));
  if (compareRecords) expect(mirror.v2Occurrences).toEqual(expected.map((o) => o.v2));
  const desc = mirror.v2OccurrencesDesc ?? [];
  expect(new Set(desc.map((r) => r.id))).toEqual(new Set(expected.map((o) => o.v2.id)));
  const times = desc.map((r) => Date.parse(String(r.date)));
  expect(times.every((time, i) => i === 0 || time <= (times[i - 1] ?? 0))).toBe(true);
  expect(new Set(mirror.v2Cities.map((c) => c.id))).toEqual(
    new Set(world.cities.map((c) => toV2City(world, c).id)),
  );
  expect(mirror.v2Cities).toHaveLength(world.cities.length);
  const state = world.states.find((s) => s.uuid.toLowerCase() === mirror.window.stateUuid);
  expect(mirror.window.v1StateId).toBe(state?.id);
  const byId = (a: { id_ocorrencia?: unknown }, b: { id_ocorrencia?: unknown }): number =>
    Number(a.id_ocorrencia) - Number(b.id_ocorrencia);
  const rows = [...(mirror.v1Occurrences ?? [])].sort(byId);
  const wanted = expected.map((o) => toV1OccurrenceRow(world, o)).sort(byId);
  if (compareRecords) expect(rows).toEqual(wanted);
  else expect(rows.map((r) => r.id_ocorrencia)).toEqual(wanted.map((r) => r.id_ocorrencia));
  const cities = [...(mirror.v1Cities ?? [])].sort(
    (a, b) => Number(a.CidadeId) - Number(b.CidadeId),
  );
  expect(cities).toEqual(world.cities.map(toV1CityRow).sort((a, b) => a.CidadeId - b.CidadeId));
}

describe("the mirror of the own mock is exactly the world's records of its window", () => {
  test("default world (10,000 occurrences): a window of a few hundred records, in few requests", async () => {
    const world = worldOf("default", "spec");
    const { mirror, failed } = await mirrorOf(inProcessFetch(mockHandler("default")));
    expectWorldWindow(world, mirror);
    expect(mirror.v2Occurrences.length).toBeGreaterThanOrEqual(250);
    // Two requests look past the window's edges, a few more when it is moved off one.
    expect(mirror.requests).toBeLessThanOrEqual(20);
    expect(failed).toEqual([]);
  }, 60_000);

  test("dense world (3,000 occurrences in five days): narrowed to fit, still whole", async () => {
    const world = buildWorld(DENSE);
    const handler = createRequestHandler({ world });
    const { mirror, failed } = await mirrorOf(inProcessFetch(handler));
    expectWorldWindow(world, mirror);
    expect(mirror.requests).toBeLessThanOrEqual(20);
    expect(failed).toEqual([]);
  }, 60_000);

  test("observed profile: the same records and rows, as the observed mock serves them", async () => {
    const world = worldOf("small", "observed");
    const { ctx } = mirrorContext(inProcessFetch(mockHandler("small", "observed")), "observed");
    const read = await readMirror(ctx, {}, { v1: true });
    if (isUnread(read)) throw new Error(read.unread);
    expectWorldWindow(world, read, false);
  }, 60_000);

  test.each([
    ["not settled", undefined],
    ["settled inclusive", { gtInclusive: true, ltInclusive: true }],
  ] as const)(
    "v1 lists capped at 100 rows (settled), bounds' reading %s: the v1 rows read in runs of days under the cap",
    async (_name, v1Bounds) => {
      const world = worldOf("small", "spec");
      const handler = mockHandler("small", "spec", { v1MaxRows: 100 });
      const choices = { v1Cap: 100, ...(v1Bounds === undefined ? {} : { v1Bounds }) };
      const { mirror } = await mirrorOf(inProcessFetch(handler), choices);
      expectWorldWindow(world, mirror);
      expect((mirror.v1Occurrences ?? []).length).toBeGreaterThan(100);
    },
    60_000,
  );

  test("dense world, v1 lists capped at 500 rows, bounds settled inclusive: the bound days' rows too, each run's list exact", async () => {
    const world = buildWorld(DENSE);
    const handler = createRequestHandler({ world, v1MaxRows: 500 });
    const { ctx } = mirrorContext(inProcessFetch(handler));
    const rio = world.states[0]?.uuid ?? "";
    // The run has seen Rio's records of 2025-12-29: the window is that day, read from the 28th to
    // the 30th.
    await ctx.request("v2-occurrences", {
      idState: rio,
      initialdate: "2025-12-29",
      finaldate: "2025-12-29",
      take: 5,
    });
    const choices = { v1Cap: 500, v1Bounds: { gtInclusive: true, ltInclusive: true } };
    const read = await readMirror(ctx, choices, { v1: true });
    if (isUnread(read)) throw new Error(read.unread);
    expect(read.window).toMatchObject({ firstDay: "2025-12-29", readFirstDay: "2025-12-28" });
    expect(read.v1Occurrences?.length).toBeGreaterThan(500);
    expectWorldWindow(world, read);
  }, 60_000);

  test("v1 bounds exclusive (settled), lists capped at 100: the rows of the days strictly inside the read bounds", async () => {
    const world = worldOf("small", "spec");
    const handler = mockHandler("small", "spec", { v1MaxRows: 100, v1Bounds: "exclusive" });
    const choices = { v1Cap: 100, v1Bounds: { gtInclusive: false, ltInclusive: false } };
    const { mirror } = await mirrorOf(inProcessFetch(handler), choices);
    const { firstDay, lastDay } = mirror.window;
    const start = Date.parse(`${firstDay}T00:00:00Z`);
    const end = Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS;
    const wanted = windowOf(world, mirror)
      .filter((o) => o.time >= start && o.time < end)
      .map((o) => o.id)
      .sort((a, b) => a - b);
    const rows = (mirror.v1Occurrences ?? []).map((row) => Number(row.id_ocorrencia));
    expect(rows.sort((a, b) => a - b)).toEqual(wanted);
    expect(rows.length).toBeGreaterThan(100);
  }, 60_000);

  test.each([50, 20])(
    "v1 lists capped at %i rows (settled), fewer than the cities: the cities read whole in pieces by Populacao",
    async (cap) => {
      const world = worldOf("small", "spec");
      expect(world.cities.length).toBeGreaterThan(cap);
      const handler = mockHandler("small", "spec", { v1MaxRows: cap });
      const { mirror } = await mirrorOf(inProcessFetch(handler), { v1Cap: cap });
      expectWorldWindow(world, mirror);
      expect(mirror.v1Cities).toHaveLength(world.cities.length);
    },
    60_000,
  );

  test("v1 lists capped at 20 rows, bounds read exclusively: the cities (Populacao) and the rows read whole", async () => {
    const world = worldOf("small", "spec");
    const handler = mockHandler("small", "spec", { v1MaxRows: 20, v1Bounds: "exclusive" });
    const { mirror } = await mirrorOf(inProcessFetch(handler), { v1Cap: 20 });
    expect(new Set(mirror.v1Cities?.map((c) => c.CidadeId))).toEqual(
      new Set(world.cities.map((c) => toV1CityRow(c).CidadeId)),
    );
    expect((mirror.v1Occurrences ?? []).length).toBeGreaterThan(20);
  }, 60_000);

  test("a day of the window reaching the v1 cap: its rows read per group of cities (cidade_id[])", async () => {
    const CAP = 250;
    const world = buildWorld(DENSE);
    const handler = createRequestHandler({ world, v1MaxRows: CAP });
    const send = inProcessFetch(handler);
    const urls: string[] = [];
    const { ctx } = mirrorContext((input, init) => {
      urls.push(decodeURIComponent(String(input instanceof Request ? input.url : input)));
      return send(input, init);
    });
    const rio = world.states[0]?.uuid ?? "";
    await ctx.request("v2-occurrences", {
      idState: rio,
      initialdate: "2025-12-29",
      finaldate: "2025-12-29",
      take: 5,
    });
    const choices = { v1Cap: CAP, v1Bounds: { gtInclusive: true, ltInclusive: true } };
    const read = await readMirror(ctx, choices, { v1: true });
    if (isUnread(read)) throw new Error(read.unread);
    expect(read.v1Unread).toBeUndefined();
    expect(read.v1Occurrences?.length).toBeGreaterThan(CAP);
    expect(urls.filter((url) => url.includes("cidade_id[]=")).length).toBeGreaterThanOrEqual(2);
    expectWorldWindow(world, read);
  }, 60_000);

  describe("a v2 cities list capped at 20 cities: each state's list is read too, merged", () => {
    const capped = onAnswer("v2-cities", (answer, request) => {
      const cities = v2Cities(answer);
      if (cities !== undefined && !request.query.has("stateId")) cities.splice(20);
    });
    const allCities = (world: World): Set<string> =>
      new Set(world.cities.map((city) => toV2City(world, city).id));

    test("seen as capped: records the run listed name cities the list lacks", async () => {
      const world = worldOf("small", "spec");
      const { ctx } = mirrorContext(brokenFetch(mockHandler("small"), capped));
      await ctx.request("v2-occurrences", { take: 1000 });
      const read = await readMirror(ctx, {}, { v1: true });
      if (isUnread(read)) throw new Error(read.unread);
      expect(new Set(read.v2Cities.map((city) => city.id))).toEqual(allCities(world));
      expectWorldWindow(world, read);
    }, 60_000);
  });

  test("a largest take of 100, refused above and not settled: read with take 100", async () => {
    const world = worldOf("small", "spec");
    const { mirror } = await mirrorOf(
      inProcessFetch(mockHandler("small", "spec", { maxTake: 100 })),
    );
    expectWorldWindow(world, mirror);
  }, 60_000);
});

describe("the window lies where the run has seen records", () => {
  test("a tie the run has seen within one state: the window holds it", async () => {
    const world = worldOf("small", "spec");
    const { ctx } = mirrorContext(inProcessFetch(mockHandler("small")));
    const seen = await ctx.request("v2-occurrences", { order: "DESC", take: 1000 });
    const items = (seen.body as { data: { date: string; state: { id: string } }[] }).data;
    const key = (item: Readonly<Record<string, unknown>>): string =>
      `${String(item.date)} ${JSON.stringify(item.state)}`;
    const tied = new Set(items.map(key).filter((k, i, all) => all.indexOf(k) !== i));
    expect(tied.size).toBeGreaterThan(0);
    // A take of 1 settled: a window of at most ten records, which holds a tie only when placed at
    // one.
    const read = await readMirror(ctx, { maxTake: { take: 1, above: "capped" } }, { v1: false });
    if (isUnread(read)) throw new Error(read.unread);
    expect(read.v2Occurrences.length).toBeLessThanOrEqual(10);
    const keys = read.v2Occurrences.map(key);
    expect(keys.filter((k) => tied.has(k)).length).toBeGreaterThanOrEqual(2);
    expect(read.v1Occurrences).toBeUndefined();
    expect(read.v2Occurrences.map((r) => r.id)).toEqual(windowOf(world, read).map((o) => o.v2.id));
  }, 60_000);

  test("records seen of one state only: the window is that state's", async () => {
    const world = worldOf("small", "spec");
    const state = world.states[1];
    const { ctx } = mirrorContext(inProcessFetch(mockHandler("small")));
    await ctx.request("v2-occurrences", { idState: state?.uuid, take: 50 });
    const read = await readMirror(ctx, {}, { v1: true });
    if (isUnread(read)) throw new Error(read.unread);
    expect(read.window.stateUuid).toBe(state?.uuid.toLowerCase());
    expectWorldWindow(world, read);
  }, 60_000);

  test("a largest take of 10 (not settled): the window is sized again for ten pages of 10", async () => {
    const world = worldOf("small", "spec");
    const handler = mockHandler("small", "spec", { maxTake: 10 });
    const { ctx } = mirrorContext(inProcessFetch(handler));
    const read = await readMirror(ctx, {}, { v1: true });
    if (isUnread(read)) throw new Error(read.unread);
    expect(read.v2Occurrences.length).toBeLessThanOrEqual(100);
    expect(read.v2Occurrences.map((r) => r.id)).toEqual(windowOf(world, read).map((o) => o.v2.id));
  }, 60_000);
});

describe("a mirror that is not whole is unread, with the reason", () => {
  const unreadOf = async (breakage: Breakage, handler: RequestHandler = mockHandler("small")) => {
    const { ctx } = mirrorContext(brokenFetch(handler, breakage));
    const read = await readMirror(ctx, {}, { v1: true });
    return isUnread(read) ? read.unread : (read.v1Unread ?? "read whole");
  };

  test("pages that repeat a record (page 2 starts with page 1's last)", async () => {
    // Take 100 refused above: the window is read in pages, and every page after the first repeats
    // one.
    const breakage = onAnswer("v2-occurrences", async (answer, request, upstream) => {
      const page = v2Page(answer);
      const number = Number(request.query.get("page") ?? "1");
      if (page === undefined || number < 2) return;
      const previous = new URLSearchParams(request.query);
      previous.set("page", String(number - 1));
      const before = v2Page(await upstream({ ...request, query: previous }));
      const last = before?.data.at(-1);
      if (last !== undefined) page.data = [last, ...page.data.slice(1)];
    });
    expect(await unreadOf(breakage, mockHandler("small", "spec", { maxTake: 100 }))).toMatch(
      /lists [0-9a-f-]+ again \(page \d listed it\)/,
    );
  }, 60_000);

  test("an itemCount that lies (one more than the records listed)", async () => {
    const breakage = onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      if (page !== undefined) page.pageMeta.itemCount += 1;
    });
    expect(await unreadOf(breakage)).toMatch(
      /pageMeta\.itemCount \d+, but its 1 page\(s\) of \d+ listed \d+ records/,
    );
  }, 60_000);

  test("a record without an id", async () => {
    const breakage = onV2Items((items) => {
      const first = items[0] as unknown as Record<string, unknown> | undefined;
      if (first !== undefined && items.length > 1) delete first.id;
    });
    expect(await unreadOf(breakage)).toMatch(/lists an item without a string id/);
  }, 60_000);

  test("a v1 list that repeats a row", async () => {
    const breakage = onAnswer("v1-occurrences", (answer) => {
      if (Array.isArray(answer.body) && answer.body.length > 0)
        answer.body = [...(answer.body as unknown[]), answer.body[0]];
    });
    expect(await unreadOf(breakage)).toMatch(/lists an id_ocorrencia twice/);
  }, 60_000);

  test("a failed request (HTTP 503) names the request and the status", async () => {
    const breakage: Breakage = async (request, upstream) =>
      request.query.get("order") === "ASC" && request.query.get("page") === "1"
        ? { status: 503, headers: {}, body: { msg: "down" } }
        : upstream(request);
    expect(await unreadOf(breakage)).toMatch(
      /a request it needed failed: GET .*order=ASC.* answered HTTP 503/,
    );
  }, 60_000);
});
