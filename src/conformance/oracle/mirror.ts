/** A record as the server answered it (a JSON object; never assumed to validate). */
export type MirrorRecord = Readonly<Record<string, unknown>>;

/**
 * The window the mirror holds whole: one state and a range of days. Every v2 record whose state
 * is `stateUuid` and whose date falls on `firstDay`..`lastDay` (as the server reads those bounds,
 * see ServerChoices) is in the mirror; likewise the v1 rows of `v1StateId` on those days.
 */
export interface MirrorWindow {
  /** The state (v2 id, lower case). */
  readonly stateUuid: string;
  /** The same state's v1 `estado_id` (paired by name), when v1 is served. */
  readonly v1StateId?: number;
  /**
   * The v1 cities of that state (CidadeId) whose rows the mirror does not hold: one of their days
   * reaches the v1 cap (v1 has no paging and filters dates by whole days), so they cannot be read
   * whole. The v1 window is then the state's other cities: a v1 query is judged only when it asks
   * cidade_id[] of those. Absent when none is left out.
   */
  readonly v1LeftOut?: readonly number[];
  /**
   * First day held whole, `YYYY-MM-DD` (queries drawn inside the window bound their dates to it).
   */
  readonly firstDay: string;
  /** Last day held whole, `YYYY-MM-DD`. */
  readonly lastDay: string;
  /**
   * The bounds the records were read with (initialdate/finaldate, data_ocorrencia[gt]/[lt]),
   * `YYYY-MM-DD`: firstDay and lastDay widened by a margin (MIRROR_LIMITS.marginDays), so the
   * mirror also holds the records any reading of a bound inside the window may reach.
   */
  readonly readFirstDay?: string;
  readonly readLastDay?: string;
}

/**
 * What the server itself says it has, read to its end: the records of a bounded window and every
 * city and state. The oracle computes expected answers from it alone.
 */
export interface Mirror {
  readonly window: MirrorWindow;
  /**
   * The v2 occurrences of the window (and of a margin around it wide enough that any reading of
   * the bounds and zones is inside), in the order the server listed them with `order=ASC`.
   */
  readonly v2Occurrences: readonly MirrorRecord[];
  /** The same records as `order=DESC` listed them (the server's own order of ties), when read. */
  readonly v2OccurrencesDesc?: readonly MirrorRecord[];
  /** The take both lists were read with: the order of ties they show holds at that take. */
  readonly v2Take?: number;
  /** Every v2 city, as the v2 cities list answered them. */
  readonly v2Cities: readonly MirrorRecord[];
  /** The v1 rows of the window (and margin), when v1 is served, but of the cities left out. */
  readonly v1Occurrences?: readonly MirrorRecord[];
  /** Every v1 city row, when v1 is served. */
  readonly v1Cities?: readonly MirrorRecord[];
  /**
   * Why the v1 part (rows and cities) could not be read whole, when v1 is served but left out:
   * the v1 rules of the oracle are then not run for that reason; the v2 part stands.
   */
  readonly v1Unread?: string;
  /** The requests the mirror took to read. */
  readonly requests: number;
  /** What the mirror left out and why (e.g. the DESC reading, when it was not whole). */
  readonly notes?: readonly string[];
}
