/**
 * The fixed date window every occurrence falls in: 2023-01-01T00:00:00.000Z to
 * 2024-12-31T23:59:00.000Z (UTC, both inclusive, whole minutes). All four covered states have
 * real data in it (Belém since 2023). Nothing in the world depends on today's date.
 */
export const WORLD_WINDOW = {
  /** First day, YYYY-MM-DD. */
  first: "2023-01-01",
  /** Last day, YYYY-MM-DD. */
  last: "2024-12-31",
  /** First instant, epoch ms. */
  start: Date.UTC(2023, 0, 1, 0, 0),
  /** Last instant, epoch ms (the last minute of the last day). */
  end: Date.UTC(2024, 11, 31, 23, 59),
  /** The data's "last update" (X-Last-Update): the instant after the window, epoch ms. */
  lastUpdate: Date.UTC(2025, 0, 1, 0, 0),
} as const;
