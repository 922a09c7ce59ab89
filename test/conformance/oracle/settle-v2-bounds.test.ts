import { settleChoices } from "../../../src/conformance/oracle/settle-choices";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { discoverV2 } from "../../../src/conformance/probes/discover-v2";
import { probeV2SmallSet } from "../../../src/conformance/probes/probe-v2-small-set";
import { emptyPage, isFor, v2Page } from "../broken/answers";
import { brokenFetch, passThrough, type Breakage } from "../broken/break-handler";
import type { MockSettings } from "../broken/broken-server";
import { mockHandler } from "../broken/mock-handlers";
import { exclusiveBound } from "../broken/spec-silent";
import { probeContextOver } from "../helpers/probe-context-over";

/**
 * The seed whose small set, on the dense world, leaves the v2 date bounds unclassified; its
 * answers also lean to the world's first day (the first page is that day's midnight ties), so the
 * first city's middle day lies at the data's edge, and the settling recentres on the city's own
 * records.
 */
const SEED = 15;

/**
 * The v2 dates settled against the mock of the dense world (3,000 occurrences in five days)
 * behind a breakage, after the probes that classify the bounds when they can (discovery, the
 * small set), and whether those probes classified them, and the requests the settling took.
 */
async function settledOnDenseWorld(
  breakage: Breakage,
  settings: MockSettings = {},
): Promise<{
  probed: boolean;
  v2Dates: ServerChoices["v2Dates"];
  defaultOrder: ServerChoices["defaultOrder"];
  requests: number;
}> {
  const { ctx } = probeContextOver(brokenFetch(mockHandler("dense", "spec", settings), breakage), {
    seed: SEED,
  });
  const client = ctx.client;
  await probeV2SmallSet(ctx, await discoverV2(ctx, await ctx.request("v2-cities")));
  const probed = ctx.learned.dateBounds !== undefined;
  const before = client.sent;
  const choices = await settleChoices(ctx, { v1: false });
  const { v2Dates, defaultOrder } = choices;
  return { probed, v2Dates, defaultOrder, requests: client.sent - before };
}

describe("the v2 date bounds the probes leave unclassified are classified by the settling", () => {
  test.each<[string, Breakage, MockSettings, ServerChoices["v2Dates"]]>([
    [
      "both bounds inclusive, days in UTC (the mock)",
      passThrough,
      {},
      { fromInclusive: true, toInclusive: true, zone: "+00:00" },
    ],
    [
      "days read in -03:00 (on a world after 2019, São Paulo's days are read alike)",
      passThrough,
      { dateOffset: "-03:00" },
      {
        fromInclusive: true,
        toInclusive: true,
        zone: "-03:00",
        alike: expect.arrayContaining(["America/Sao_Paulo"]) as string[],
      },
    ],
    [
      "finaldate exclusive",
      exclusiveBound("finaldate"),
      {},
      { fromInclusive: true, toInclusive: false, zone: "+00:00" },
    ],
    [
      "initialdate exclusive",
      exclusiveBound("initialdate"),
      {},
      { fromInclusive: false, toInclusive: true, zone: "+00:00" },
    ],
  ])(
    "%s",
    async (_name, breakage, settings, expected) => {
      const { probed, v2Dates, requests } = await settledOnDenseWorld(breakage, settings);
      // The probes did not settle them: the reading below is the settling's own.
      expect(probed).toBe(false);
      expect(v2Dates).toEqual(expected);
      expect(requests).toBeLessThanOrEqual(40);
    },
    60_000,
  );

  test("a server whose windows answer nothing leaves the bounds unsettled, never guessed", async () => {
    const empty: Breakage = async (request, upstream) => {
      const answer = await upstream(request);
      const page = v2Page(answer);
      const dated = request.query.has("initialdate") || request.query.has("finaldate");
      if (isFor(request, "v2-occurrences") && dated && page !== undefined) emptyPage(page);
      return answer;
    };
    const { probed, v2Dates } = await settledOnDenseWorld(empty);
    expect(probed).toBe(false);
    expect(v2Dates).toBeUndefined();
  }, 60_000);
});

describe("the default order, when the first page's items share one date", () => {
  // The dense world's first page is its first day's records of unknown time, all at midnight.
  test.each<["ASC" | "DESC", MockSettings]>([
    ["ASC", {}],
    ["DESC", { defaultOrder: "DESC" }],
  ])(
    "is read from the last page: %s",
    async (order, settings) => {
      const { defaultOrder } = await settledOnDenseWorld(passThrough, settings);
      expect(defaultOrder).toBe(order);
    },
    60_000,
  );
});
