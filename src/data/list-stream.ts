import { ArrayScanError, JsonTokenizer, skipSpaceRun } from "../capture";
import type { ListRanges } from "./list-ranges";
import { ListRangesBuilder } from "./list-ranges-builder";

/** How far a ListStream has come: still reading items, at the list's end, or stuck. */
export const LIST_STREAM_STATES = ["items", "closed", "failed", "no-list"] as const;
/** How far a ListStream has come. */
export type ListStreamState = (typeof LIST_STREAM_STATES)[number];

const OPEN_BRACKET = 0x5b;

/**
 * Finds the items of a bare JSON array while its bytes arrive: each call of `scan` hands the
 * bytes read since the last to the JSON tokenizer, which reads on from where it stopped (in an
 * item, a string, an escape), and pushes the byte ranges of the items it finds whole (an item
 * counts once the comma or bracket after it is read). It parses nothing, as splitJsonList. A
 * document that is no bare array is `no-list`; one that is not well formed around its items (or
 * ends early) is `failed`, and its reader reads it the general way, which says what is wrong.
 */
export class ListStream implements ListRanges {
  /** The items found so far. */
  private readonly found = new ListRangesBuilder();
  /** Where the scan stands. */
  state: ListStreamState = "items";
  /** The tokenizer, once the opening bracket is found. */
  private tokenizer: JsonTokenizer | undefined;
  /** Bytes handed to the tokenizer so far. */
  private fed = 0;
  /** The item read last, whose comma or bracket may not be read yet (start -1: none). */
  private pendingStart = -1;
  private pendingEnd = 0;
  private pendingCompact = false;

  /** `bytes` holds the whole document once read (its first `filled` bytes so far). */
  constructor(private readonly bytes: Buffer) {}

  /** Start offsets of the items found so far, in order (a view: later items are not in it). */
  get starts(): Float64Array {
    return this.found.starts;
  }

  /** End offsets (exclusive) of the items found so far. */
  get ends(): Float64Array {
    return this.found.ends;
  }

  /** 1 for each item found so far that is compact (no whitespace between its tokens), else 0. */
  get compact(): Uint8Array {
    return this.found.compact;
  }

  /** How many items were found so far. */
  get count(): number {
    return this.found.count;
  }

  /**
   * Scans the first `filled` bytes for more items; `final`: they are the whole document (an
   * item not closed then fails the list). Returns how many items were found in all.
   */
  scan(filled: number, final: boolean): number {
    if (this.tokenizer === undefined && this.state === "items") this.open(filled, final);
    const tokenizer = this.tokenizer;
    if (tokenizer !== undefined && this.state === "items") {
      try {
        tokenizer.push(this.bytes.subarray(this.fed, filled));
        this.fed = filled;
        if (!tokenizer.afterElement) this.confirm();
        if (tokenizer.stopped) this.state = "closed";
        else if (final) this.state = "failed";
      } catch (error) {
        if (!(error instanceof ArrayScanError)) throw error;
        this.state = "failed";
      }
    }
    // After the list only whitespace, to the end.
    if (this.state === "closed" && final) {
      const end = tokenizer!.arrayEnd;
      if (end + skipSpaceRun(this.bytes.subarray(end, filled), 0) !== filled) {
        this.state = "failed";
      }
    }
    return this.found.count;
  }

  /** An item read whole: the one before it is followed by its comma. */
  private item(start: number, end: number, compact: boolean): void {
    this.confirm();
    this.pendingStart = start;
    this.pendingEnd = end;
    this.pendingCompact = compact;
  }

  /** The item read last is followed by its comma or bracket: it counts. */
  private confirm(): void {
    if (this.pendingStart < 0) return;
    this.found.push(this.pendingStart, this.pendingEnd, this.pendingCompact);
    this.pendingStart = -1;
  }

  /** Finds the opening bracket (after a byte order mark and whitespace). */
  private open(filled: number, final: boolean): void {
    const view = this.bytes.subarray(0, filled);
    const bom = view[0] === 0xef && view[1] === 0xbb && view[2] === 0xbf ? 3 : 0;
    const begin = skipSpaceRun(view, bom);
    if (begin >= view.length || (bom === 0 && view.length < 3 && view[0] === 0xef)) {
      if (final) this.state = "no-list";
      return;
    }
    if (view[begin] !== OPEN_BRACKET) {
      this.state = "no-list";
      return;
    }
    const at = { offset: begin + 1, line: 1, column: begin + 2 };
    this.tokenizer = new JsonTokenizer({
      pointers: [""],
      maxElementBytes: 0,
      maxOutsideBytes: 0,
      inside: { pointer: "", at },
      onRange: (start, end, compact) => this.item(start, end, compact),
    });
    this.fed = begin + 1;
  }
}
