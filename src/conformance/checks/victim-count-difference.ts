import type { ColumnDifference } from "./column-difference";

/** The v1 count columns, each with the v2 victims it counts (dead or not, civilian or not). */
const COUNTED = [
  ["qtd_morto_civil_ocorrencia", true, true],
  ["qtd_morto_agen_segur_ocorrencia", true, false],
  ["qtd_ferido_civil_ocorrencia", false, true],
  ["qtd_ferido_agen_segur_ocorrencia", false, false],
] as const;

/** The situations and person types whose counts v1 columns are known to hold. */
const SITUATIONS = new Set(["Dead", "Wounded"]);
const PERSON_TYPES = new Set(["Civilian", "Agent"]);

/**
 * How a v1 row's victim counts differ from its v2 record's victims (api-v1 9: occurrence rows
 * carry counts of dead and wounded instead of nested victim lists);
 * undefined when they agree or cannot be read. The values of situation and personType are not
 * shown (api-v2 2.3), so only victims of the known ones are judged: when every victim is Dead or
 * Wounded (the values real payloads carry), the four columns summed are the victims; when every
 * one is also a Civilian or an Agent, each column is its own kind's count. A victim of another
 * situation (one the v1 columns may not count) leaves the row unjudged.
 */
export function victimCountDifference(
  item: Readonly<Record<string, unknown>>,
  row: Readonly<Record<string, unknown>>,
): ColumnDifference | undefined {
  const victims = item.victims;
  const counts = COUNTED.map(([column]) => row[column]);
  if (!Array.isArray(victims) || !counts.every((count) => typeof count === "number"))
    return undefined;
  const read = victims.map((victim: unknown) => {
    const { situation, personType } = (victim ?? {}) as Record<string, unknown>;
    return { situation, personType };
  });
  if (!read.every(({ situation }) => SITUATIONS.has(String(situation)))) return undefined;
  const total = (counts as number[]).reduce((sum, count) => sum + count, 0);
  if (total !== victims.length)
    return { column: "victims", expected: String(victims.length), seen: String(total) };
  if (!read.every(({ personType }) => PERSON_TYPES.has(String(personType)))) return undefined;
  for (const [column, dead, civilian] of COUNTED) {
    const expected = read.filter(
      ({ situation, personType }) =>
        (situation === "Dead") === dead && (personType === "Civilian") === civilian,
    ).length;
    if (row[column] !== expected)
      return { column, expected: String(expected), seen: String(row[column]) };
  }
  return undefined;
}
