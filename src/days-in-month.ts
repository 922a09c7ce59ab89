/** Days in each month of a common year (index 1 to 12). */
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The days of a month of the Gregorian calendar (leap years by the rule of 4, 100 and 400), or 0
 * for a month outside 1 to 12.
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS[month] ?? 0;
}
