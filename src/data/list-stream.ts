import type { ListRanges } from "./list-ranges";
import { ListRangesBuilder } from "./list-ranges-builder";
import { Scanner } from "./split-json-list";

/** How far a ListStream has come: still reading items, at the list's end, or stuck. */
export const LIST_STREAM_STATES = ["items", "closed", "failed", "no-list"] as const;
/** How far a ListStream has come. */
export type ListStreamState = (typeof LIST_STREAM_STATES)[number];

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/**
 * Finds the items of a bare JSON array while its bytes arrive: each call of `scan` reads on
 * from where the last stopped, over the bytes read so far, and pushes the byte ranges of the
 * items it finds whole (an item counts once the comma or bracket after it is read). It parses
 * nothing, as splitJsonList. A document that is no bare array is `no-list`; one that is not
 * well formed around its items (or ends early) is `failed`, and its reader reads it the general
 * way, which says what is wrong.
 */
export class ListStream implements ListRanges {
  /** The items found so far. */
  private readonly found = new ListRangesBuilder();
  /** Where the scan stands. */
  state: ListStreamState = "items";
  /** Where the next item starts, or -1 before the opening bracket. */
  private at = -1;

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
    const view = this.bytes.subarray(0, filled);
    const scanner = new Scanner(view);
    if (this.at < 0 && this.state === "items") this.open(scanner, view, final);
    while (this.state === "items") {
      // The whitespace before an item may have arrived in pieces.
      this.at = scanner.space(this.at);
      scanner.spaced = false;
      const end = scanner.value(this.at);
      const next = end < 0 ? -1 : scanner.space(end);
      const byte = next < 0 ? undefined : view[next];
      if (byte === undefined) {
        if (final) this.state = "failed";
        break;
      }
      if (byte !== COMMA && byte !== CLOSE_BRACKET) {
        this.state = "failed";
        break;
      }
      this.found.push(this.at, end, !scanner.spaced);
      this.at = scanner.space(next + 1);
      if (byte === CLOSE_BRACKET) this.state = "closed";
    }
    // After the list only whitespace, to the end.
    if (this.state === "closed" && final && scanner.space(this.at) !== filled) {
      this.state = "failed";
    }
    return this.found.count;
  }

  /** Finds the opening bracket (after a byte order mark and whitespace) and an empty list. */
  private open(scanner: Scanner, view: Buffer, final: boolean): void {
    const bom = view[0] === 0xef && view[1] === 0xbb && view[2] === 0xbf ? 3 : 0;
    const begin = scanner.space(bom);
    if (begin >= view.length || (bom === 0 && view.length < 3 && view[0] === 0xef)) {
      if (final) this.state = "no-list";
      return;
    }
    if (view[begin] !== OPEN_BRACKET) {
      this.state = "no-list";
      return;
    }
    const first = scanner.space(begin + 1);
    if (first >= view.length && !final) return;
    if (view[first] === CLOSE_BRACKET) {
      this.state = "closed";
      this.at = first + 1;
      return;
    }
    this.at = first;
  }
}
