import { createHash } from "node:crypto";
import { sha1After } from "../../../src/server/conditional/sha1-after";

/** Bytes 0..n-1 shifted by `seed`. */
function bytes(n: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);
}

/** A text of `n` ASCII characters. */
function ascii(n: number): string {
  return Array.from({ length: n }, (_, i) => String.fromCharCode(0x21 + ((i * 7) % 90))).join("");
}

function nodeSha1(prefix: Uint8Array, text: string): string {
  return createHash("sha1").update(prefix).update(text, "utf8").digest("hex");
}

function hex(digest: Uint8Array): string {
  return Buffer.from(digest).toString("hex");
}

describe("sha1After: SHA-1 of a prefix and a text, in plain JavaScript", () => {
  // Lengths around the 64-byte block and the 56-byte padding edge, on both sides.
  const LENGTHS = [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 128, 200, 257];

  test.each(LENGTHS)(
    "a prefix of %i bytes: equals node:crypto for texts of every edge length",
    (p) => {
      const prefix = bytes(p, 7);
      const digest = sha1After(prefix);
      for (const m of LENGTHS) expect(hex(digest(ascii(m)))).toBe(nodeSha1(prefix, ascii(m)));
    },
  );

  test.each([
    ["a Latin-1 letter", "/api/v2/cities?name=São Gonçalo"],
    ["a letter outside the BMP", "/x?q=😀&r=1"],
    ["a lone surrogate (encoded as U+FFFD)", "/x?q=\ud800"],
  ])("a text with %s: its UTF-8 bytes are hashed", (_name, text) => {
    const prefix = bytes(70, 3);
    expect(hex(sha1After(prefix)(text))).toBe(nodeSha1(prefix, text));
  });

  test("one prefix, many texts: each digest is of its own text (no state carried over)", () => {
    const prefix = new TextEncoder().encode("identity\n");
    const digest = sha1After(prefix);
    const first = hex(digest("/a"));
    digest("/b".repeat(100));
    digest("/é".repeat(40));
    expect(hex(digest("/a"))).toBe(first);
    expect(first).toBe(nodeSha1(prefix, "/a"));
  });
});
