/** Whether a value is a plain JSON object (not null, not an array): the one such check. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
