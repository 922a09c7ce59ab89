/** Most bytes read from standard input or a pipe by default: 1 GiB (`serve --max-stream-mb`). */
export const DEFAULT_MAX_STREAM_BYTES = 1024 * 1024 * 1024;

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
  ) {}

  /** The input's chunks, the last one cut after its last line end within the cap. */
  async *chunks(): AsyncGenerator<Buffer> {
    for await (const raw of this.input) {
      const chunk = typeof raw === "string" ? Buffer.from(raw) : raw;
      if (this.max !== undefined && this.bytes + chunk.length > this.max) {
        this.reached = true;
        // Cut after the last whole line within the cap: NDJSON read so far stays whole.
        const allowed = chunk.subarray(0, this.max - this.bytes);
        const kept = allowed.subarray(0, allowed.lastIndexOf(0x0a) + 1);
        this.bytes += kept.length;
        if (kept.length > 0) yield kept;
        return;
      }
      this.bytes += chunk.length;
      yield chunk;
    }
  }

  /** The finding's words once the cap was reached. */
  reason(): string {
    return `stopped reading after ${this.max ?? 0} bytes, the most read from a stream or pipe (the rest is not read)`;
  }
}
