/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * The instant (epoch ms) a calendar day `YYYY-MM-DD` starts in the zone `offsetMinutes` east of
 * UTC: `2024-05-01` at `-03:00` starts at 2024-05-01T03:00:00.000Z. The year is taken as written,
 * 0024 included (Date.UTC would read years 0-99 as 1900-1999).
 */
export function dayStart(date: string, offsetMinutes: number): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(0).setUTCFullYear(year, month - 1, day) - offsetMinutes * 60_000;
}
