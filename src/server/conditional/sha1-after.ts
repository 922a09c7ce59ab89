/** SHA-1's initial hash value (FIPS 180-4 5.3.1). */
const H0 = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0] as const;

/** The message schedule, reused between blocks and calls (the hash is synchronous). */
const w = new Int32Array(80);

const ENCODER = new TextEncoder();

/** Runs SHA-1's compression on the 64-byte blocks of `data` from `from` to `to`, updating `h`. */
function compress(h: Int32Array, data: Uint8Array, from: number, to: number): void {
  for (let offset = from; offset < to; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const at = offset + 4 * i;
      w[i] = (data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!;
    }
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!;
      w[i] = (x << 1) | (x >>> 31);
    }
    let a = h[0]!;
    let b = h[1]!;
    let c = h[2]!;
    let d = h[3]!;
    let e = h[4]!;
    let t: number;
    for (let i = 0; i < 20; i++) {
      t = (((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + e + w[i]! + 0x5a827999) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    for (let i = 20; i < 40; i++) {
      t = (((a << 5) | (a >>> 27)) + (b ^ c ^ d) + e + w[i]! + 0x6ed9eba1) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    for (let i = 40; i < 60; i++) {
      t = (((a << 5) | (a >>> 27)) + ((b & c) | (b & d) | (c & d)) + e + w[i]! + 0x8f1bbcdc) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    for (let i = 60; i < 80; i++) {
      t = (((a << 5) | (a >>> 27)) + (b ^ c ^ d) + e + w[i]! + 0xca62c1d6) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
  }
}

/**
 * Writes the UTF-8 bytes of `text` into `into` from `at` (room for 3 bytes a UTF-16 unit);
 * returns where they end. ASCII (a request's URL as sent) is copied byte by byte.
 */
function writeUtf8(text: string, into: Uint8Array, at: number): number {
  let end = at;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return at + ENCODER.encodeInto(text, into.subarray(at)).written;
    into[end++] = code;
  }
  return end;
}

/**
 * SHA-1 (FIPS 180-4) of `prefix` followed by the UTF-8 bytes of any text, in plain JavaScript
 * and synchronous, so the request core tags answers the same way in Node and in a browser
 * (WebCrypto's digest is asynchronous): the prefix's whole 64-byte blocks are hashed once,
 * here, and each call hashes only the rest of the prefix and its text. The result equals
 * node:crypto's `createHash("sha1").update(prefix).update(text).digest()`.
 */
export function sha1After(prefix: Uint8Array): (text: string) => Uint8Array {
  const whole = prefix.length - (prefix.length % 64);
  const start = Int32Array.from(H0);
  compress(start, prefix, 0, whole);
  const tail = prefix.slice(whole);
  return (text) => {
    // Room for the tail, the text at 3 bytes a unit at most, the 0x80 and the 8-byte length.
    const padded = new Uint8Array(Math.ceil((tail.length + 3 * text.length + 9) / 64) * 64);
    padded.set(tail);
    const length = writeUtf8(text, padded, tail.length);
    padded[length] = 0x80;
    const end = Math.ceil((length + 9) / 64) * 64;
    const bits = (whole + length) * 8;
    const high = Math.floor(bits / 0x100000000);
    padded[end - 8] = high >>> 24;
    padded[end - 7] = high >>> 16;
    padded[end - 6] = high >>> 8;
    padded[end - 5] = high;
    padded[end - 4] = bits >>> 24;
    padded[end - 3] = bits >>> 16;
    padded[end - 2] = bits >>> 8;
    padded[end - 1] = bits;
    const h = start.slice();
    compress(h, padded, 0, end);
    const digest = new Uint8Array(20);
    for (let i = 0; i < 5; i++) {
      digest[4 * i] = h[i]! >>> 24;
      digest[4 * i + 1] = h[i]! >>> 16;
      digest[4 * i + 2] = h[i]! >>> 8;
      digest[4 * i + 3] = h[i]!;
    }
    return digest;
  };
}
