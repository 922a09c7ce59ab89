import type { Randomizer } from "@faker-js/faker";

/** The murmur3 finaliser: a bijection on 32-bit integers that spreads every input bit. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The one seeded random source of the kit (sfc32): faker's randomizer in the world, so the
 * world's own draws and faker's share one stream, and conformance's draws of queries (the same
 * seed draws the same cases). Seeding costs a few operations (faker's default
 * Mersenne Twister costs ~36 µs per seed, too slow to reseed per record). Integer arithmetic only,
 * so a seed gives the same numbers on every machine.
 */
export class SeededRandom implements Randomizer {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  /** Creates a source seeded with `seed` (see {@link seed}). */
  constructor(seed: number | readonly number[] = 0) {
    this.seed(seed);
  }

  /**
   * Seeds the source. Up to three 32-bit parts (e.g. [world seed, record id, purpose]) enter the
   * state through a bijection each, so distinct part lists give distinct streams; further
   * parts are folded into the third.
   */
  seed(seed: number | readonly number[]): void {
    const parts = typeof seed === "number" ? [seed] : seed;
    let third = parts[2] ?? 0;
    for (let i = 3; i < parts.length; i++) third = mix32(third ^ (parts[i] ?? 0)) + i;
    this.a = mix32((parts[0] ?? 0) ^ 0x9e3779b9);
    this.b = mix32((parts[1] ?? 0) ^ 0x7f4a7c15);
    this.c = mix32(third ^ 0x2545f491);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, count). */
  below(count: number): number {
    return Math.floor(this.next() * count);
  }

  /** An integer in [min, max], both inclusive. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)];
    if (item === undefined) throw new Error("SeededRandom.pick: empty list");
    return item;
  }

  /** A shuffled copy of a list (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.between(0, i);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}
