import type { ExchangeView } from "../../../src/conformance/exchange";
import { Ledger } from "../../../src/conformance/ledger";
import {
  compareBoundAlone,
  type BoundPair,
  type DatedId,
} from "../../../src/conformance/oracle/compare-bound-alone";
import { settleChoices } from "../../../src/conformance/oracle/settle-choices";
import { discoverV2 } from "../../../src/conformance/probes/discover-v2";
import { probeV1 } from "../../../src/conformance/probes/probe-v1";
import { probeV2SmallSet } from "../../../src/conformance/probes/probe-v2-small-set";
import { brokenFetch, passThrough, type Breakage } from "../broken/break-handler";
import type { MockSettings, WorldName } from "../broken/broken-server";
import { mockHandler } from "../broken/mock-handlers";
import { ORACLE_BROKEN_SERVERS } from "../broken/oracle-catalogue";
import { probeContextOver } from "../helpers/probe-context-over";
import { reportOf } from "../helpers/report-of";

const DAY = 86_400_000;
const D = 18_000; // a UTC day number

function view(path: string, query: [string, string][]): ExchangeView {
  return {
    path,
    query,
    url: `http://x.invalid${path}`,
    method: "GET",
    status: 200,
  } as unknown as ExchangeView;
}

function pair(alone: readonly DatedId[], beside: readonly DatedId[], whole = true): BoundPair {
  return {
    check: "v1.filter.dates",
    bound: "data_ocorrencia[lt]=2019-04-14",
    other: "data_ocorrencia[gt]=2019-04-10",
    alone: {
      exchange: view("/api/v1/occurrences", [["data_ocorrencia[lt]", "2019-04-14"]]),
      entries: alone,
      whole,
    },
    beside: {
      exchange: view("/api/v1/occurrences", [
        ["data_ocorrencia[gt]", "2019-04-10"],
        ["data_ocorrencia[lt]", "2019-04-14"],
      ]),
      entries: beside,
      whole,
    },
    near: (time) => Math.floor(time / DAY) >= D - 1,
  };
}

const onDay = { id: "7", time: D * DAY + 3_600_000 };
const far = { id: "3", time: (D - 9) * DAY };

describe("a date bound alone against beside the other bound (compareBoundAlone)", () => {
  it("the same ids next to the bound's day: the same reading, ids far from it not compared", () => {
    expect(compareBoundAlone(pair([onDay, far], [onDay]))).toEqual({ kind: "same", ids: 1 });
  });

  it("an id next to the bound's day in the answer alone only fails the dates rule, naming both queries", () => {
    const verdict = compareBoundAlone(pair([onDay], []));
    expect(verdict.kind).toBe("contradicted");
    if (verdict.kind !== "contradicted") return;
    expect(verdict.failure.check).toBe("v1.filter.dates");
    expect(verdict.failure.message).toContain("data_ocorrencia[lt]=2019-04-14 is read one way");
    expect(verdict.failure.seen).toBe(
      "7 in GET /api/v1/occurrences?data_ocorrencia[lt]=2019-04-14, not in GET /api/v1/occurrences?data_ocorrencia[gt]=2019-04-10&data_ocorrencia[lt]=2019-04-14",
    );
    // The curl is the query that lacks it.
    expect(verdict.failure.exchange?.url).toBe("http://x.invalid/api/v1/occurrences");
  });

  it("an answer that may be cut (a cap, a page) settles nothing where it lacks an id", () => {
    expect(compareBoundAlone(pair([onDay], [], false)).kind).toBe("unsettled");
  });

  it("an id the run showed next to the bound's day in neither answer: the same reading (both read the day out)", () => {
    expect(compareBoundAlone({ ...pair([far], [far]), known: [onDay] })).toEqual({
      kind: "same",
      ids: 1,
    });
  });

  it("no id next to the bound's day settles nothing", () => {
    expect(compareBoundAlone(pair([far], [far])).kind).toBe("unsettled");
  });
});

/**
 * The choices settled against a world (the small one) behind `breakage`: the dates rules' failures
 * and the bound-alone readings.
 */
async function settledBehind(
  breakage: Breakage,
  settings: MockSettings = {},
  world: WorldName = "small",
): Promise<{ failures: string[]; readings: string[] }> {
  const { ctx } = probeContextOver(brokenFetch(mockHandler(world, "spec", settings), breakage));
  const discovery = await discoverV2(ctx, await ctx.request("v2-cities"));
  await probeV2SmallSet(ctx, discovery);
  await probeV1(ctx, await ctx.request("v1-cities"));
  // The probes' own verdicts are not this file's: the ledger starts anew for the settling.
  const settling = new Ledger();
  await settleChoices({
    ...ctx,
    ledger: settling,
    record: (o) => settling.add(o.flatMap((x) => x ?? [])),
  });
  const report = reportOf(settling);
  return {
    failures: report.checks.flatMap((check) =>
      check.findings.map((finding) => `${check.id}: ${finding.message}`),
    ),
    readings: report.observations
      .filter((o) => o.topic === "choices" && o.text.includes("bounds alone"))
      .map((o) => o.text),
  };
}

function breakageOf(part: string): Breakage {
  const server = ORACLE_BROKEN_SERVERS.find((row) => row.name.includes(part));
  if (server === undefined) throw new Error(`no catalogue server named like ${part}`);
  return server.make();
}

describe("settling reads each date bound alone and beside the other bound", () => {
  test.each<[string, MockSettings]>([
    ["both bounds inclusive, days in UTC", {}],
    ["v1 bounds exclusive", { v1Bounds: "exclusive" }],
    ["v2 days read in -03:00", { dateOffset: "-03:00" }],
  ])(
    "an honest server (%s) reads each bound the same alone: no failure",
    async (_name, settings) => {
      const { failures, readings } = await settledBehind(passThrough, settings);
      expect(failures).toEqual([]);
      expect(readings).toHaveLength(2);
      for (const reading of readings)
        expect(reading.match(/alone reads as beside/g)).toHaveLength(2);
    },
    30_000,
  );

  // The small world's v1 city is picked at the data's last day: a bound alone ignored lists no row
  // more there, so that server is asked on the dense world (rows after the bound's day).
  test.each<[string, string, string, WorldName]>([
    [
      "data_ocorrencia[lt] exclusive when [gt] comes",
      "v1.filter.dates",
      "data_ocorrencia[lt]=",
      "small",
    ],
    ["finaldate exclusive when initialdate comes", "v2.filter.dates", "finaldate=", "small"],
    ["initialdate exclusive alone", "v2.filter.dates", "initialdate=", "small"],
    ["data_ocorrencia[lt] alone ignored", "v1.filter.dates", "data_ocorrencia[lt]=", "dense"],
  ])(
    "a server whose %s fails %s with both queries",
    async (part, rule, bound, world) => {
      const { failures } = await settledBehind(breakageOf(part), {}, world);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain(`${rule}: ${bound}`);
      expect(failures[0]).toContain("is read one way alone and another beside");
    },
    30_000,
  );
});
