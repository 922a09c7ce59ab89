import { pathOf } from "../../src/contract";
import { settleChoices } from "../../src/conformance/oracle/settle-choices";
import type { ServerChoices } from "../../src/conformance/oracle/server-choices";
import { discoverV2 } from "../../src/conformance/probes/discover-v2";
import { probeV1 } from "../../src/conformance/probes/probe-v1";
import { probeV2SmallSet } from "../../src/conformance/probes/probe-v2-small-set";
import type { MockSettings } from "./broken/broken-server";
import { brokenFetch, type Breakage } from "./broken/break-handler";
import { inProcessFetch } from "./broken/in-process-fetch";
import { ORACLE_BROKEN_SERVERS } from "./broken/oracle-catalogue";
import { mockHandler } from "./broken/mock-handlers";
import { probeContextOver } from "./helpers/probe-context-over";
import { reportOf } from "./helpers/report-of";

/**
 * The choices settled against the own mock (small world) under its settings, after the probes
 * that classify some of them ran (discovery, the small set, v1), and the requests it took.
 */
async function settledAgainst(
  settings: MockSettings,
  seed = 1,
  breakage?: Breakage,
): Promise<{ choices: ServerChoices; requests: number; observations: string[] }> {
  const core = mockHandler("small", "spec", settings);
  const fetch = breakage === undefined ? inProcessFetch(core) : brokenFetch(core, breakage);
  const { ctx, ledger } = probeContextOver(fetch, { seed });
  const { client } = ctx;
  const discovery = await discoverV2(ctx, await ctx.request("v2-cities"));
  await probeV2SmallSet(ctx, discovery);
  await probeV1(ctx, await ctx.request("v1-cities"));
  const before = client.sent;
  const choices = await settleChoices(ctx);
  const observations = reportOf(ledger)
    .observations.filter((o) => o.topic === "choices")
    .map((o) => o.text);
  return { choices, requests: client.sent - before, observations };
}

describe("settleChoices reads the mock's own settings back, each once, in few requests", () => {
  test.each<[string, MockSettings, Partial<ServerChoices>]>([
    [
      "the mock's defaults",
      {},
      {
        defaultTake: 25,
        defaultOrder: "ASC",
        maxTake: { take: 5000, above: "refused" },
        pastEnd: "empty",
        unknownParameters: "refused",
        typeOccurrenceValues: ["all", "withoutVictim"],
        // The occurrences write names without accents: read again once the mirror is.
        cityName: { match: "exact", caseFolded: true, accentsFolded: true, accentsGuessed: true },
        v1Bounds: { gtInclusive: true, ltInclusive: true },
        v1ReversedRange: "empty",
        populationBounds: { gtInclusive: true, ltInclusive: true },
      },
    ],
    [
      "default take 10, order DESC, maximum take 100, unknown parameters ignored",
      { defaultTake: 10, defaultOrder: "DESC", maxTake: 100, unknownParameters: "ignore" },
      {
        defaultTake: 10,
        defaultOrder: "DESC",
        maxTake: { take: 100, above: "refused" },
        unknownParameters: "ignored",
      },
    ],
    [
      "v1 bounds exclusive, a reversed range swapped, v1 lists capped at 100",
      { v1Bounds: "exclusive", v1ReversedRange: "swap", v1MaxRows: 100 },
      {
        v1Bounds: { gtInclusive: false, ltInclusive: false },
        v1ReversedRange: "swap",
        populationBounds: { gtInclusive: false, ltInclusive: false },
        v1Cap: 100,
      },
    ],
  ])(
    "%s",
    async (_name, settings, expected) => {
      const { choices, requests, observations } = await settledAgainst(settings);
      expect(choices).toEqual(expect.objectContaining(expected));
      expect(requests).toBeLessThanOrEqual(40);
      // Each choice once: no name twice among the observations.
      const names = observations.map((text) => text.split(": ")[1]);
      expect(new Set(names).size).toBe(names.length);
    },
    30_000,
  );

  test("the zone v2 days are read in: UTC, or -03:00 as --date-offset says", async () => {
    const [utc, brasilia] = await Promise.all([
      settledAgainst({}),
      settledAgainst({ dateOffset: "-03:00" }),
    ]);
    expect([utc.choices.v2Dates?.zone, brasilia.choices.v2Dates?.zone]).toEqual([
      "+00:00",
      "-03:00",
    ]);
    expect(pathOf("v2-occurrences")).toBe("/api/v2/occurrences");
  }, 30_000);

  test("Cidade[lk]'s case is settled on an unaccented name: a server folding A-Z only reads as folding", async () => {
    const azOnly = ORACLE_BROKEN_SERVERS.find((server) =>
      server.name.startsWith("Cidade[lk] folds case for A-Z only"),
    );
    if (azOnly === undefined) throw new Error("no A-Z-only server in the catalogue");
    const { choices, observations } = await settledAgainst({}, 1, azOnly.make());
    expect(choices.cityLike?.caseFolded).toBe(true);
    // The probe's name has no letter outside A-Z.
    const reading = observations.find((text) => text.includes("Cidade[lk]")) ?? "";
    expect(reading).toMatch(/case folded \([A-Za-z ]+\)/);
  }, 30_000);
});
