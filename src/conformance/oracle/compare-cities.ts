import { isRecord } from "../../is-record";
import { firstJsonDifference } from "./first-json-difference";
import { nameIds } from "./name-ids";
import type { Difference } from "./oracle";
import type { MirrorCity } from "./read-mirror-city";

/** How a seen cities list differs from the expected one, compared as a set (the order is open). */
export function compareCities(
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
