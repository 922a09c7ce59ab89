/**
 * One whole answer kept by the front handler: its status, its headers as the request core gave
 * them, its body, and the compressed variants made the first time a client asked for them.
 */
export interface CachedAnswer {
  /** HTTP status (only 200 answers are kept). */
  readonly status: number;
  /** The core's headers (Content-Type, CORS, freshness…), names as sent. */
  readonly headers: Readonly<Record<string, string>>;
  /** The identity body. */
  readonly body: Buffer;
  /**
   * Where the transport's batches of the core's chunks ended in `body` (batchEnds), so a large
   * body is streamed through a compressor in the same writes, giving the same bytes.
   */
  readonly batchEnds: readonly number[];
  /** The gzip body, once a client asked for it. */
  gzip?: Buffer;
  /** The brotli body, once a client asked for it. */
  br?: Buffer;
}

/** What an entry costs besides its bodies: the Map slot, the object, the header strings. */
const ENTRY_OVERHEAD = 256;

function headerBytes(headers: Readonly<Record<string, string>>): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) bytes += 2 * (name.length + value.length);
  return bytes;
}

/**
 * A least-recently-used cache of whole answers under a byte budget: every byte an entry holds
 * (its key, headers, identity body and compressed variants, and a fixed overhead) counts, and
 * the least recently used entries are dropped until the total is within the budget again.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { entry: CachedAnswer; bytes: number }>();
  private held = 0;

  /** @param budget most bytes held; 0 keeps nothing. */
  constructor(readonly budget: number) {}

  /** The answer kept under `key`, marked as the most recently used. */
  get(key: string): CachedAnswer | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.entry;
  }

  /** Keeps an answer under `key` (replacing any), then evicts down to the budget. */
  set(key: string, entry: CachedAnswer): void {
    this.remove(key);
    const bytes =
      ENTRY_OVERHEAD +
      2 * key.length +
      headerBytes(entry.headers) +
      8 * entry.batchEnds.length +
      entry.body.length +
      (entry.gzip?.length ?? 0) +
      (entry.br?.length ?? 0);
    if (bytes > this.budget) return;
    this.entries.set(key, { entry, bytes });
    this.held += bytes;
    this.evict();
  }

  /** Counts `bytes` more for the entry under `key` (a compressed variant added), then evicts. */
  grow(key: string, bytes: number): void {
    const slot = this.entries.get(key);
    if (slot === undefined) return;
    slot.bytes += bytes;
    this.held += bytes;
    this.evict();
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.held;
  }

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const slot = this.entries.get(key);
    if (slot === undefined) return;
    this.entries.delete(key);
    this.held -= slot.bytes;
  }

  private evict(): void {
    for (const [key, slot] of this.entries) {
      if (this.held <= this.budget) return;
      this.entries.delete(key);
      this.held -= slot.bytes;
    }
  }
}
