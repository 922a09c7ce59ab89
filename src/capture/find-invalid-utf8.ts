import { isUtf8 } from "node:buffer";

/** The length of a UTF-8 sequence its lead byte starts, 0 for a byte that cannot lead one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The allowed range of the second byte after a lead byte (RFC 3629: no overlongs, surrogates). */
function secondByteRange(lead: number): readonly [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/**
 * The offset of the first byte that is not valid UTF-8 (RFC 3629), or -1 when all are. A
 * sequence cut by the end of the bytes counts as invalid at its lead byte. The native isUtf8
 * answers the common case; the scan runs only to locate a known error.
 */
export function findInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const length = sequenceLength(lead);
    if (length === 0) return i;
    if (length > 1) {
      const [low, high] = secondByteRange(lead);
      for (let k = 1; k < length; k += 1) {
        const byte = bytes[i + k];
        const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
        if (byte === undefined || byte < min || byte > max) return i;
      }
    }
    i += length;
  }
  return -1;
}
