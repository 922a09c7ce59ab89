/**
 * A least-recently-used cache of compressed bodies under a byte budget: large stable answers
 * (the full v1 list, take=5000 pages) are compressed once and then served from here.
 */
export class CompressedCache {
  private readonly entries = new Map<string, readonly Buffer[]>();
  private bytes = 0;

  /** @param budget most bytes kept; an entry larger than the budget is never kept. */
  constructor(readonly budget: number) {}

  /** The chunks kept under `key`, marking them recently used. */
  get(key: string): readonly Buffer[] | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps chunks under `key`, dropping the least recently used entries to stay in budget. */
  set(key: string, chunks: readonly Buffer[]): void {
    const size = sizeOf(chunks);
    if (size > this.budget) return;
    this.delete(key);
    this.entries.set(key, chunks);
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(value);
    }
  }

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(old);
  }
}

/** Total bytes of chunks. */
export function sizeOf(chunks: readonly Uint8Array[]): number {
  let size = 0;
  for (const chunk of chunks) size += chunk.length;
  return size;
}
