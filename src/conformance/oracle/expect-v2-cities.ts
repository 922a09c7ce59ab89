import { isRecord } from "../../is-record";
import { foldName, parseCityQuery, type CityFilter } from "../../query";
import { stripAccents } from "../../strip-accents";
import type { QueryPairs } from "../check-input";
import { compareCities } from "./compare-cities";
import type { Mirror, MirrorRecord } from "./mirror";
import type { Difference, Expected } from "./oracle";
import { readMirrorCity, type MirrorCity } from "./read-mirror-city";
import { readV2Query } from "./read-v2-query";
import { refusalExpectation } from "./refusal-expectation";
import { v2EnvelopeDifferences } from "./v2-envelope-differences";
import type { ServerChoices } from "./server-choices";

/** How the server matches cityName against a city's name, per its settled reading. */
function nameMatcher(
  reading: NonNullable<ServerChoices["cityName"]>,
  asked: string,
): (name: string) => boolean {
  // foldName folds both; accents alone are dropped as it drops them (NFD, marks removed).
  const fold = (text: string): string => {
    if (reading.caseFolded) return reading.accentsFolded ? foldName(text) : text.toLowerCase();
    return reading.accentsFolded ? stripAccents(text) : text;
  };
  const wanted = fold(asked);
  if (reading.match === "exact") return (name) => fold(name) === wanted;
  if (reading.match === "prefix") return (name) => fold(name).startsWith(wanted);
  return (name) => fold(name).includes(wanted);
}

function matches(
  city: MirrorCity,
  filter: CityFilter,
  name: ((name: string) => boolean) | undefined,
): boolean {
  return (
    (filter.cityUuid === undefined || city.id === filter.cityUuid) &&
    (filter.stateUuid === undefined || city.stateUuid === filter.stateUuid) &&
    (name === undefined || name(city.name))
  );
}

/** Whether a city record the oracle cannot read whole could match a filter. */
function couldMatch(record: MirrorRecord, filter: CityFilter): boolean {
  const lower = (value: unknown): string | undefined =>
    typeof value === "string" ? value.toLowerCase() : undefined;
  const id = lower(record.id);
  const state = lower(isRecord(record.state) ? record.state.id : undefined);
  if (filter.cityUuid !== undefined && id !== undefined && id !== filter.cityUuid) return false;
  if (filter.stateUuid !== undefined && state !== undefined && state !== filter.stateUuid)
    return false;
  return true;
}

/**
 * The expected answer of a v2 cities request, computed from the mirror's every city with the
 * server's choices: cityId, stateId and cityName (per its settled reading: exact or partial,
 * case and accents folded or not) combined; compared as a set, each city once and as listed
 * unfiltered.
 */
export function expectV2Cities(
  mirror: Mirror,
  choices: ServerChoices,
  query: QueryPairs,
): Expected {
  const read = readV2Query("query/v2-cities", choices, query);
  if (read.kind === "outside") return { inside: false, reason: read.reason };
  if (read.kind === "refused")
    return { inside: true, expectation: refusalExpectation(read.reason) };
  const parsed = parseCityQuery(read.raw);
  if (!parsed.ok) {
    const named = parsed.problems.map((problem) => `${problem.parameter} ${problem.message}`);
    return {
      inside: false,
      reason: `a value the schema does not accept (${named.join("; ")}): the server's reading of it is not settled`,
    };
  }
  const filter = parsed.value;
  if (filter.cityName !== undefined && choices.cityName === undefined) {
    return { inside: false, reason: "how cityName matches a name is not settled" };
  }
  const cities: MirrorCity[] = [];
  for (const [position, record] of mirror.v2Cities.entries()) {
    const city = readMirrorCity(record);
    if (city !== undefined) cities.push(city);
    // A city the oracle cannot read (v2.schema fails it) leaves out only the queries it could
    // match: those its id or its state does not rule out.
    else if (couldMatch(record, filter))
      return {
        inside: false,
        reason: `the mirror's city #${position + 1} has no readable id, name or state.id`,
      };
  }
  const byId = new Map(cities.map((city) => [city.id, city]));
  const name =
    filter.cityName === undefined ? undefined : nameMatcher(choices.cityName!, filter.cityName);
  const expected = cities.filter((city) => matches(city, filter, name));
  return {
    inside: true,
    expectation: {
      nonEmpty: expected.length > 0,
      answer: JSON.stringify(expected.map((city) => city.id)),
      differences: (seen): readonly Difference[] =>
        v2EnvelopeDifferences(seen, (body) => compareCities(expected, byId, body.data)),
    },
  };
}
