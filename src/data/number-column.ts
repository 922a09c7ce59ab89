/** Elements per chunk of a NumberColumn (2^16). */
const CHUNK_SHIFT = 16;
const CHUNK = 1 << CHUNK_SHIFT;
const MASK = CHUNK - 1;

/** The typed arrays a NumberColumn keeps its numbers in. */
export type ColumnArray = Float64Array | Int32Array | Uint8Array;

/**
 * A list of numbers that grows by push, kept in typed arrays of 65,536 numbers each: no number
 * boxed, no JS array on the heap (a captured world's 100,000 records once took a dozen of those,
 * and each growth left a copy for the collector), and growing copies nothing.
 */
export class NumberColumn {
  private readonly chunks: ColumnArray[] = [];
  private used = 0;

  /**
   * `make` gives a chunk: new Float64Array(size) for any number, Int32Array or Uint8Array for less.
   */
  constructor(private readonly make: (size: number) => ColumnArray) {}

  /** How many numbers were pushed. */
  get length(): number {
    return this.used;
  }

  /** Adds a number at the end. */
  push(value: number): void {
    const at = this.used & MASK;
    if (at === 0) this.chunks.push(this.make(CHUNK));
    this.chunks[this.used >>> CHUNK_SHIFT]![at] = value;
    this.used++;
  }

  /** The number at `index` (0 ≤ index < length). */
  get(index: number): number {
    return this.chunks[index >>> CHUNK_SHIFT]![index & MASK]!;
  }
}
