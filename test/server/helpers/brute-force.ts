import type { World, WorldOccurrence } from "../../../src/world/world";

/** A v2 occurrences request as the tests write it: the raw parameter values. */
export interface BruteQuery {
  readonly idState?: string;
  readonly idCities?: readonly string[];
  readonly initialdate?: string;
  readonly finaldate?: string;
  readonly typeOccurrence?: "all" | "withVictim" | "withoutVictim";
  readonly order?: "ASC" | "DESC";
}

/** The calendar day of an ISO instant in a zone `offsetMinutes` east of UTC. */
export function dayIn(iso: string, offsetMinutes: number): string {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * What GET /api/v2/occurrences must return, computed the slow and obvious way from the v2
 * records alone (no index, no parser): every occurrence checked against every filter, then
 * sorted by date and id. Independent of src/query on purpose.
 */
export function bruteForce(world: World, query: BruteQuery, offsetMinutes = 0): WorldOccurrence[] {
  const matching = world.occurrences.filter((occurrence) => {
    const record = occurrence.v2;
    const day = dayIn(record.date, offsetMinutes);
    const hasVictim = record.victims.length > 0;
    return (
      (query.idState === undefined || record.state.id === query.idState.toLowerCase()) &&
      (query.idCities === undefined ||
        query.idCities.some((uuid) => uuid.toLowerCase() === record.city.id)) &&
      (query.initialdate === undefined || day >= query.initialdate) &&
      (query.finaldate === undefined || day <= query.finaldate) &&
      (query.typeOccurrence === undefined ||
        query.typeOccurrence === "all" ||
        (query.typeOccurrence === "withVictim") === hasVictim)
    );
  });
  const sorted = [...matching].sort(
    (a, b) => Date.parse(a.v2.date) - Date.parse(b.v2.date) || a.id - b.id,
  );
  return query.order === "DESC" ? sorted.reverse() : sorted;
}

/** The query string of a request: repeated parameters for lists, in a fixed order. */
export function toQueryString(
  params: Readonly<Record<string, string | readonly string[] | number | undefined>>,
): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const item of values)
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(item)}`);
  }
  return pairs.join("&");
}
