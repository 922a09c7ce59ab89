import { open, readFile } from "node:fs/promises";

/** The largest SharedArrayBuffer made at once; a larger file gets a buffer of its own. */
const SEGMENT_BYTES = 256 * 1024 * 1024;

/**
 * Room for the bytes of many files in a few SharedArrayBuffers, handed out in order. Files read
 * here are shared with the record workers without a copy or a transfer, and the main thread's
 * heap sees a few large allocations rather than one per file: V8 starts a full garbage
 * collection each time memory outside its heap grows by a step, so one buffer per file made
 * the main thread collect its whole heap again and again while the data arrived.
 */
export class SharedFileSpace {
  private segment: SharedArrayBuffer | undefined;
  private used = 0;

  /**
   * `planned`: the bytes of all files expected (a segment is sized for them, up to
   * `segmentBytes`, which is also the largest file given shared space).
   */
  constructor(
    private planned: number,
    private readonly segmentBytes = SEGMENT_BYTES,
  ) {}

  /** A view of `size` free bytes, or undefined when the file is better read on its own. */
  private take(size: number): Uint8Array | undefined {
    if (size > this.segmentBytes) return undefined;
    if (this.segment === undefined || this.used + size > this.segment.byteLength) {
      const length = Math.max(size, Math.min(this.segmentBytes, this.planned));
      try {
        this.segment = new SharedArrayBuffer(length);
      } catch {
        return undefined;
      }
      this.used = 0;
    }
    const view = new Uint8Array(this.segment, this.used, size);
    this.used += size;
    this.planned = Math.max(0, this.planned - size);
    return view;
  }

  /**
   * A file's bytes, read into shared space (or into a buffer of its own when it is too large, or
   * it changed size while read). Rejects as readFile does (the file cannot be read).
   */
  async read(path: string): Promise<Buffer> {
    const handle = await open(path, "r");
    try {
      const { size } = await handle.stat();
      const view = this.take(size);
      if (view === undefined) return await readFile(path);
      let filled = 0;
      while (filled < size) {
        const { bytesRead } = await handle.read(view, filled, size - filled, filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      // A file that grew since its size was read is read again whole, on its own.
      const more = filled === size ? await handle.read(Buffer.alloc(1), 0, 1, size) : undefined;
      if (more !== undefined && more.bytesRead > 0) return await readFile(path);
      return Buffer.from(view.buffer, view.byteOffset, filled);
    } finally {
      await handle.close();
    }
  }
}
