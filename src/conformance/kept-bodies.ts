import {
  closeSync,
  mkdtempSync,
  openSync,
  readSync,
  rmdirSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";

/** The bytes of answers a run keeps in memory, and the parses it keeps, by default: 16 MiB. */
export const KEPT_IN_MEMORY_BYTES = 16 * 1024 * 1024;

/**
 * How a body leaving memory is compressed: Brotli at quality 0, several times faster than
 * deflate at level 1 on JSON answers, and smaller.
 */
function pack(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 0,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

/** One kept body: its bytes in memory, or where its compressed bytes lie. */
export interface KeptBody {
  /** The body's length in bytes. */
  readonly length: number;
}

interface Slot extends KeptBody {
  bytes?: Buffer;
  /** Compressed bytes kept in memory when no spill file could be written. */
  packed?: Buffer;
  at?: number;
  stored?: number;
}

const closeFile = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed: nothing to free
  }
});

/**
 * The answers of a run, kept for the checks that compare answers at its end, in bounded memory:
 * the newest bodies stay in memory up to `budget` bytes; older ones are compressed into a file
 * that has no name (unlinked as soon as it is open, so nothing is left behind, even on a crash)
 * and read back when a check asks. Parses are kept the same way: the newest, up to `budget`
 * bytes of the bodies they came from; an older one is parsed again when asked for. Readings (what
 * the checks read of a body, much smaller than its parse) are kept the same way under their own,
 * budget, so that a check reading an older answer seldom parses it again.
 */
export class KeptBodies {
  private readonly inMemory: Slot[] = [];
  private held = 0;
  private readonly parses = new Map<Slot, unknown>();
  private parsedBytes = 0;
  private readonly readings = new Map<Slot, unknown>();
  private readBytes = 0;
  private fd: number | undefined | null;
  private end = 0;

  /**
   * @param budget the bytes of bodies, and of bodies parsed, kept in memory (each).
   * @param readingBudget the bytes of bodies whose readings are kept in memory.
   */
  constructor(
    private readonly budget = KEPT_IN_MEMORY_BYTES,
    private readonly readingBudget = budget,
  ) {}

  /** The bytes of bodies held in memory now (the newest body always is, whatever its size). */
  get inMemoryBytes(): number {
    return this.held;
  }

  /** Keeps a body; older bodies leave memory while more than the budget is held. */
  keep(bytes: Buffer): KeptBody {
    const slot: Slot = { length: bytes.byteLength, bytes };
    this.inMemory.push(slot);
    this.held += slot.length;
    while (this.held > this.budget && this.inMemory.length > 1) this.spill(this.inMemory.shift());
    return slot;
  }

  /** The bytes of a kept body (read back and decompressed when it left memory). */
  bytesOf(body: KeptBody): Buffer {
    const slot = body as Slot;
    if (slot.bytes !== undefined) return slot.bytes;
    if (slot.packed !== undefined) return brotliDecompressSync(slot.packed);
    const packed = Buffer.allocUnsafe(slot.stored ?? 0);
    readSync(this.fd ?? -1, packed, 0, packed.byteLength, slot.at ?? 0);
    return brotliDecompressSync(packed);
  }

  /** The parse of a kept body: the one kept, or `parse(bytes)`, kept as the newest. */
  parsed(body: KeptBody, parse: (bytes: Buffer) => unknown): unknown {
    const slot = body as Slot;
    if (this.parses.has(slot)) {
      const value = this.parses.get(slot);
      this.parses.delete(slot);
      this.parses.set(slot, value);
      return value;
    }
    const value = parse(this.bytesOf(slot));
    this.parsedBytes = newest(this.parses, slot, value, this.parsedBytes, this.budget);
    return value;
  }

  /**
   * What a check reads of a kept body (`read()`, given the body's parse): the one kept, or
   * `read()`, kept as the newest. The newest readings are kept up to the reading budget.
   */
  reading<T>(body: KeptBody, read: () => T): T {
    const slot = body as Slot;
    if (this.readings.has(slot)) {
      const value = this.readings.get(slot) as T;
      this.readings.delete(slot);
      this.readings.set(slot, value);
      return value;
    }
    const value = read();
    this.readBytes = newest(this.readings, slot, value, this.readBytes, this.readingBudget);
    return value;
  }

  private spill(slot: Slot | undefined): void {
    if (slot?.bytes === undefined) return;
    const packed = pack(slot.bytes);
    this.held -= slot.length;
    delete slot.bytes;
    const fd = this.file();
    try {
      if (fd === undefined) throw new Error("no spill file");
      writeSync(fd, packed, 0, packed.byteLength, this.end);
      slot.at = this.end;
      slot.stored = packed.byteLength;
      this.end += packed.byteLength;
    } catch {
      // No file (or a full disk): the compressed bytes stay in memory.
      slot.packed = packed;
    }
  }

  private file(): number | undefined {
    if (this.fd !== undefined) return this.fd ?? undefined;
    try {
      const dir = mkdtempSync(join(tmpdir(), "conform-bodies-"));
      const path = join(dir, "bodies");
      this.fd = openSync(path, "w+", 0o600);
      unlinkSync(path);
      rmdirSync(dir);
      closeFile.register(this, this.fd);
    } catch {
      this.fd = null;
    }
    return this.fd ?? undefined;
  }
}

/**
 * Adds `value` to `cache` as its newest entry, then drops the oldest while the bodies they came
 * from pass `budget` bytes (the newest always stays); returns the bytes held after.
 */
function newest(
  cache: Map<Slot, unknown>,
  slot: Slot,
  value: unknown,
  held: number,
  budget: number,
): number {
  cache.set(slot, value);
  let bytes = held + slot.length;
  for (const [oldest] of cache) {
    if (bytes <= budget || cache.size <= 1) break;
    cache.delete(oldest);
    bytes -= oldest.length;
  }
  return bytes;
}
