import { grown } from "./grown";
import type { ListRanges } from "./list-ranges";

/** Items a ListRangesBuilder has room for at first; it doubles when full. */
const FIRST_ROOM = 1024;

/**
 * ListRanges built item by item (push), in typed arrays that double when full: their memory is
 * outside the JS heap, and growing leaves no garbage there.
 */
export class ListRangesBuilder implements ListRanges {
  private startsRoom = new Float64Array(FIRST_ROOM);
  private endsRoom = new Float64Array(FIRST_ROOM);
  private compactRoom = new Uint8Array(FIRST_ROOM);
  private used = 0;

  /** How many items were pushed. */
  get count(): number {
    return this.used;
  }

  /** Adds an item's range, and whether it is compact. */
  push(start: number, end: number, compact: boolean): void {
    if (this.used === this.startsRoom.length) {
      const room = 2 * this.used;
      this.startsRoom = grown(this.startsRoom, room);
      this.endsRoom = grown(this.endsRoom, room);
      this.compactRoom = grown(this.compactRoom, room);
    }
    this.startsRoom[this.used] = start;
    this.endsRoom[this.used] = end;
    this.compactRoom[this.used] = compact ? 1 : 0;
    this.used++;
  }

  // Each of the three is a view of the builder's array as it is now: items pushed later are not
  // in it, and those in it never change.

  /** Start offsets of the items pushed so far, in order. */
  get starts(): Float64Array {
    return this.startsRoom.subarray(0, this.used);
  }

  /** End offsets (exclusive) of the items pushed so far. */
  get ends(): Float64Array {
    return this.endsRoom.subarray(0, this.used);
  }

  /** 1 for each item pushed so far that is compact, else 0. */
  get compact(): Uint8Array {
    return this.compactRoom.subarray(0, this.used);
  }
}
