/**
 * How long a 429's Retry-After asks to wait, in ms: delta-seconds or an HTTP date; `fallbackMs`
 * when the header is absent or unreadable; never more than `capMs`, never negative.
 */
export function retryAfterMs(
  header: string | undefined | null,
  capMs: number,
  fallbackMs = 1000,
  now: number = Date.now(),
): number {
  let wait = fallbackMs;
  const text = header?.trim() ?? "";
  if (/^\d+(\.\d+)?$/.test(text)) wait = Number(text) * 1000;
  else if (text !== "" && !Number.isNaN(Date.parse(text))) wait = Date.parse(text) - now;
  return Math.min(capMs, Math.max(0, Math.round(wait)));
}
