import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { isRecord } from "../../../src/is-record";
import { paginate } from "../../../src/query";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import type { Breakage } from "../broken/break-handler";
import { shiftDay } from "../../../src/conformance/dates";
import { isFor, v2Page } from "../broken/answers";
import { judgeV2Occurrences, servedBehind, type Served } from "./judge-queries";
import { busiestWindow } from "./mock-mirror";

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
  const paged = paginate(inRange.length, page, take);
  found.data = inRange.slice(paged.start, paged.end);
  found.pageMeta = paged.pageMeta;
  return answer;
};

describe("an honest server reading v2 dates in a named zone with daylight saving", () => {
  let served: Served;
  beforeAll(async () => {
    served = await servedBehind(createRequestHandler({ world: WORLD }), saoPauloDays, WINDOW);
  });
  const run = (zone: string) => {
    const v2Dates: ServerChoices["v2Dates"] = { fromInclusive: true, toInclusive: true, zone };
    return judgeV2Occurrences({ ...served, choices: { ...served.choices, v2Dates } }, 8, 200);
  };
  it("judged in America/Sao_Paulo: no difference", async () => {
    const judged = await run(ZONE);
    expect(judged.found).toEqual([]);
    expect(judged.nonEmpty).toBeGreaterThan(50);
  }, 60_000);
  it("judged at -03:00 with America/Sao_Paulo left alike: only ranges both read alike, no difference", async () => {
    const v2Dates: ServerChoices["v2Dates"] = {
      fromInclusive: true,
      toInclusive: true,
      zone: "-03:00",
      alike: [ZONE],
    };
    const alike = await judgeV2Occurrences(
      { ...served, choices: { ...served.choices, v2Dates } },
      8,
      200,
    );
    const alone = await run("-03:00");
    expect(alike.found).toEqual([]);
    // The ranges the two zones read apart are outside: fewer judged than at -03:00 alone.
    expect(alike.judged).toBeLessThan(alone.judged);
    expect(alike.nonEmpty).toBeGreaterThan(20);
  }, 60_000);
  it("judged at its standard offset, -03:00, alone: the days of summer time differ", async () => {
    const judged = await run("-03:00");
    expect(judged.found.length).toBeGreaterThan(0);
    const aspects = judged.found.flatMap((found) => found.differences.map((d) => d.aspect));
    expect(aspects).toContain("pageMeta.itemCount");
  }, 60_000);
});
