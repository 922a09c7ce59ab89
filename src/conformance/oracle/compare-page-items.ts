import { isRecord } from "../../is-record";
import type { Order } from "../../query";
import { firstJsonDifference } from "./first-json-difference";
import type { MirrorRecord } from "./mirror";
import { abbreviateId, nameIds } from "./name-ids";
import type { Difference } from "./oracle";
import type { MirrorOccurrence } from "./read-mirror-occurrence";

/** A page the oracle expects, placed in the whole matching set. */
export interface ExpectedPage {
  /** The mirror's occurrences as read, by position (the mirror's ASC list). */
  readonly occurrences: readonly MirrorOccurrence[];
  /** The same, as the server answered them (what an item is compared with). */
  readonly records: readonly MirrorRecord[];
  /** Each mirror position by id (lower case). */
  readonly positionOf: ReadonlyMap<string, number>;
  /** The whole matching set, positions in the order asked. */
  readonly ordered: readonly number[];
  /** The page: ordered[start] … ordered[end - 1]. */
  readonly start: number;
  readonly end: number;
  /** The order asked. */
  readonly order: Order;
  /**
   * Whether the server's order of records of equal date is settled for this page: its DESC list
   * read whole is its ASC list reversed exactly, and the page is asked at the take the mirror was
   * read with (a server may order a tie otherwise at another take; the spec orders no ties). The
   * oracle then expects it exactly inside the page; otherwise records of equal date compare as
   * sets. Either way a page edge inside a tie must hold the right number of the tie's records,
   * any of them.
   */
  readonly tiesExact: boolean;
}

function dateOf(occurrence: MirrorOccurrence): string {
  return new Date(occurrence.time).toISOString();
}

/** The seen items' ids, lower case (undefined for an item without a string id). */
function seenIds(items: readonly unknown[]): (string | undefined)[] {
  return items.map((item) =>
    isRecord(item) && typeof item.id === "string" ? item.id.toLowerCase() : undefined,
  );
}

/**
 * How a page of seen items differs from the expected page: items missing, extra or listed twice,
 * the first pair out of order, a page edge inside a tie holding the wrong number of the tie's
 * records, and items whose content differs from the server's own record.
 */
export function comparePageItems(expected: ExpectedPage, items: readonly unknown[]): Difference[] {
  const { occurrences, records, positionOf, ordered, start, end, order, tiesExact } = expected;
  const page = ordered.slice(start, end);
  const idOf = (position: number): string => occurrences[position]!.id;
  const expectedIds = new Set(page.map(idOf));
  const rank = new Map<string, number>();
  ordered.forEach((position, index) => {
    const time = occurrences[position]!.time;
    rank.set(idOf(position), tiesExact ? index : order === "ASC" ? time : -time);
  });
  // A tie cut by a page edge may lend any of its records, settled order or not: a server may
  // order a tie otherwise at another take (another plan for another LIMIT), and the spec orders
  // no ties; inside the page a settled order is held exactly.
  const edgeTimes = new Set<number>();
  if (start < end) {
    const timeAt = (index: number): number | undefined => {
      const position = ordered[index];
      return position === undefined ? undefined : occurrences[position]!.time;
    };
    if (timeAt(start - 1) === timeAt(start)) edgeTimes.add(timeAt(start)!);
    if (timeAt(end) === timeAt(end - 1)) edgeTimes.add(timeAt(end - 1)!);
  }
  const inEdgeTie = (id: string): boolean => {
    const position = positionOf.get(id);
    return position !== undefined && rank.has(id) && edgeTimes.has(occurrences[position]!.time);
  };

  const ids = seenIds(items);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const unique: string[] = [];
  for (const id of ids) {
    if (id === undefined) continue;
    if (seen.has(id)) repeated.add(id);
    else unique.push(id);
    seen.add(id);
  }
  const differences: Difference[] = [];
  const without = ids.filter((id) => id === undefined).length;
  if (without > 0) {
    differences.push({
      aspect: "items.id",
      expected: "an id on every item",
      seen: `${without} items without one`,
    });
  }
  const missing = page.map(idOf).filter((id) => !seen.has(id) && !inEdgeTie(id));
  if (missing.length > 0) {
    differences.push({
      aspect: "items.missing",
      expected: `items ${nameIds(missing)}`,
      seen: "not listed",
    });
  }
  const extra = unique.filter((id) => !expectedIds.has(id) && !inEdgeTie(id));
  if (extra.length > 0) {
    const why = extra.every((id) => positionOf.has(id))
      ? "not on this page"
      : "not on this page or not in the mirror";
    differences.push({ aspect: "items.extra", expected: why, seen: `items ${nameIds(extra)}` });
  }
  if (repeated.size > 0) {
    differences.push({
      aspect: "items.repeated",
      expected: "each item once",
      seen: `listed twice: ${nameIds([...repeated])}`,
    });
  }
  for (const time of edgeTimes) {
    const tie = (id: string): boolean =>
      inEdgeTie(id) && occurrences[positionOf.get(id)!]!.time === time;
    const wanted = page.map(idOf).filter(tie).length;
    const held = unique.filter(tie).length;
    if (wanted !== held) {
      const date = new Date(time).toISOString();
      differences.push({
        aspect: "items.ties",
        expected: `${wanted} of the records dated ${date} (a tie cut by the page edge)`,
        seen: String(held),
      });
    }
  }
  const ranked = unique.filter((id) => rank.has(id));
  for (let i = 1; i < ranked.length; i += 1) {
    const a = ranked[i - 1]!;
    const b = ranked[i]!;
    if (rank.get(a)! > rank.get(b)!) {
      const label = (id: string): string =>
        `${abbreviateId(id)} (${dateOf(occurrences[positionOf.get(id)!]!)})`;
      differences.push({
        aspect: "items.order",
        expected: `${label(b)} before ${label(a)} (order=${order})`,
        seen: `${label(a)} before ${label(b)}`,
      });
      break;
    }
  }
  const changed: string[] = [];
  let where: string | undefined;
  items.forEach((item, index) => {
    const id = ids[index];
    const position = id === undefined ? undefined : positionOf.get(id);
    if (id === undefined || position === undefined) return;
    const path = firstJsonDifference(records[position], item);
    if (path === undefined || changed.includes(id)) return;
    changed.push(id);
    where ??= path;
  });
  if (changed.length > 0) {
    differences.push({
      aspect: "items.values",
      expected: "each item as the server's own record of it",
      seen: `items ${nameIds(changed)} differ${where === undefined || where === "" ? "" : `, first at ${where}`}`,
    });
  }
  return differences;
}
