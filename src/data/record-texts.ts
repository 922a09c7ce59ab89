import { NumberColumn } from "./number-column";
import type { CapturedTexts } from "../world/views-entry";

/** Bytes of each block the texts of records that are not served as captured are written in. */
export const TEXT_BLOCK_BYTES = 1024 * 1024;

/**
 * Where records' JSON lies, by position: in which buffer (a file's bytes, or a block of texts)
 * and at which offsets. Numbers in typed arrays rather than a Buffer object per record: a
 * captured world of 100,000 records keeps 2.4 MB here instead of about 10 MB of views.
 */
export class RecordTexts implements CapturedTexts {
  // Private (#): two RecordTexts are equal (a deep equality, as tests take it) when their texts
  // are, wherever they lie.
  /** The buffers the records lie in. */
  readonly #buffers: readonly Buffer[];
  /** The index in `buffers` of each record's buffer. */
  readonly #buffer: Int32Array;
  /** Each record's start offset in its buffer. */
  readonly #starts: Float64Array;
  /** Each record's end offset (exclusive). */
  readonly #ends: Float64Array;

  constructor(
    buffers: readonly Buffer[],
    buffer: Int32Array,
    starts: Float64Array,
    ends: Float64Array,
  ) {
    this.#buffers = buffers;
    this.#buffer = buffer;
    this.#starts = starts;
    this.#ends = ends;
  }

  get length(): number {
    return this.#buffer.length;
  }

  json(position: number): Buffer {
    return this.#buffers[this.#buffer[position]!]!.subarray(
      this.#starts[position],
      this.#ends[position],
    );
  }

  *[Symbol.iterator](): Iterator<Buffer> {
    for (let position = 0; position < this.length; position++) yield this.json(position);
  }
}

/**
 * Collects where records' JSON lies as they are kept (`keep`: a range of a buffer already
 * holding it, or a text written into blocks of TEXT_BLOCK_BYTES), then gives the RecordTexts of
 * the records in any order (`inOrder`).
 */
export class RecordTextsBuilder {
  private readonly buffers: Buffer[] = [];
  /** The index of each buffer given (a Map by identity, looked up for each record kept). */
  private readonly indexOf = new Map<Buffer, number>();
  private readonly buffer = new NumberColumn((size) => new Int32Array(size));
  private readonly starts = new NumberColumn((size) => new Float64Array(size));
  private readonly ends = new NumberColumn((size) => new Float64Array(size));
  /** The block texts are written in, and how far it is filled. */
  private block: Buffer | undefined;
  private filled = 0;

  /** How many records were kept. */
  get length(): number {
    return this.buffer.length;
  }

  /** Keeps a record whose JSON is `bytes[start, end)` (the buffer is kept, not copied). */
  keep(bytes: Buffer, start: number, end: number): void {
    let index = this.indexOf.get(bytes);
    if (index === undefined) {
      index = this.buffers.length;
      this.buffers.push(bytes);
      this.indexOf.set(bytes, index);
    }
    this.buffer.push(index);
    this.starts.push(start);
    this.ends.push(end);
  }

  /** Keeps a record whose JSON is `text` (written as UTF-8 into the current block). */
  keepText(text: string): void {
    const size = Buffer.byteLength(text);
    if (this.block === undefined || this.filled + size > this.block.length) {
      this.block = Buffer.allocUnsafeSlow(Math.max(TEXT_BLOCK_BYTES, size));
      this.filled = 0;
    }
    const start = this.filled;
    this.filled += this.block.write(text, start);
    this.keep(this.block, start, this.filled);
  }

  /** The JSON of the record kept `index`th (a view). */
  json(index: number): Buffer {
    return this.buffers[this.buffer.get(index)]!.subarray(
      this.starts.get(index),
      this.ends.get(index),
    );
  }

  /** The texts of the records kept, in the order of `order` (indexes of kept records). */
  inOrder(order: ArrayLike<number>): RecordTexts {
    const count = order.length;
    const buffer = new Int32Array(count);
    const starts = new Float64Array(count);
    const ends = new Float64Array(count);
    for (let position = 0; position < count; position++) {
      const index = order[position]!;
      buffer[position] = this.buffer.get(index);
      starts[position] = this.starts.get(index);
      ends[position] = this.ends.get(index);
    }
    return new RecordTexts(this.buffers, buffer, starts, ends);
  }
}
