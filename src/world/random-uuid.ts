import type { SeededRandom } from "../seeded-random";

/** ASCII codes of the hex digits. */
const HEX_CODES = Uint8Array.from("0123456789abcdef", (digit) => digit.charCodeAt(0));
/** Offsets of the 32 hex digits in the 36-character form (dashes at 8, 13, 18, 23). */
const DIGIT_OFFSETS = Array.from(
  { length: 32 },
  (_, i) => i + (i >= 8 ? 1 : 0) + (i >= 12 ? 1 : 0) + (i >= 16 ? 1 : 0) + (i >= 20 ? 1 : 0),
);
/**
 * Reused scratch space: writing ASCII codes into it and making one string of them yields a flat
 * string (no concatenation tree), with no Buffer, so it runs in a browser too.
 */
const scratch = Uint8Array.from("00000000-0000-0000-0000-000000000000", (c) => c.charCodeAt(0));

function writeHex32(value: number, firstDigit: number): void {
  for (let i = 0; i < 8; i++) {
    const nibble = (value >>> (28 - 4 * i)) & 0xf;
    scratch[DIGIT_OFFSETS[firstDigit + i] ?? 0] = HEX_CODES[nibble] ?? 0;
  }
}

/**
 * A version 4 UUID drawn from a seeded source: 122 random bits with the version and variant bits
 * set, so it passes `format: uuid` and is the same for the same seed.
 */
export function randomUuid(random: SeededRandom): string {
  writeHex32(random.nextUint32(), 0);
  writeHex32(((random.nextUint32() & 0xffff0fff) | 0x00004000) >>> 0, 8);
  writeHex32(((random.nextUint32() & 0x3fffffff) | 0x80000000) >>> 0, 16);
  writeHex32(random.nextUint32(), 24);
  return String.fromCharCode(...scratch);
}
