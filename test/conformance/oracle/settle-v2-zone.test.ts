import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { settleChoices } from "../../../src/conformance/oracle/settle-choices";
import { discoverV2 } from "../../../src/conformance/probes/discover-v2";
import { probeV2SmallSet } from "../../../src/conformance/probes/probe-v2-small-set";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import { brokenFetch, passThrough, type Breakage } from "../broken/break-handler";
import { ORACLE_HONEST } from "../broken/oracle-catalogue";
import { probeContextOver } from "../helpers/probe-context-over";

/** Days around Brazil's last start of daylight saving (2018-11-04, clocks from 00:00 to 01:00). */
const ACROSS_DST = buildWorld({
  seed: 4,
  occurrences: 1200,
  since: "2018-10-28",
  until: "2018-11-10",
});

/** Days of 2025: São Paulo keeps -03:00 the whole year (no daylight saving since 2019). */
const WITHOUT_DST = buildWorld({
  seed: 4,
  occurrences: 1200,
  since: "2025-10-28",
  until: "2025-11-10",
});

/** The honest server of the catalogue that reads v2 windows as São Paulo calendar days. */
const SAO_PAULO_DAYS = ORACLE_HONEST.find((server) =>
  server.name.startsWith("v2 date windows read as São Paulo calendar days"),
);

/**
 * The v2 dates settled against a world served behind a breakage (`dateOffset`: the mock's own
 * reading of days), after the probes that run before the settling (discovery, the small set),
 * and the requests the settling took.
 */
async function settledOn(
  world: ReturnType<typeof buildWorld>,
  breakage: Breakage,
  dateOffset?: string,
): Promise<{ v2Dates: ServerChoices["v2Dates"]; requests: number; reading: string }> {
  const core = createRequestHandler({ world, ...(dateOffset === undefined ? {} : { dateOffset }) });
  const { ctx, ledger } = probeContextOver(brokenFetch(core, breakage), { seed: 3 });
  const client = ctx.client;
  const observed: string[] = [];
  const observe = ledger.observe.bind(ledger);
  ledger.observe = (observation) => {
    observed.push(observation.text);
    observe(observation);
  };
  await probeV2SmallSet(ctx, await discoverV2(ctx, await ctx.request("v2-cities")));
  const before = client.sent;
  const choices = await settleChoices(ctx, { v1: false });
  const reading = observed.find((text) => text.startsWith("choice: v2 dates")) ?? "";
  return { v2Dates: choices.v2Dates, requests: client.sent - before, reading };
}

describe("the zone v2 days are read in, settled among fixed offsets and Brazil's named zones", () => {
  test("records across a daylight-saving change: São Paulo's days settle as America/Sao_Paulo", async () => {
    expect(SAO_PAULO_DAYS).toBeDefined();
    const { v2Dates, requests, reading } = await settledOn(
      ACROSS_DST,
      SAO_PAULO_DAYS?.make() ?? passThrough,
    );
    expect(v2Dates?.zone).toBe("America/Sao_Paulo");
    expect(v2Dates?.alike).toBeUndefined();
    expect(reading).toContain("days read in America/Sao_Paulo");
    expect(requests).toBeLessThanOrEqual(30);
  }, 60_000);

  test("records across a daylight-saving change: -03:00 days settle as -03:00, told from São Paulo's", async () => {
    const { v2Dates } = await settledOn(ACROSS_DST, passThrough, "-03:00");
    expect(v2Dates?.zone).toBe("-03:00");
    expect(v2Dates?.alike ?? []).not.toContain("America/Sao_Paulo");
  }, 60_000);

  test("records across a daylight-saving change: UTC days settle as +00:00, nothing alike", async () => {
    const { v2Dates } = await settledOn(ACROSS_DST, passThrough);
    expect(v2Dates?.zone).toBe("+00:00");
    expect(v2Dates?.alike).toBeUndefined();
  }, 60_000);

  test("records of a year without daylight saving: São Paulo's days settle as -03:00, São Paulo left alike", async () => {
    const { v2Dates, reading } = await settledOn(
      WITHOUT_DST,
      SAO_PAULO_DAYS?.make() ?? passThrough,
    );
    expect(v2Dates?.zone).toBe("-03:00");
    expect(v2Dates?.alike).toContain("America/Sao_Paulo");
    expect(reading).toContain("did not tell it from");
  }, 60_000);
});
