/** Most bytes read from standard input or a pipe by default: 1 GiB (`serve --max-stream-mb`). */
export const DEFAULT_MAX_STREAM_BYTES = 1024 * 1024 * 1024;

/** Longest line end waited for before bytes are handed over anyway. */
const MAX_HELD_BYTES = 16 * 1024 * 1024;

/**
 * A stream read up to a number of bytes: an endless input (a pipe that never closes, a
 * generator of distinct records) is cut there instead of read until memory runs out. Whether
 * the cap was reached is known once the chunks end.
 */
export class ByteCap {
  /** Bytes handed over so far. */
  bytes = 0;
  /** Whether the input went on past the cap (its reading was cut there). */
  reached = false;

  constructor(
    private readonly input: AsyncIterable<Buffer | string>,
    /** The cap in bytes; undefined: none. */
    private readonly max: number | undefined,
    /**
     * Hand over whole lines only (for line-based readers): a line is held until its end comes.
     * Off for a HAR document, which is streamed whatever its lines.
     */
    private readonly wholeLines = true,
  ) {}

  /**
   * The input's chunks, each handed over up to its last line end (the rest goes with the next;
   * with `wholeLines` off, whole):
   * when the cap cuts the input, the bytes handed over end with a whole line, so the NDJSON read
   * so far stays whole.
   */
  async *chunks(): AsyncGenerator<Buffer> {
    let held: Buffer[] = [];
    let heldBytes = 0;
    for await (const raw of this.input) {
      const chunk = typeof raw === "string" ? Buffer.from(raw) : raw;
      if (this.max !== undefined && this.bytes + chunk.length > this.max) {
        this.reached = true;
        const allowed = chunk.subarray(0, this.max - this.bytes);
        const end = this.wholeLines ? allowed.lastIndexOf(0x0a) + 1 : allowed.length;
        if (end > 0) yield Buffer.concat([...held, allowed.subarray(0, end)]);
        return;
      }
      this.bytes += chunk.length;
      const end = this.wholeLines ? chunk.lastIndexOf(0x0a) + 1 : chunk.length;
      if (end === 0) {
        held.push(chunk);
        heldBytes += chunk.length;
        // A line this long is no record to keep whole (a compact document): handed over.
        if (heldBytes > MAX_HELD_BYTES) {
          yield Buffer.concat(held);
          held = [];
          heldBytes = 0;
        }
        continue;
      }
      yield held.length === 0
        ? chunk.subarray(0, end)
        : Buffer.concat([...held, chunk.subarray(0, end)]);
      held = end < chunk.length ? [chunk.subarray(end)] : [];
      heldBytes = chunk.length - end;
    }
    if (held.length > 0) yield Buffer.concat(held);
  }

  /** The finding's words once the cap was reached. */
  reason(): string {
    return `stopped reading after ${this.max ?? 0} bytes, the most read from a stream or pipe (the rest is not read)`;
  }
}
