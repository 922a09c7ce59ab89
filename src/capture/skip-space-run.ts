/** Whether a byte is JSON whitespace (undefined, past the end, is not). */
export function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/** Blocks of one whitespace byte, compared natively against long runs of padding. */
const SPACE_BLOCKS = [0x20, 0x0a].map((byte) => Buffer.alloc(4096, byte));

/**
 * Past the whitespace at `from` in the chunk. A run past 64 bytes (padding, not formatting) is
 * skipped by native compares of 4 KiB blocks: gigabytes of padding take seconds, not minutes.
 */
export function skipSpaceRun(chunk: Buffer, from: number): number {
  let j = from;
  let run = 0;
  while (j < chunk.length && isSpace(chunk[j]!)) {
    j += 1;
    run += 1;
    if (run < 64) continue;
    run = 0;
    for (let before = -1; before !== j;) {
      before = j;
      for (const block of SPACE_BLOCKS) {
        const size = block.length;
        while (j + size <= chunk.length && chunk.compare(block, 0, size, j, j + size) === 0) {
          j += size;
        }
      }
    }
  }
  return j;
}
