import { readV1Cap, type CapList } from "../../src/conformance/probes/read-v1-cap";
import { zoneExplaining } from "../../src/conformance/shown-zone";
import { V1_CHOICE_BROKEN, V1_CHOICE_HONEST } from "../conformance/broken/v1-choice-servers";
import {
  failedChecks,
  failedRules,
  findingsText,
  runVariant,
  verdictOf,
} from "../conformance/broken/run-case";

const HOUR = 3_600_000;

/** City rows of ids `from..to`, each of the state its id's parity names (two states). */
function cities(
  from: number,
  to: number,
  state?: number,
): { CidadeId: number; EstadoId: number }[] {
  const rows = [];
  for (let id = from; id <= to; id += 1) {
    const own = id % 2 === 0 ? 1 : 2;
    if (state === undefined || state === own) rows.push({ CidadeId: id, EstadoId: own });
  }
  return rows;
}

/**
 * The unfiltered list (ids 1..shown) beside its state-1 list: the even ids up to `total`, the
 * first `cap` of them when the server caps.
 */
function listed(label: string, shown: number, total: number, cap = Infinity): CapList {
  const rows = cities(1, total, 1).slice(0, cap);
  const list = { label: `${label} state 1`, rows, id: "CidadeId" };
  return {
    label,
    rows: cities(1, shown),
    id: "CidadeId",
    narrower: { list, column: "EstadoId", value: "1" },
  };
}

describe("the v1 cap is read from rows alone and is one number for every list", () => {
  test.each<[string, CapList[], number | undefined]>([
    [
      "every list whole (the narrower lists hold nothing more): no cap",
      [listed("a", 57, 57), listed("b", 1500, 1500)],
      undefined,
    ],
    [
      "both lists and their narrower ones cut at 20: cap 20",
      [listed("a", 20, 57, 20), listed("b", 20, 1500, 20)],
      20,
    ],
    [
      "one list cut at 20 and its narrower one too, the other list whole and shorter: cap 20",
      [listed("a", 15, 15), listed("b", 20, 1500, 20)],
      20,
    ],
    [
      "one list cut at 20, the other list whole and longer: no cap",
      [listed("a", 57, 57), listed("b", 20, 1500, 20)],
      undefined,
    ],
    [
      "the last city dropped, the occurrences whole and longer: no cap",
      [listed("a", 56, 57), listed("b", 1500, 1500)],
      undefined,
    ],
    [
      "cut at two numbers (50 and 100): no cap",
      [listed("a", 50, 57), listed("b", 100, 1500)],
      undefined,
    ],
    [
      "one list cut, no other list as long: no cap",
      [listed("a", 56, 57), listed("b", 30, 30)],
      undefined,
    ],
  ])("%s", (_name, lists, cap) => {
    expect(readV1Cap(lists).cap).toBe(cap);
  });
});

describe("the zone v1 shows dates in: a fixed offset, or a named zone with daylight saving", () => {
  /** A pair whose v1 clock shows the instant `offset` ms away. */
  const pair = (iso: string, offset: number) => {
    const time = Date.parse(iso);
    return { v2: { time }, v1: { time: time + offset } };
  };
  // 2018-01-10 lies in Brazil's daylight saving (-02:00), 2018-06-10 and 2023-01-10 do not.
  test.each<[string, ReturnType<typeof pair>[], string | undefined]>([
    [
      "-03:00 all year",
      [pair("2018-01-10T12:00:00Z", -3 * HOUR), pair("2018-06-10T12:00:00Z", -3 * HOUR)],
      "UTC-03:00",
    ],
    ["UTC", [pair("2018-01-10T12:00:00Z", 0), pair("2023-01-10T12:00:00Z", 0)], "UTC+00:00"],
    [
      "-02:00 in Brazil's summer of 2018, -03:00 otherwise",
      [
        pair("2018-01-10T12:00:00Z", -2 * HOUR),
        pair("2018-06-10T12:00:00Z", -3 * HOUR),
        pair("2023-01-10T12:00:00Z", -3 * HOUR),
      ],
      "America/Sao_Paulo",
    ],
    [
      "-04:00 in Brazil's summer of 2018 (daylight saving the wrong way): no zone",
      [
        pair("2018-01-10T12:00:00Z", -4 * HOUR),
        pair("2018-06-10T12:00:00Z", -3 * HOUR),
        pair("2023-01-10T12:00:00Z", -3 * HOUR),
      ],
      undefined,
    ],
    [
      "-02:00 in Brazil's summer of 2023 (after daylight saving ended): no zone",
      [
        pair("2023-01-10T12:00:00Z", -2 * HOUR),
        pair("2023-06-10T12:00:00Z", -3 * HOUR),
        pair("2022-06-10T12:00:00Z", -3 * HOUR),
      ],
      undefined,
    ],
  ])("%s -> %s", (_name, pairs, zone) => {
    expect(zoneExplaining(pairs)?.name).toBe(zone);
  });
});

/** Two of seeds 1-8 (all eight pass or fail alike; the rest of them cost a run each). */
const SEEDS = [4, 8] as const;
const seedsOf = (): readonly number[] => SEEDS;

describe("v1 servers around the cap, the zone and field[]: broken ones fail, honest ones pass", () => {
  test.each(
    V1_CHOICE_BROKEN.flatMap((server) =>
      seedsOf().map((seed) => [server.name, seed, server] as const),
    ),
  )(
    "%s -> fails on seed %i",
    async (_name, seed, server) => {
      const report = await runVariant(server, seed);
      const named = failedRules(report).filter((rule) => server.rules.includes(rule));
      expect({ seed, named: named.length > 0, failed: failedRules(report) }).toEqual(
        expect.objectContaining({ seed, named: true }),
      );
    },
    30_000,
  );

  test.each(
    V1_CHOICE_HONEST.flatMap((server) =>
      seedsOf().map((seed) => [server.name, seed, server] as const),
    ),
  )(
    "%s -> nothing failed on seed %i",
    async (_name, seed, server) => {
      const report = await runVariant(server, seed);
      // A list cut at the cap is no whole set: a check needing one may stay unwitnessed.
      expect({ seed, failed: failedChecks(report), findings: findingsText(report) }).toEqual({
        seed,
        failed: [],
        findings: "",
      });
      expect(verdictOf(report)).not.toBe("fails");
    },
    30_000,
  );
});
