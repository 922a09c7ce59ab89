import { grown } from "./grown";
import type { ListRanges } from "./list-ranges";

/** Items a ListRangesBuilder has room for at first; it doubles when full. */
const FIRST_ROOM = 1024;

/**
 * ListRanges built item by item (push), in typed arrays that double when full: their memory is
 * outside the JS heap, and growing leaves no garbage there.
 */
export class ListRangesBuilder {
  private starts = new Float64Array(FIRST_ROOM);
  private ends = new Float64Array(FIRST_ROOM);
  private compact = new Uint8Array(FIRST_ROOM);
  private used = 0;

  /** How many items were pushed. */
  get count(): number {
    return this.used;
  }

  /** Adds an item's range, and whether it is compact. */
  push(start: number, end: number, compact: boolean): void {
    if (this.used === this.starts.length) {
      const room = 2 * this.used;
      this.starts = grown(this.starts, room);
      this.ends = grown(this.ends, room);
      this.compact = grown(this.compact, room);
    }
    this.starts[this.used] = start;
    this.ends[this.used] = end;
    this.compact[this.used] = compact ? 1 : 0;
    this.used++;
  }

  /**
   * The items pushed so far, as views of the builder's arrays: items pushed later are not in
   * them, and those in them never change.
   */
  ranges(): ListRanges {
    const used = this.used;
    return {
      starts: this.starts.subarray(0, used),
      ends: this.ends.subarray(0, used),
      compact: this.compact.subarray(0, used),
    };
  }
}
