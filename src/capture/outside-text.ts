import type { JsonPosition } from "./json-tokenizer";

/**
 * The text of a document outside its streamed array, kept as bytes up to a cap, with where in
 * the document it lies: a place is noted only where the kept bytes stop following the
 * document's (after a cut array, a run of padding shortened), so a few numbers for any text.
 */
export class OutsideText {
  private pieces: Buffer[] | undefined = [];
  private size = 0;
  /** Where each noted piece starts: in the kept bytes, and in the document. */
  private starts: number[] = [];
  private positions: JsonPosition[] = [];
  /** The document's offset minus the kept bytes' offset, for the bytes kept last. */
  private shift = Number.NaN;

  constructor(
    /** Most bytes kept; past it, none are (`bytes()` is undefined). */
    private readonly maxBytes: number,
  ) {}

  /** Stops keeping anything (a scan that starts inside the array has no outside). */
  drop(): void {
    this.pieces = undefined;
    this.starts = [];
    this.positions = [];
  }

  /** Keeps bytes found at document offset `offset`; `position` tells where, if asked. */
  keep(bytes: Buffer, offset: number, position: () => JsonPosition): void {
    if (this.pieces === undefined) return;
    if (this.size + bytes.length > this.maxBytes) {
      this.drop();
      return;
    }
    if (offset - this.size !== this.shift) {
      this.shift = offset - this.size;
      this.starts.push(this.size);
      this.positions.push(position());
    }
    this.size += bytes.length;
    this.pieces.push(bytes);
  }

  /** The bytes kept, or undefined past the cap. */
  bytes(): Buffer | undefined {
    return this.pieces === undefined ? undefined : Buffer.concat(this.pieces);
  }

  /**
   * Where byte `offset` of the kept bytes (`kept`: bytes()) lies in the document; past the
   * last byte, `end`.
   */
  locate(offset: number, kept: Buffer, end: JsonPosition): JsonPosition {
    const starts = this.starts;
    if (offset >= this.size || starts.length === 0) return end;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    const at = this.positions[low]!;
    const start = starts[low]!;
    let { line, column } = at;
    column += offset - start;
    for (
      let nl = kept.indexOf(0x0a, start);
      nl !== -1 && nl < offset;
      nl = kept.indexOf(0x0a, nl + 1)
    ) {
      line += 1;
      column = offset - nl;
    }
    return { offset: at.offset + offset - start, line, column };
  }
}
