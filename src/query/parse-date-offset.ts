/**
 * Reads a UTC offset, `Z` or `±HH:MM` (e.g. `-03:00` for Brasília), into minutes east of UTC.
 * Undefined when the text is not such an offset.
 */
export function parseDateOffset(text: string): number | undefined {
  if (text === "Z") return 0;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(text);
  if (match === null) return undefined;
  const [, sign, hours = "", minutes = ""] = match;
  const total = Number(hours) * 60 + Number(minutes);
  if (Number(hours) > 14 || Number(minutes) > 59) return undefined;
  return sign === "-" ? -total : total;
}
