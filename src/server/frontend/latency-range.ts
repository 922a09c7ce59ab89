/** A range of added latency in milliseconds, both ends included. */
export interface LatencyRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Reads `--latency` values: `250` (always 250 ms) or `100-400` (drawn from 100 to 400 ms).
 * Returns an error message instead for anything else.
 */
export function parseLatencyRange(text: string): LatencyRange | string {
  const match = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(text.trim());
  if (match === null) return `must be MS or MIN-MAX in milliseconds (e.g. 100-400), got "${text}"`;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) return `must be MIN-MAX with MIN at most MAX, got "${text}"`;
  return { min, max };
}
