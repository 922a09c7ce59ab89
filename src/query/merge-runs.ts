import { comparePositions } from "./compare-positions";
import type { OccurrenceIndex } from "./occurrence-index";
import type { Selection } from "./selection";

function mergeTwo(a: Int32Array, b: Int32Array, index: OccurrenceIndex): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (comparePositions(index, x, y) < 0) {
      out[k++] = x;
      i += 1;
    } else {
      out[k++] = y;
      j += 1;
    }
  }
  out.set(a.subarray(i), k);
  out.set(b.subarray(j), k + a.length - i);
  return out;
}

/**
 * Merges runs of disjoint sorted lists (one per city) into one list in the same order, by date
 * then id: pairwise, so k runs of n positions in all cost n·log k.
 */
export function mergeRuns(runs: readonly Selection[], index: OccurrenceIndex): Selection {
  let lists = runs.map((run) => run.list.subarray(run.start, run.end));
  while (lists.length > 1) {
    const next: Int32Array[] = [];
    for (let i = 0; i < lists.length; i += 2) {
      const a = lists[i]!;
      const b = lists[i + 1];
      next.push(b === undefined ? a : mergeTwo(a, b, index));
    }
    lists = next;
  }
  const list = lists[0] ?? new Int32Array(0);
  return { list, start: 0, end: list.length };
}
