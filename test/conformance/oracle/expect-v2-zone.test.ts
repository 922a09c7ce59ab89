import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { isRecord } from "../../../src/is-record";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import type { Breakage } from "../broken/break-handler";
import { brokenFetch } from "../broken/break-handler";
import { isFor, shiftDay, v2Page } from "../broken/answers";
import { drawV2Query } from "./draw-v2-query";
import { judgeQueries, type Served } from "./judge-queries";
import { busiestWindow, mockChoices, readMockMirror } from "./mock-mirror";

/** Days around Brazil's last start of daylight saving (2018-11-04, clocks from 00:00 to 01:00). */
const WORLD = buildWorld({ seed: 4, occurrences: 1200, since: "2018-10-30", until: "2018-11-09" });
const WINDOW = busiestWindow(WORLD, "2018-11-01", "2018-11-07");
const ZONE = "America/Sao_Paulo";

const localDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * An honest server that reads initialdate and finaldate as whole days in America/Sao_Paulo, its
 * daylight saving included: it asks the mock a day more each side, keeps the records whose local
 * date (Intl) is in the range, then pages them itself.
 */
const saoPauloDays: Breakage = async (request, upstream) => {
  const from = request.query.get("initialdate");
  const to = request.query.get("finaldate");
  const repeated = [...request.query.keys()].some(
    (name) => name !== "idCities" && request.query.getAll(name).length > 1,
  );
  if (!isFor(request, "v2-occurrences") || repeated || from === null || to === null || to < from) {
    return upstream(request);
  }
  const page = Number(request.query.get("page") ?? "1");
  const take = Number(request.query.get("take") ?? "25");
  const query = new URLSearchParams(request.query);
  query.set("initialdate", shiftDay(from, -1));
  query.set("finaldate", shiftDay(to, 1));
  query.set("page", "1");
  query.set("take", "5000");
  const answer = await upstream({ ...request, query });
  const found = v2Page(answer);
  if (found === undefined || !Number.isInteger(page) || !Number.isInteger(take)) return answer;
  const inRange = found.data.filter((item) => {
    const day = isRecord(item) ? localDate.format(new Date(item.date)) : "";
    return day >= from && day <= to;
  });
  const itemCount = inRange.length;
  const pageCount = Math.ceil(itemCount / take);
  found.data = inRange.slice((page - 1) * take, page * take);
  found.pageMeta = {
    page,
    take,
    itemCount,
    pageCount,
    hasPreviousPage: page > 1,
    hasNextPage: page < pageCount,
  };
  return answer;
};

describe("an honest server reading v2 dates in a named zone with daylight saving", () => {
  let served: Served;
  beforeAll(async () => {
    const fetch = brokenFetch(createRequestHandler({ world: WORLD }), saoPauloDays);
    const mirror = await readMockMirror(fetch, WINDOW);
    served = { fetch, mirror, choices: mockChoices() };
  });
  const run = (zone: string) => {
    const v2Dates: ServerChoices["v2Dates"] = { fromInclusive: true, toInclusive: true, zone };
    const judged = { ...served, choices: { ...served.choices, v2Dates } };
    return judgeQueries(
      judged,
      "v2-occurrences",
      (random) => drawV2Query(served.mirror, random),
      8,
      200,
    );
  };
  it("judged in America/Sao_Paulo: no difference", async () => {
    const judged = await run(ZONE);
    expect(judged.found).toEqual([]);
    expect(judged.nonEmpty).toBeGreaterThan(50);
  }, 60_000);
  it("judged at its standard offset, -03:00, alone: the days of summer time differ", async () => {
    const judged = await run("-03:00");
    expect(judged.found.length).toBeGreaterThan(0);
    const aspects = judged.found.flatMap((found) => found.differences.map((d) => d.aspect));
    expect(aspects).toContain("pageMeta.itemCount");
  }, 60_000);
});
