import type { CoveredOperation } from "../../../src/conformance/rules";
import type { Breakage } from "../broken/break-handler";
import { ORACLE_BROKEN_SERVERS } from "../broken/oracle-catalogue";
import { seededDrawsAgainst } from "./differential-against";

/** A broken server of the catalogue, by a part of its name. */
function catalogued(part: string): Breakage {
  const found = ORACLE_BROKEN_SERVERS.filter((server) => server.name.includes(part));
  if (found.length !== 1) throw new Error(`${found.length} catalogue servers named "${part}"`);
  return found[0]!.make();
}

/**
 * Each draw kind, with the catalogue's broken server only it finds: the draw kind gone, the
 * server escapes the differential run on each of these seeds (the first seed that finds it ends
 * the test).
 */
const KINDS: readonly (readonly [string, string, CoveredOperation])[] = [
  [
    "near duplicates of queries sent (a value changed, added or dropped)",
    "a cache keyed on the first idCities only",
    "v2-occurrences",
  ],
  ["v2 cityName with an apostrophe", "cityName with an apostrophe finds nothing", "v2-cities"],
  [
    "spaces written + (form-encoded) through the raw target",
    "a space in cityName sent as +",
    "v2-cities",
  ],
  ["idCities repeated", "the same idCities given twice", "v2-occurrences"],
  ["cidade_id[] repeated", "the same cidade_id[] given twice", "v1-occurrences"],
  ["a cityId beside another stateId", "stateId ignored when cityId comes with it", "v2-cities"],
  [
    "a city of another state beside the window's estado_id[]",
    "estado_id[] dropped when cidade_id[] comes with it",
    "v1-occurrences",
  ],
  [
    "Cidade[lk] patterns with an accented letter in the other case",
    "Cidade[lk] folds case for A-Z only",
    "v1-cities",
  ],
  [
    "Cidade[lk] patterns around an apostrophe",
    "Cidade[lk] with an apostrophe finds nothing",
    "v1-cities",
  ],
  [
    "date bounds on days the zone of the reading decides",
    "with idState the window is read in -03:00, without it in UTC",
    "v2-occurrences",
  ],
];

const SEEDS = [1, 2, 3] as const;

describe("the differential run's draw kinds each find what only they find", () => {
  test.each(KINDS)("%s: %s is found", async (_kind, server, operation) => {
    const found: number[] = [];
    for (const seed of SEEDS) {
      const result = await seededDrawsAgainst(catalogued(server), seed);
      const run = result.runs.find((item) => item.operation === operation);
      if ((run?.groups.length ?? 0) > 0) {
        found.push(seed);
        break;
      }
    }
    expect(found).toHaveLength(1);
  });
});
