import type { V1Row } from "../read-body";

/** A v1 list answer as the cap reading sees it: a name for the report, and its rows. */
export interface CapList {
  readonly label: string;
  readonly rows: readonly V1Row[];
  /** A narrower list (a sub-query of this one) and the column that tells its rows apart. */
  readonly narrower?: { readonly list: CapList; readonly column: string; readonly value: string };
  /** The id column of the rows. */
  readonly id: string;
}

/** The cap of v1 lists as the answers show it, and why. */
export interface V1CapReading {
  /** The most rows any v1 list answers; undefined when no list is shown cut at one number. */
  readonly cap: number | undefined;
  /** One line for the report: what the lists showed. */
  readonly text: string;
}

/**
 * Whether a list is shown cut: its narrower list holds a row it lacks, or answers at least as
 * many rows although the list holds a row the narrower one cannot (another value of the column).
 */
function isCut(list: CapList): boolean {
  const narrower = list.narrower;
  if (narrower === undefined) return false;
  const ids = new Set(list.rows.map((row) => String(row[list.id])));
  const lacks = narrower.list.rows.some((row) => !ids.has(String(row[list.id])));
  const outside = list.rows.some((row) => String(row[narrower.column]) !== narrower.value);
  return lacks || (outside && narrower.list.rows.length >= list.rows.length);
}

/**
 * The cap of v1 lists (api-v1 4.3: paging not shown), read from the rows alone: a header the
 * spec does not state (X-Total-Count) is never read. A cap is one number for every answer: it is
 * settled when a list is shown cut (a narrower list holds rows it lacks, or as many), every list
 * shown cut answers the same number of rows, no list answers more, and at least two lists answer
 * exactly that many. Anything else is no cap: every list is then judged a whole answer.
 */
export function readV1Cap(lists: readonly CapList[]): V1CapReading {
  const all = lists.flatMap((list) =>
    list.narrower === undefined ? [list] : [list, list.narrower.list],
  );
  const cut = lists.filter(isCut);
  const most = Math.max(0, ...all.map((list) => list.rows.length));
  const atMost = all.filter((list) => list.rows.length === most);
  const describe = (list: CapList): string => `${list.label} (${list.rows.length} rows)`;
  if (cut.length === 0)
    return {
      cap: undefined,
      text: `v1 lists: none shown cut (${all.map(describe).join(", ")}); every list judged whole`,
    };
  const lengths = [...new Set(cut.map((list) => list.rows.length))];
  if (lengths.length === 1 && lengths[0] === most && atMost.length >= 2)
    return {
      cap: most,
      text: `v1 lists: capped at ${most} rows, one number for every answer (${atMost.map((list) => list.label).join(", ")} answered ${most} rows; ${cut.map((list) => list.label).join(", ")} shown cut by a narrower list); a list of ${most} rows is not compared as a whole set`,
    };
  return {
    cap: undefined,
    text: `v1 lists: ${cut.map(describe).join(", ")} shown cut by a narrower list, but no one number caps every answer (${all.map(describe).join(", ")}); every list judged whole`,
  };
}
