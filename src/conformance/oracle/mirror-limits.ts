/**
 * The bounds of the mirror (readMirror): how many records its window may hold, how wide it may
 * grow and how many requests reading it may take.
 */
export const MIRROR_LIMITS = Object.freeze({
  /**
   * The most v2 records the window holds: it is narrowed (fewer days, another state) until it fits.
   */
  maxRecords: 2000,
  /** The records the window grows to hold, when days are sparse (more days, up to maxDays). */
  wantRecords: 500,
  /** The most days the window spans. */
  maxDays: 4000,
  /** Days read each side of the window, so any reading of a bound inside it lies in the mirror. */
  marginDays: 1,
  /**
   * The take asked when the server's largest take is not settled (then 100, then 10, on refusal).
   */
  takes: [1000, 100, 10] as readonly number[],
  /** The most pages of one reading (ASC or DESC): the window is sized to fit them. */
  maxPages: 10,
  /** Requests after which the DESC reading is left out. */
  descBudget: 30,
  /** The most v1 occurrence lists the window's v1 rows are read in, under a v1 cap. */
  maxV1Lists: 80,
  /** The most v1 cities lists the v1 cities are read in, under a v1 cap (pieces by Populacao). */
  maxV1CityLists: 40,
  /** The most states (one anchor day each) tried for a window that fits. */
  maxCandidates: 6,
});
