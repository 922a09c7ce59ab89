import fc from "fast-check";
import type { OccurrencesResponse } from "../../src/generated/types";
import type { World } from "../../src/world/world";
import { bruteForce, toQueryString, type BruteQuery } from "./helpers/brute-force";
import { getJson } from "./helpers/get-json";
import { coreApp, type CoreApp } from "./helpers/core-app";
import { retimedWorld, testWorld } from "./helpers/test-world";
import { coreRequest as request } from "./helpers/core-request";

type Params = Readonly<Record<string, string | readonly string[] | number | undefined>>;

async function occurrences(server: CoreApp, params: Params): Promise<OccurrencesResponse> {
  const response = await getJson(server, `/api/v2/occurrences?${toQueryString(params)}`);
  expect(response.status).toBe(200);
  return response.body as OccurrencesResponse;
}

function idsOf(body: OccurrencesResponse): string[] {
  return body.data.map((record) => record.id);
}

describe("GET /api/v2/occurrences: paging is exact (25 occurrences)", () => {
  const world = testWorld(25);
  const all = bruteForce(world, {}).map((occurrence) => occurrence.v2.id);
  let server: CoreApp;
  beforeAll(async () => {
    server = coreApp({ world });
  });

  test.each<[string, Params, number, number, boolean, boolean, [number, number]]>([
    // name, params, itemCount, pageCount, hasPreviousPage, hasNextPage, [from, to) of the ASC order
    ["nothing sent -> page 1, take 25: all 25, one page", {}, 25, 1, false, false, [0, 25]],
    [
      "take=10 itemCount=25 page=1 -> 10 items, hasNextPage true",
      { take: 10 },
      25,
      3,
      false,
      true,
      [0, 10],
    ],
    [
      "take=10 itemCount=25 page=2 -> 10 items, both neighbours",
      { take: 10, page: 2 },
      25,
      3,
      true,
      true,
      [10, 20],
    ],
    [
      "take=10 itemCount=25 page=3 -> 5 items, hasNextPage false",
      { take: 10, page: 3 },
      25,
      3,
      true,
      false,
      [20, 25],
    ],
    [
      "take=10 itemCount=25 page=4 -> empty data, pageMeta not clamped",
      { take: 10, page: 4 },
      25,
      3,
      true,
      false,
      [25, 25],
    ],
    [
      "take=10 itemCount=25 page=1000 -> empty, page echoed",
      { take: 10, page: 1000 },
      25,
      3,
      true,
      false,
      [25, 25],
    ],
    [
      "take=5 itemCount=25 page=5 -> exactly the last 5",
      { take: 5, page: 5 },
      25,
      5,
      true,
      false,
      [20, 25],
    ],
    ["take=1 page=25 -> the last item alone", { take: 1, page: 25 }, 25, 25, true, false, [24, 25]],
    ["take=1000 (real clients) -> all 25", { take: 1000 }, 25, 1, false, false, [0, 25]],
    ["take=5000 (real clients) -> all 25", { take: 5000 }, 25, 1, false, false, [0, 25]],
  ])(
    "%s",
    async (_name, params, itemCount, pageCount, hasPreviousPage, hasNextPage, [from, to]) => {
      const body = await occurrences(server, params);
      const page = Number(params.page ?? 1);
      const take = Number(params.take ?? 25);
      expect(body.pageMeta).toEqual({
        page,
        take,
        itemCount,
        pageCount,
        hasPreviousPage,
        hasNextPage,
      });
      expect(idsOf(body)).toEqual(all.slice(from, to));
    },
  );

  test("order=DESC take=10 page=3 -> the first 5 of the ASC order, reversed", async () => {
    const body = await occurrences(server, { order: "DESC", take: 10, page: 3 });
    expect(idsOf(body)).toEqual(all.slice(0, 5).reverse());
  });

  test("the body is byte for byte what JSON.stringify of the envelope gives", async () => {
    const response = await getJson(server, "/api/v2/occurrences?take=3&page=2");
    const body = response.body as OccurrencesResponse;
    expect(response.text).toBe(
      JSON.stringify({
        msg: body.msg,
        msgCode: body.msgCode,
        code: body.code,
        pageMeta: body.pageMeta,
        data: body.data,
      }),
    );
  });
});

describe("GET /api/v2/occurrences: each filter and combinations match brute force (300 occurrences)", () => {
  const world = testWorld(300);
  const rj = world.states[0]!;
  const pa = world.states[3]!;
  const rjCities = world.cities.filter((city) => city.stateId === rj.id);
  const [rio, niteroi] = [rjCities[0]!, rjCities[1]!];
  const belem = world.cities.find((city) => city.stateId === pa.id)!;
  let server: CoreApp;
  beforeAll(async () => {
    server = coreApp({ world });
  });

  const cases: [string, BruteQuery][] = [
    ["idState=RJ -> only RJ", { idState: rj.uuid }],
    ["idState in upper case -> same as lower case", { idState: rj.uuid.toUpperCase() }],
    ["idCities once -> only that city", { idCities: [rio.uuid] }],
    ["idCities repeated -> any of the cities", { idCities: [rio.uuid, niteroi.uuid] }],
    ["idCities from two states -> both", { idCities: [rio.uuid, belem.uuid] }],
    [
      "idState + idCities of that state -> those cities",
      { idState: rj.uuid, idCities: [rio.uuid, niteroi.uuid] },
    ],
    [
      "idState + a city of another state -> only the cities in the state",
      { idState: rj.uuid, idCities: [rio.uuid, belem.uuid] },
    ],
    [
      "idState + only a city of another state -> none",
      { idState: rj.uuid, idCities: [belem.uuid] },
    ],
    ["idState unknown (valid UUID) -> none", { idState: "00000000-0000-4000-8000-000000000000" }],
    ["initialdate only -> from that day on", { initialdate: "2024-06-15" }],
    ["finaldate only -> up to the end of that day", { finaldate: "2023-03-01" }],
    [
      "initialdate + finaldate, one year -> that year",
      { initialdate: "2024-01-01", finaldate: "2024-12-31" },
    ],
    [
      "initialdate = finaldate -> one whole day",
      {
        initialdate: world.occurrences[0]!.v2.date.slice(0, 10),
        finaldate: world.occurrences[0]!.v2.date.slice(0, 10),
      },
    ],
    ["a range before the world -> none", { initialdate: "2010-01-01", finaldate: "2010-12-31" }],
    ["typeOccurrence=withVictim -> at least one human victim", { typeOccurrence: "withVictim" }],
    ["typeOccurrence=withoutVictim -> no human victim", { typeOccurrence: "withoutVictim" }],
    ["typeOccurrence=all -> no restriction", { typeOccurrence: "all" }],
    ["order=DESC -> reversed, ties reversed by id", { order: "DESC" }],
    [
      "state + two cities + one year + withVictim + DESC -> all at once",
      {
        idState: rj.uuid,
        idCities: [rio.uuid, niteroi.uuid],
        initialdate: "2024-01-01",
        finaldate: "2024-12-31",
        typeOccurrence: "withVictim",
        order: "DESC",
      },
    ],
  ];

  test.each(cases)("%s", async (_name, query) => {
    const expected = bruteForce(world, query).map((occurrence) => occurrence.v2.id);
    const body = await occurrences(server, { ...query, take: 5000 });
    expect(body.pageMeta.itemCount).toBe(expected.length);
    expect(idsOf(body)).toEqual(expected);
  });

  test("every case above is a real test: most match something, and not everything", () => {
    const counts = cases.map(([, query]) => bruteForce(world, query).length);
    expect(
      counts.filter((count) => count > 0 && count < world.occurrences.length).length,
    ).toBeGreaterThan(12);
  });

  test("withVictim items each have a victim; withoutVictim items none", async () => {
    const withVictim = await occurrences(server, { typeOccurrence: "withVictim", take: 5000 });
    const without = await occurrences(server, { typeOccurrence: "withoutVictim", take: 5000 });
    expect(withVictim.data.every((record) => record.victims.length > 0)).toBe(true);
    expect(without.data.every((record) => record.victims.length === 0)).toBe(true);
    expect(withVictim.pageMeta.itemCount + without.pageMeta.itemCount).toBe(
      world.occurrences.length,
    );
  });

  test("property: for random filters and take, the pages concatenated are the matching set in order", async () => {
    const day = fc
      .date({
        min: new Date("2022-12-20T00:00:00Z"),
        max: new Date("2025-01-10T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const query = fc.record(
      {
        idState: fc.constantFrom(...world.states.map((state) => state.uuid)),
        idCities: fc.uniqueArray(fc.constantFrom(...world.cities.map((city) => city.uuid)), {
          minLength: 1,
          maxLength: 5,
        }),
        initialdate: day,
        finaldate: day,
        typeOccurrence: fc.constantFrom<"all" | "withVictim" | "withoutVictim">(
          "all",
          "withVictim",
          "withoutVictim",
        ),
        order: fc.constantFrom<"ASC" | "DESC">("ASC", "DESC"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.integer({ min: 7, max: 60 }), async (q, take) => {
        const valid =
          q.initialdate === undefined || q.finaldate === undefined || q.initialdate <= q.finaldate;
        fc.pre(valid);
        const expected = bruteForce(world, q);
        const first = await occurrences(server, { ...q, take });
        const pages = [first];
        for (let page = 2; page <= first.pageMeta.pageCount + 1; page += 1) {
          pages.push(await occurrences(server, { ...q, take, page }));
        }
        for (const body of pages) {
          expect(body.pageMeta.itemCount).toBe(expected.length);
          for (const record of body.data) {
            if (q.idState !== undefined) expect(record.state.id).toBe(q.idState);
            if (q.idCities !== undefined) expect(q.idCities).toContain(record.city.id);
            if (q.typeOccurrence === "withVictim") expect(record.victims.length).toBeGreaterThan(0);
            if (q.typeOccurrence === "withoutVictim") expect(record.victims).toEqual([]);
            if (q.initialdate !== undefined)
              expect(record.date.slice(0, 10) >= q.initialdate).toBe(true);
            if (q.finaldate !== undefined)
              expect(record.date.slice(0, 10) <= q.finaldate).toBe(true);
          }
        }
        expect(pages.at(-1)?.data).toEqual([]);
        expect(pages.flatMap(idsOf)).toEqual(expected.map((occurrence) => occurrence.v2.id));
      }),
      { numRuns: 40 },
    );
  });
});

describe("GET /api/v2/occurrences: ties and day boundaries", () => {
  // ids 1..6; ids 1, 4 and 6 share an instant.
  const dates = [
    "2024-05-01T10:00:00.000Z",
    "2024-05-01T02:59:59.999Z",
    "2024-05-01T03:00:00.000Z",
    "2024-05-01T10:00:00.000Z",
    "2024-05-02T02:59:59.999Z",
    "2024-05-01T10:00:00.000Z",
  ];
  const world: World = retimedWorld(dates);
  const uuid = (id: number): string => world.occurrences[id - 1]!.v2.id;
  let utc: CoreApp;
  let brasilia: CoreApp;
  beforeAll(async () => {
    utc = coreApp({ world });
    brasilia = coreApp({ world, dateOffset: "-03:00" });
  });

  test.each<[string, Params, number[]]>([
    ["ASC take=2 page 1 -> 2, 3 (before the tie)", { take: 2 }, [2, 3]],
    ["ASC take=2 page 2 -> tie 1, 4 by id", { take: 2, page: 2 }, [1, 4]],
    ["ASC take=2 page 3 -> tie 6, then 5", { take: 2, page: 3 }, [6, 5]],
    ["DESC take=2 page 1 -> 5, then tie 6", { take: 2, order: "DESC" }, [5, 6]],
    [
      "DESC take=2 page 2 -> tie 4, 1 by id descending",
      { take: 2, page: 2, order: "DESC" },
      [4, 1],
    ],
    ["DESC take=2 page 3 -> 3, 2", { take: 2, page: 3, order: "DESC" }, [3, 2]],
  ])("%s", async (_name, params, expected) => {
    expect(idsOf(await occurrences(utc, params))).toEqual(expected.map(uuid));
  });

  test.each<[string, "utc" | "brasilia", Params, number[]]>([
    [
      "UTC: 2024-05-01 -> every one but the next day's 02:59",
      "utc",
      { initialdate: "2024-05-01", finaldate: "2024-05-01" },
      [2, 3, 1, 4, 6],
    ],
    ["UTC: 2024-05-02 -> only 02:59 on the 2nd", "utc", { initialdate: "2024-05-02" }, [5]],
    [
      "-03:00: 2024-05-01 -> from 03:00Z to 02:59:59.999Z next day",
      "brasilia",
      { initialdate: "2024-05-01", finaldate: "2024-05-01" },
      [3, 1, 4, 6, 5],
    ],
    [
      "-03:00: 2024-04-30 -> 02:59:59.999Z is still April 30th",
      "brasilia",
      { finaldate: "2024-04-30" },
      [2],
    ],
  ])("%s", async (_name, which, params, expected) => {
    const server = which === "utc" ? utc : brasilia;
    expect(idsOf(await occurrences(server, params))).toEqual(expected.map(uuid));
  });
});

describe("GET /api/v2/occurrences: createApp options", () => {
  const world = testWorld(60);
  test.each<[string, Parameters<typeof coreApp>[0], Params, Record<string, unknown>]>([
    [
      "defaultTake 10 -> take 10 when none is sent",
      { world, defaultTake: 10 },
      {},
      { take: 10, pageCount: 6 },
    ],
    [
      "defaultOrder DESC -> newest first when none is sent",
      { world, defaultOrder: "DESC" },
      { take: 1 },
      { take: 1 },
    ],
    [
      "maxTake 20000 -> take=20000 accepted",
      { world, maxTake: 20000 },
      { take: 20000 },
      { take: 20000, pageCount: 1 },
    ],
  ])("%s", async (_name, options, params, meta) => {
    const server = coreApp(options);
    const body = await occurrences(server, params);
    expect(body.pageMeta).toMatchObject(meta);
    if (options.defaultOrder === "DESC") {
      expect(body.data[0]?.id).toBe(bruteForce(world, { order: "DESC" })[0]?.v2.id);
    }
  });

  test("maxTake 100 -> take=101 is a 400 whose accepted states 100", async () => {
    const server = coreApp({ world, maxTake: 100 });
    const response = await getJson(server, "/api/v2/occurrences?take=101");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      msgCode: "invalid_parameter",
      code: 400,
      errors: [
        {
          parameter: "take",
          message: "must be at most 100",
          accepted: "an integer from 1 to 100",
          received: "101",
        },
      ],
    });
  });
});

// take=01 was once accepted and take=+5 not, without a stated rule.
describe("integers in query strings are unsigned decimal digits; leading zeros allowed", () => {
  test.each<[string, string, number]>([
    ["take=01 -> 200, take 1 (leading zeros are still decimal digits)", "take=01", 200],
    ["take=005 -> 200, take 5", "take=005", 200],
    ["take=+5 -> 400 (+ decodes to a space in a query string)", "take=+5", 400],
    ["take=%2B5 -> 400 (a sign is not part of the form)", "take=%2B5", 400],
    ["take=5.0 -> 400", "take=5.0", 400],
  ])("%s", async (_name, query, status) => {
    const response = await request(coreApp({ world: testWorld(30) })).get(
      `/api/v2/occurrences?${query}`,
    );
    expect(response.status).toBe(status);
    if (status === 200) {
      const body = JSON.parse(response.text) as { pageMeta: { take: number } };
      expect(body.pageMeta.take).toBe(Number(query.slice(5)));
    } else {
      expect(response.text).toContain('"parameter":"take"');
    }
  });
});
