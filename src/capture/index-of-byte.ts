/** 2^32: what a negative offset from Buffer#indexOf lacks. */
const TWO_TO_32 = 2 ** 32;

/** The largest offset Buffer#indexOf reads and returns right (a signed 32-bit integer). */
const INT32_MAX = 2 ** 31 - 1;

/**
 * The offset of the first `byte` at or after `from`, or -1: Buffer#indexOf, corrected for
 * buffers over 2 GiB. Node 20 reads the start and returns the offset as signed 32-bit integers:
 * past 2 GiB the start is misread and the offset comes back negative, so a scan that goes on
 * from there loops (a 2.3 GB document hung). There the search runs in a view from `from`, and a
 * negative offset is corrected by 2^32.
 */
export function indexOfByte(bytes: Buffer, byte: number, from = 0): number {
  if (bytes.length <= INT32_MAX) return bytes.indexOf(byte, from);
  const found = bytes.subarray(from).indexOf(byte);
  if (found === -1) return -1;
  return from + (found < 0 ? found + TWO_TO_32 : found);
}
