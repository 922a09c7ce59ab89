import { isRecord } from "../../is-record";
import { foldName, parseCityQuery, type CityFilter } from "../../query";
import type { QueryPairs } from "../check-input";
import { firstJsonDifference } from "./first-json-difference";
import type { Mirror, MirrorRecord } from "./mirror";
import { nameIds } from "./name-ids";
import type { Difference, Expected } from "./oracle";
import { readV2Query } from "./read-v2-query";
import { refusalExpectation } from "./refusal-expectation";
import type { ServerChoices } from "./server-choices";

/** A city of the mirror as the cities filters read it (ids lower case). */
interface MirrorCity {
  readonly id: string;
  readonly name: string;
  readonly stateUuid: string;
  readonly record: MirrorRecord;
}

function readCity(record: MirrorRecord): MirrorCity | undefined {
  const { id, name, state } = record;
  if (typeof id !== "string" || typeof name !== "string") return undefined;
  if (!isRecord(state) || typeof state.id !== "string") return undefined;
  return { id: id.toLowerCase(), name, stateUuid: state.id.toLowerCase(), record };
}

/** How the server matches cityName against a city's name, per its settled reading. */
function nameMatcher(
  reading: NonNullable<ServerChoices["cityName"]>,
  asked: string,
): (name: string) => boolean {
  // foldName folds both; accents alone are dropped as it drops them (NFD, marks removed).
  const fold = (text: string): string => {
    if (reading.caseFolded) return reading.accentsFolded ? foldName(text) : text.toLowerCase();
    return reading.accentsFolded ? text.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : text;
  };
  const wanted = fold(asked);
  return reading.match === "exact"
    ? (name) => fold(name) === wanted
    : (name) => fold(name).includes(wanted);
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

/** How a seen cities list differs from the expected one, compared as a set (the order is open). */
function compareCities(
  expected: readonly MirrorCity[],
  byId: ReadonlyMap<string, MirrorCity>,
  data: readonly unknown[],
): Difference[] {
  const ids = data.map((item) =>
    isRecord(item) && typeof item.id === "string" ? item.id.toLowerCase() : undefined,
  );
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    if (id === undefined) continue;
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  const wanted = new Set(expected.map((city) => city.id));
  const differences: Difference[] = [];
  const without = ids.filter((id) => id === undefined).length;
  if (without > 0)
    differences.push({
      aspect: "cities.id",
      expected: "an id on every city",
      seen: `${without} cities without one`,
    });
  const missing = expected.map((city) => city.id).filter((id) => !seen.has(id));
  if (missing.length > 0)
    differences.push({
      aspect: "cities.missing",
      expected: `cities ${nameIds(missing)}`,
      seen: "not listed",
    });
  const extra = [...seen].filter((id) => !wanted.has(id));
  if (extra.length > 0)
    differences.push({
      aspect: "cities.extra",
      expected: "only the cities matching",
      seen: `cities ${nameIds(extra)}`,
    });
  if (repeated.size > 0)
    differences.push({
      aspect: "cities.repeated",
      expected: "each city once",
      seen: `listed twice: ${nameIds([...repeated])}`,
    });
  const changed: string[] = [];
  let where: string | undefined;
  data.forEach((item, index) => {
    const id = ids[index];
    const city = id === undefined ? undefined : byId.get(id);
    if (id === undefined || city === undefined || changed.includes(id)) return;
    const path = firstJsonDifference(city.record, item);
    if (path === undefined) return;
    changed.push(id);
    where ??= path;
  });
  if (changed.length > 0) {
    differences.push({
      aspect: "cities.values",
      expected: "each city as the server's own list has it",
      seen: `cities ${nameIds(changed)} differ${where === undefined || where === "" ? "" : `, first at ${where}`}`,
    });
  }
  return differences;
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
    const city = readCity(record);
    if (city === undefined)
      return {
        inside: false,
        reason: `the mirror's city #${position + 1} has no readable id, name or state.id`,
      };
    cities.push(city);
  }
  const byId = new Map(cities.map((city) => [city.id, city]));
  const name =
    filter.cityName === undefined ? undefined : nameMatcher(choices.cityName!, filter.cityName);
  const expected = cities.filter((city) => matches(city, filter, name));
  return {
    inside: true,
    expectation: {
      nonEmpty: expected.length > 0,
      differences: (seen): readonly Difference[] => {
        if (seen.status !== 200)
          return [{ aspect: "status", expected: "200", seen: String(seen.status) }];
        const body = seen.body;
        if (!isRecord(body) || !Array.isArray(body.data)) {
          return [{ aspect: "body", expected: "an envelope with a data array", seen: "none" }];
        }
        return compareCities(expected, byId, body.data);
      },
    },
  };
}
