/**
 * Buffers given back for reuse (the copies of runs a worker sends back): a run's copy made and
 * freed every time left the allocator holding about 45 MB more at the end of a large load
 * (glibc serves such sizes from its heap, which freeing in another thread does not shrink).
 * At most `most` are kept; one too small for a copy is let go, so they stay few whatever the
 * sizes asked.
 */
export class SpareBuffers {
  private readonly spare: ArrayBuffer[] = [];

  constructor(private readonly most: number) {}

  /** How many are kept. */
  get size(): number {
    return this.spare.length;
  }

  /**
   * A copy of `bytes` at the start of a buffer of its own: a spare one when one is large enough.
   */
  copyOf(bytes: Uint8Array): Uint8Array {
    const found = this.spare.findIndex((buffer) => buffer.byteLength >= bytes.length);
    if (found < 0) this.spare.pop();
    // Runs differ in size by a record or so: a new buffer has room for a larger one.
    const buffer =
      found < 0 ? new ArrayBuffer(Math.ceil(bytes.length * 1.25)) : this.spare.splice(found, 1)[0]!;
    const copy = new Uint8Array(buffer, 0, bytes.length);
    copy.set(bytes);
    return copy;
  }

  /** Keeps a buffer given back, while fewer than `most` are kept (none once closed). */
  giveBack(buffer: ArrayBuffer): void {
    if (!this.closed && this.spare.length < this.most) this.spare.push(buffer);
  }

  /** Lets every spare go, and those given back later: no more copies are coming. */
  close(): void {
    this.closed = true;
    this.spare.length = 0;
  }

  private closed = false;
}
