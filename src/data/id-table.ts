/** Slots of an IdTable at first (a power of two); it doubles past half full. */
const FIRST_SLOTS = 1024;

/**
 * The records kept so far by id: a hash table of (id hash, record index) pairs in typed arrays,
 * open addressing. Ids of equal hash are told apart by `same(index)`, which compares the id's
 * bytes with those of the record at index. No string and no Map entry per record (a Map of
 * 100,000 ids took about 4 MB of V8's heap, and as much again in the copies it left as it grew).
 */
export class IdTable {
  /** Each slot's id hash (meaningful where `indexes` is not 0). */
  private hashes = new Int32Array(FIRST_SLOTS);
  /** Each slot's record index + 1; 0 for an empty slot. */
  private indexes = new Int32Array(FIRST_SLOTS);
  private used = 0;

  /** The index of the record whose id has `hash` and for which `same` holds, if any. */
  find(hash: number, same: (index: number) => boolean): number | undefined {
    const mask = this.indexes.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const stored = this.indexes[slot]!;
      if (stored === 0) return undefined;
      if (this.hashes[slot] === hash && same(stored - 1)) return stored - 1;
    }
  }

  /** Adds a record's index under its id's hash (an id not found before). */
  add(hash: number, index: number): void {
    if (2 * (this.used + 1) > this.indexes.length) this.grow();
    this.place(hash, index + 1);
    this.used++;
  }

  private place(hash: number, stored: number): void {
    const mask = this.indexes.length - 1;
    let slot = hash & mask;
    while (this.indexes[slot] !== 0) slot = (slot + 1) & mask;
    this.hashes[slot] = hash;
    this.indexes[slot] = stored;
  }

  private grow(): void {
    const hashes = this.hashes;
    const indexes = this.indexes;
    this.hashes = new Int32Array(2 * hashes.length);
    this.indexes = new Int32Array(2 * indexes.length);
    for (let slot = 0; slot < indexes.length; slot++) {
      if (indexes[slot] !== 0) this.place(hashes[slot]!, indexes[slot]!);
    }
  }
}
