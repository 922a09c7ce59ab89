import { nextTurn } from "./next-turn";

/**
 * Maps a large array a slice at a time, yielding to the event loop between slices, so building
 * 100,000 derived rows (about a second of work) never holds up the requests served meanwhile.
 */
export async function mapInSlices<T, U>(
  items: readonly T[],
  map: (item: T) => U,
  sliceSize = 2000,
): Promise<U[]> {
  const result: U[] = new Array<U>(items.length);
  for (let start = 0; start < items.length; start += sliceSize) {
    if (start > 0) await nextTurn();
    const end = Math.min(items.length, start + sliceSize);
    for (let i = start; i < end; i += 1) result[i] = map(items[i]!);
  }
  return result;
}
