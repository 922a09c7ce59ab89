import type { SeededRandom } from "../seeded-random";

/** A value and its relative weight. */
export type Weighted<T> = readonly [value: T, weight: number];

/** A list of values with relative weights, precomputed once and drawn from in O(log n). */
export class WeightedTable<T> {
  private readonly values: readonly T[];
  private readonly cumulative: readonly number[];
  private readonly total: number;

  /** Builds the table; every weight must be positive. */
  constructor(entries: readonly Weighted<T>[]) {
    if (entries.length === 0) throw new Error("WeightedTable: no entries");
    let total = 0;
    const cumulative: number[] = [];
    for (const [, weight] of entries) {
      if (!(weight > 0)) throw new Error(`WeightedTable: weight ${weight} is not positive`);
      total += weight;
      cumulative.push(total);
    }
    this.values = entries.map(([value]) => value);
    this.cumulative = cumulative;
    this.total = total;
  }

  /** Draws one value with probability proportional to its weight. */
  pick(random: SeededRandom): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }
}
