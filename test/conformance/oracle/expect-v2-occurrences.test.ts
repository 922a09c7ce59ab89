import { pathOf } from "../../../src/contract";
import type { CheckInput, QueryPairs } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Expectation } from "../../../src/conformance/oracle/oracle";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { isRecord } from "../../../src/is-record";
import { SeededRandom } from "../../../src/seeded-random";
import { createRequestHandler, type RequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import type { MockSettings } from "../broken/broken-server";
import type { MockProfile } from "../broken/mock-handlers";
import { judgeV2Occurrences, type Served } from "./judge-queries";
import { ask, busiestWindow, fetchOf, mockChoices, readMockMirror } from "./mock-mirror";

/** A dense world: 1,500 occurrences in ten days, with ties (every 20th at the minute before). */
const WORLD = buildWorld({ seed: 3, occurrences: 1500, since: "2024-06-01", until: "2024-06-10" });
const WINDOW = busiestWindow(WORLD, "2024-06-03", "2024-06-07");
const PATH = pathOf("v2-occurrences");

async function serve(settings: MockSettings = {}, profile: MockProfile = "spec"): Promise<Served> {
  const world = profile === "observed" ? toObservedWorld(WORLD) : WORLD;
  const observed = profile === "observed" ? { unknownParameters: "ignore" as const } : {};
  const handler: RequestHandler = createRequestHandler({ world, ...observed, ...settings });
  const fetch = fetchOf(handler);
  const mirror = await readMockMirror(fetch, WINDOW, {
    take: Math.min(settings.maxTake ?? 1000, 1000),
  });
  return { fetch, mirror, choices: mockChoices(settings, profile) };
}

function expectationOf(served: Served, query: QueryPairs): Expectation | string {
  const expected = createOracle(served.mirror, served.choices).expect({
    operation: "v2-occurrences",
    query,
  });
  return expected.inside ? expected.expectation : expected.reason;
}

describe("the oracle's expected v2 occurrences, against the project's own mock", () => {
  const cases: readonly [string, MockSettings, MockProfile][] = [
    ["the mock's defaults", {}, "spec"],
    [
      "default take 10, order DESC, max take 100",
      { defaultTake: 10, defaultOrder: "DESC", maxTake: 100 },
      "spec",
    ],
    ["dates read at -03:00", { dateOffset: "-03:00" }, "spec"],
    [
      "dates read at +05:30, unknown parameters ignored",
      { dateOffset: "+05:30", unknownParameters: "ignore" },
      "spec",
    ],
    ["the observed profile", {}, "observed"],
  ];
  it.each(cases)(
    "%s: 250 seeded queries, every one judged equal",
    async (_name, settings, profile) => {
      const served = await serve(settings, profile);
      const run = await judgeV2Occurrences(served, 35, 250);
      expect(run.found).toEqual([]);
      expect(run.judged).toBeGreaterThan(200);
      expect(run.nonEmpty).toBeGreaterThan(75);
      expect(run.refused).toBeGreaterThan(5);
    },
    60_000,
  );

  it("ties compared as sets when the server's DESC is not read: no difference either", async () => {
    const handler = createRequestHandler({ world: WORLD });
    const fetch = fetchOf(handler);
    const served = {
      fetch,
      mirror: await readMockMirror(fetch, WINDOW, { desc: false }),
      choices: mockChoices(),
    };
    const run = await judgeV2Occurrences(served, 36, 200);
    expect(run.found).toEqual([]);
    expect(run.judged).toBeGreaterThan(150);
  }, 60_000);
});

/**
 * An honest server that orders records of equal date the other way round in both directions
 * (ties by id descending): each answer is the mock's whole matching set, ties reversed, then
 * paged as asked.
 */
function tiesReversed(handler: RequestHandler): typeof fetch {
  const inner = fetchOf(handler);
  return async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname !== PATH) return inner(input, init);
    const page = Number(url.searchParams.get("page") ?? "1");
    const take = Number(url.searchParams.get("take") ?? "25");
    url.searchParams.set("page", "1");
    url.searchParams.set("take", "5000");
    const whole = await inner(url.href, init);
    const body: unknown = await whole.json();
    if (
      whole.status !== 200 ||
      !isRecord(body) ||
      !Array.isArray(body.data) ||
      !isRecord(body.pageMeta)
    ) {
      return new Response(JSON.stringify(body), { status: whole.status });
    }
    const groups: unknown[][] = [];
    for (const item of body.data) {
      const last = groups[groups.length - 1];
      if (isRecord(item) && last !== undefined && isRecord(last[0]) && last[0].date === item.date)
        last.push(item);
      else groups.push([item]);
    }
    const data = groups.flatMap((group) => group.reverse()).slice((page - 1) * take, page * take);
    const itemCount = body.data.length;
    const pageCount = Math.ceil(itemCount / take);
    const pageMeta = {
      page,
      take,
      itemCount,
      pageCount,
      hasPreviousPage: page > 1,
      hasNextPage: page < pageCount,
    };
    return new Response(JSON.stringify({ ...body, pageMeta, data }), { status: 200 });
  };
}

describe("the oracle and an honest server whose ties are ordered otherwise", () => {
  it("finds no difference, page edges inside ties included", async () => {
    const fetch = tiesReversed(createRequestHandler({ world: WORLD }));
    const mirror = await readMockMirror(fetch, WINDOW);
    const served = { fetch, mirror, choices: mockChoices() };
    const random = new SeededRandom(7);
    let edges = 0;
    for (let i = 0; i < 150; i += 1) {
      const query: [string, string][] = [
        ["idState", WINDOW.stateUuid],
        ["initialdate", WINDOW.firstDay],
        ["finaldate", WINDOW.lastDay],
        ["take", String(random.between(1, 30))],
        ["page", String(random.between(1, 6))],
        ["order", random.pick(["ASC", "DESC"])],
      ];
      const expectation = expectationOf(served, query);
      if (typeof expectation === "string") throw new Error(expectation);
      const seen = await ask(fetch, PATH, query);
      expect({ query, differences: expectation.differences(seen) }).toEqual({
        query,
        differences: [],
      });
      // The mock's own page differs from this server's on a page edge inside a tie.
      const own = await ask(fetchOf(createRequestHandler({ world: WORLD })), PATH, query);
      if (JSON.stringify(own.body) !== JSON.stringify(seen.body)) edges += 1;
    }
    expect(edges).toBeGreaterThan(5);
  }, 60_000);
});

/** Adds `by` to a pageMeta field. */
function bump(body: Record<string, unknown>, field: string, by: number): void {
  const meta = body.pageMeta as Record<string, unknown>;
  meta[field] = Number(meta[field]) + by;
}

/** A copy of an answer with its body changed. */
function mutated(
  seen: CheckInput,
  change: (body: Record<string, unknown>, data: unknown[]) => void,
): CheckInput {
  const body = structuredClone(seen.body) as Record<string, unknown>;
  change(body, body.data as unknown[]);
  return { ...seen, body };
}

describe("the oracle names what a changed answer gets wrong", () => {
  let served: Served;
  let expectation: Expectation;
  let seen: CheckInput;
  const query: QueryPairs = [
    ["idState", WINDOW.stateUuid],
    ["initialdate", WINDOW.firstDay],
    ["finaldate", WINDOW.lastDay],
    ["take", "20"],
    ["page", "2"],
  ];
  beforeAll(async () => {
    served = await serve();
    const found = expectationOf(served, query);
    if (typeof found === "string") throw new Error(found);
    expectation = found;
    seen = await ask(served.fetch, PATH, query);
  });
  const aspects = (answer: CheckInput): string[] =>
    expectation.differences(answer).map((d) => d.aspect);

  it("the mock's own answer: no difference, and a non-empty expectation", () => {
    expect(expectation.differences(seen)).toEqual([]);
    expect(expectation.nonEmpty).toBe(true);
  });
  const cases: readonly [
    string,
    (body: Record<string, unknown>, data: unknown[]) => void,
    string[],
  ][] = [
    ["an item dropped", (_b, data) => data.pop(), ["items.missing"]],
    ["an item listed twice", (_b, data) => data.push(data[0]), ["items.repeated"]],
    [
      "the first and last items swapped",
      (_b, data) => data.push(...data.splice(0, 1)),
      ["items.order"],
    ],
    [
      "an item of another page",
      (_b, data) =>
        data.splice(3, 1, { ...(data[3] as object), id: "00000000-0000-4000-8000-000000000000" }),
      ["items.missing", "items.extra"],
    ],
    [
      "an item's victims emptied",
      (_b, data) => {
        const items = data as Record<string, unknown>[];
        const hit = items.find((item) => Array.isArray(item.victims) && item.victims.length > 0);
        if (hit !== undefined) hit.victims = [];
      },
      ["items.values"],
    ],
    ["itemCount one more", (body) => bump(body, "itemCount", 1), ["pageMeta.itemCount"]],
    ["pageCount one more", (body) => bump(body, "pageCount", 1), ["pageMeta.pageCount"]],
    [
      "hasNextPage flipped",
      (body) => {
        const meta = body.pageMeta as Record<string, boolean>;
        meta.hasNextPage = !meta.hasNextPage;
      },
      ["pageMeta.hasNextPage"],
    ],
    [
      "hasPreviousPage flipped",
      (body) => {
        const meta = body.pageMeta as Record<string, boolean>;
        meta.hasPreviousPage = !meta.hasPreviousPage;
      },
      ["pageMeta.hasPreviousPage"],
    ],
    [
      "page echoed as 1",
      (body) => ((body.pageMeta as Record<string, number>).page = 1),
      ["pageMeta.page"],
    ],
    [
      "take echoed as 25",
      (body) => ((body.pageMeta as Record<string, number>).take = 25),
      ["pageMeta.take"],
    ],
    ["no pageMeta", (body) => delete body.pageMeta, ["pageMeta"]],
  ];
  it.each(cases)("%s", (_name, change, wanted) => {
    expect(aspects(mutated(seen, change))).toEqual(wanted);
  });
  it("a 500: the status", () => {
    expect(aspects({ ...seen, status: 500 })).toEqual(["status"]);
  });
  it("the page before instead: the missing and the extra items, named by id", () => {
    const differences = expectation.differences(
      mutated(seen, (_b, data) =>
        data.splice(
          0,
          data.length,
          ...data
            .map((item) => ({ ...(item as object), id: "11111111-2222-4333-8444-555555555555" }))
            .slice(0, 1),
        ),
      ),
    );
    expect(differences.map((d) => d.aspect)).toEqual(["items.missing", "items.extra"]);
    expect(differences[0]!.expected).toMatch(
      /^items 20: [0-9a-f]{8}…, [0-9a-f]{8}…, [0-9a-f]{8}…, and 17 more$/,
    );
    expect(differences[1]!.seen).toBe("items 1: 11111111…");
  });
  it("a refused query answered 200: the status", () => {
    const refused = expectationOf(
      served,
      [...query, ["take", "5001"]].filter(
        ([name, value]) => name !== "take" || value === "5001",
      ) as QueryPairs,
    );
    if (typeof refused === "string") throw new Error(refused);
    expect(refused.differences(seen).map((d) => d.aspect)).toEqual(["status"]);
    expect(refused.differences({ ...seen, status: 400 })).toEqual([]);
  });
});

describe("the oracle and the order of records of equal date", () => {
  const query: QueryPairs = [
    ["idState", WINDOW.stateUuid],
    ["initialdate", WINDOW.firstDay],
    ["finaldate", WINDOW.lastDay],
    ["take", "1000"],
  ];
  /** The answer with the first two records of equal date swapped. */
  function tieSwapped(seen: CheckInput): CheckInput {
    return mutated(seen, (_body, data) => {
      const at = data.findIndex(
        (item, index) =>
          index > 0 &&
          (item as { date: string }).date === (data[index - 1] as { date: string }).date,
      );
      if (at < 0) throw new Error("no tie in the window");
      data.splice(at - 1, 2, data[at], data[at - 1]);
    });
  }
  it("settled by the server's DESC read whole (ASC reversed exactly): a swapped tie is out of order", async () => {
    const served = await serve();
    const expectation = expectationOf(served, query);
    if (typeof expectation === "string") throw new Error(expectation);
    const seen = await ask(served.fetch, PATH, query);
    expect(expectation.differences(tieSwapped(seen)).map((d) => d.aspect)).toEqual(["items.order"]);
  });
  it("settled, but asked at another take than the mirror's: a swapped tie is no difference", async () => {
    const served = await serve();
    const other: QueryPairs = [...query.filter(([name]) => name !== "take"), ["take", "999"]];
    const expectation = expectationOf(served, other);
    if (typeof expectation === "string") throw new Error(expectation);
    const seen = await ask(served.fetch, PATH, other);
    expect(expectation.differences(seen)).toEqual([]);
    expect(expectation.differences(tieSwapped(seen))).toEqual([]);
  });
  it("not settled (DESC not read): a swapped tie is no difference", async () => {
    const fetch = fetchOf(createRequestHandler({ world: WORLD }));
    const served = {
      fetch,
      mirror: await readMockMirror(fetch, WINDOW, { desc: false }),
      choices: mockChoices(),
    };
    const expectation = expectationOf(served, query);
    if (typeof expectation === "string") throw new Error(expectation);
    const seen = await ask(fetch, PATH, query);
    expect(expectation.differences(tieSwapped(seen))).toEqual([]);
  });
  it("a page edge inside a tie holding one record too few of it: items.ties", async () => {
    const fetch = fetchOf(createRequestHandler({ world: WORLD }));
    const served = {
      fetch,
      mirror: await readMockMirror(fetch, WINDOW, { desc: false }),
      choices: mockChoices(),
    };
    const whole = await ask(fetch, PATH, query);
    const data = (whole.body as { data: { date: string }[] }).data;
    // A page of take 1 that holds the first record of a tie: its edge cuts the tie.
    const at = data.findIndex((item, index) => index > 0 && item.date === data[index - 1]!.date);
    const paged: QueryPairs = [
      ...query.filter(([name]) => name !== "take"),
      ["take", "1"],
      ["page", String(at)],
    ];
    const expectation = expectationOf(served, paged);
    if (typeof expectation === "string") throw new Error(expectation);
    const seen = await ask(fetch, PATH, paged);
    expect(expectation.differences(seen)).toEqual([]);
    // The other record of the tie in its place is as good; an empty page is not.
    const other = mutated(seen, (_b, items) => items.splice(0, 1, data[at]));
    expect(expectation.differences(other)).toEqual([]);
    const none = mutated(seen, (_b, items) => items.splice(0, 1));
    expect(expectation.differences(none).map((d) => d.aspect)).toEqual(["items.ties"]);
  });
});

describe("what the oracle judges: inside the mirror and the settled choices only", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  const state = WINDOW.stateUuid;
  const days: QueryPairs = [
    ["initialdate", WINDOW.firstDay],
    ["finaldate", WINDOW.lastDay],
  ];
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";
  /** A city of the window's state, and one of another (from the mirror's cities). */
  const cityOf = (inState: boolean): string => {
    const cities = served.mirror.v2Cities as readonly { id: string; state: { id: string } }[];
    return cities.find((city) => (city.state.id.toLowerCase() === state) === inState)!.id;
  };
  const judged = (query: QueryPairs, choices: Partial<ServerChoices> = {}): string => {
    const expected = createOracle(served.mirror, { ...served.choices, ...choices }).expect({
      operation: "v2-occurrences",
      query,
    });
    if (!expected.inside) return `outside: ${expected.reason}`;
    return expected.expectation.nonEmpty ? "inside" : "inside, empty";
  };
  const cases: readonly [string, () => QueryPairs, Partial<ServerChoices>, string][] = [
    ["the state on the window's days", () => [["idState", state], ...days], {}, "inside"],
    ["a city of the state", () => [["idCities", cityOf(true)], ...days], {}, "inside"],
    [
      "no state nor city",
      () => days,
      {},
      "outside: neither idState nor idCities names the mirror's state",
    ],
    [
      "a day past the window",
      () => [
        ["idState", state],
        ["initialdate", WINDOW.firstDay],
        ["finaldate", "2024-06-08"],
      ],
      {},
      "outside: 2024-06-03..2024-06-08 reaches past the mirror's days 2024-06-03..2024-06-07",
    ],
    [
      "no finaldate",
      () => [
        ["idState", state],
        ["initialdate", WINDOW.firstDay],
      ],
      {},
      "outside: without both initialdate and finaldate the range reaches past the mirror's days",
    ],
    [
      "another state with a city of the window's: nothing, anywhere",
      () => [
        ["idState", UNKNOWN],
        ["idCities", cityOf(true)],
      ],
      {},
      "inside, empty",
    ],
    [
      "the state with a city of another: nothing",
      () => [["idState", state], ["idCities", cityOf(false)], ...days],
      {},
      "inside, empty",
    ],
    [
      "a city nobody knows, without idState",
      () => [["idCities", UNKNOWN], ...days],
      {},
      `outside: idCities ${UNKNOWN} is not a city of the mirror's state`,
    ],
    [
      "a city nobody knows, with the state",
      () => [["idState", state], ["idCities", UNKNOWN], ...days],
      {},
      "inside, empty",
    ],
    [
      "date bounds not settled",
      () => [["idState", state], ...days],
      { v2Dates: undefined },
      "outside: how the server reads initialdate and finaldate is not settled",
    ],
    [
      "withVictim not settled",
      () => [["idState", state], ["typeOccurrence", "withVictim"], ...days],
      { victimReading: undefined },
      "outside: what typeOccurrence=withVictim counts as a victim is not settled",
    ],
    [
      "withoutVictim not answered",
      () => [["idState", state], ["typeOccurrence", "withoutVictim"], ...days],
      { typeOccurrenceValues: ["all"] },
      "outside: typeOccurrence=withoutVictim: whether the server answers it is not settled",
    ],
    [
      "the default take not settled",
      () => [["idState", state], ...days],
      { defaultTake: undefined },
      "outside: the default take is not settled",
    ],
    [
      "the default take not settled, take given",
      () => [["idState", state], ["take", "5"], ...days],
      { defaultTake: undefined },
      "inside",
    ],
    [
      "take 2000, the largest not settled",
      () => [["idState", state], ["take", "2000"], ...days],
      { maxTake: undefined },
      "outside: take 2000: the largest take the server serves is not settled",
    ],
    [
      "a malformed take",
      () => [["idState", state], ["take", "ten"], ...days],
      {},
      "outside: a value the schema does not accept (take must be an integer): the server's reading of it is not settled",
    ],
    [
      "idState twice, not settled",
      () => [["idState", state], ["idState", state], ...days],
      { repeatedValues: undefined },
      "outside: idState is given 2 times, and how a repeated value is read is not settled",
    ],
    [
      "an unknown parameter, not settled",
      () => [["idState", state], ["state", "RJ"], ...days],
      { unknownParameters: undefined },
      "outside: state is not a parameter, and whether unknown ones are ignored is not settled",
    ],
    [
      "an unknown parameter refused",
      () => [["idState", state], ["state", "RJ"], ...days],
      {},
      "inside, empty",
    ],
    [
      "a page past the last, not settled",
      () => [["idState", state], ["page", "999"], ...days],
      { pastEnd: undefined },
      "outside: what a page past the last answers is not settled",
    ],
  ];
  it.each(cases)("%s", (_name, query, choices, wanted) => {
    expect(judged(query(), choices)).toBe(wanted);
  });
  it("a mirror with a record without a date: nothing judged, the record named", () => {
    const records = served.mirror.v2Occurrences.map((record, index) =>
      index === 4 ? { ...record, date: "soon" } : record,
    );
    const mirror = { ...served.mirror, v2Occurrences: records };
    const expected = createOracle(mirror, served.choices).expect({
      operation: "v2-occurrences",
      query: [["idState", state], ...days],
    });
    expect(expected).toEqual({
      inside: false,
      reason: "the mirror's record #5 has no readable date",
    });
  });
});

describe("a query without a place, judged on the mirror's state alone (projected)", () => {
  const days: QueryPairs = [
    ["initialdate", WINDOW.firstDay],
    ["finaldate", WINDOW.lastDay],
    ["take", "5000"],
  ];
  /** How a national answer differs from the projected expectation, or why it is not judged. */
  async function projected(
    fetch: typeof globalThis.fetch,
    query: QueryPairs,
  ): Promise<string[] | string> {
    const served = await serve();
    const expected = createOracle(served.mirror, served.choices).expect({
      operation: "v2-occurrences",
      query,
      projected: true,
    });
    if (!expected.inside) return expected.reason;
    const seen = await ask(fetch, PATH, query);
    return expected.expectation.differences(seen).map((d) => d.aspect);
  }
  /** The mock behind a rewrite of its national answers' items. */
  function rewritten(change: (items: Record<string, unknown>[]) => unknown[]): typeof fetch {
    const inner = fetchOf(createRequestHandler({ world: WORLD }));
    return async (input, init) => {
      const answer = await inner(input, init);
      const body: unknown = await answer.json();
      if (!isRecord(body) || !Array.isArray(body.data) || !isRecord(body.pageMeta))
        return new Response(JSON.stringify(body), { status: answer.status });
      const data = change(body.data.filter(isRecord));
      const pageMeta = { ...body.pageMeta, itemCount: data.length };
      return new Response(JSON.stringify({ ...body, pageMeta, data }), { status: 200 });
    };
  }
  const ofState = (item: Record<string, unknown>): boolean =>
    isRecord(item.state) && item.state.id === WINDOW.stateUuid;

  it("the honest mock: no difference, with or without typeOccurrence", async () => {
    const fetch = fetchOf(createRequestHandler({ world: WORLD }));
    expect(await projected(fetch, days)).toEqual([]);
    expect(await projected(fetch, [...days, ["typeOccurrence", "withVictim"]])).toEqual([]);
  });

  it("a record of the mirror's state left out differs; one of another state does not", async () => {
    let dropped = false;
    const oneOfState = rewritten((items) =>
      items.filter((item) => dropped || !ofState(item) || !(dropped = true)),
    );
    expect(await projected(oneOfState, days)).toEqual(["items.missing"]);
    let other = false;
    const oneElsewhere = rewritten((items) =>
      items.filter((item) => other || ofState(item) || !(other = true)),
    );
    expect(await projected(oneElsewhere, days)).toEqual([]);
  });

  it("only when asked: without `projected` such a query lies outside the mirror", () => {
    return serve().then((served) =>
      expect(
        createOracle(served.mirror, served.choices).expect({
          operation: "v2-occurrences",
          query: days,
        }),
      ).toEqual({ inside: false, reason: "neither idState nor idCities names the mirror's state" }),
    );
  });
});
