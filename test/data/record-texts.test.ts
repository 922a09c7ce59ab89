import fc from "fast-check";
import {
  RecordTextsBuilder,
  TEXT_BLOCK_BYTES,
  type RecordTexts,
} from "../../src/data/record-texts";

// A captured world keeps each record's JSON as a range of the bytes it lies in (a file read
// whole, or a block of texts written for records that were not compact): never a copy per
// record, and every text given back byte for byte.

/** Records' JSON with characters of one to four UTF-8 bytes. */
const TEXTS = [
  '{"id":"a","address":"Rua A"}',
  '{"id":"b","address":"São Gonçalo — “centro”"}',
  '{"id":"c","address":"日本 🔫 𝄞"}',
  "{}",
  '{"id":"e","note":"\\"quoted\\" and \\\\"}',
];

/** `text` as UTF-8 in a buffer of its own (small Buffer.from results share Node's pool). */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.from(text);
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * A builder that kept `texts` as ranges of one buffer (a file's bytes: a list of them, items
 * separated by `separator`), and that buffer.
 */
function keptFromFile(
  texts: readonly string[],
  separator = ",",
): { builder: RecordTextsBuilder; file: Buffer } {
  const file = ownBytes(`[${texts.join(separator)}]`);
  const builder = new RecordTextsBuilder();
  let at = 1;
  for (const text of texts) {
    const size = Buffer.byteLength(text);
    builder.keep(file, at, at + size);
    at += size + Buffer.byteLength(separator);
  }
  return { builder, file };
}

/** A builder that kept `texts` with keepText (written into blocks). */
function keptAsTexts(texts: readonly string[]): RecordTextsBuilder {
  const builder = new RecordTextsBuilder();
  for (const text of texts) builder.keepText(text);
  return builder;
}

/** The positions 0 … count - 1. */
const inPlace = (count: number): number[] => Array.from({ length: count }, (_, k) => k);

/** Each text of RecordTexts, decoded. */
const decoded = (texts: RecordTexts): string[] => [...texts].map((json) => json.toString("utf8"));

describe("RecordTextsBuilder.keep", () => {
  it("keeps a range of the given buffer without copying it (the view shares its memory)", () => {
    const { builder, file } = keptFromFile(TEXTS);
    const texts = builder.inOrder(inPlace(TEXTS.length));
    for (const [position, text] of TEXTS.entries()) {
      for (const json of [builder.json(position), texts.json(position)]) {
        expect(json.buffer).toBe(file.buffer);
        expect(json.toString("utf8")).toBe(text);
      }
    }
    // A change to the given bytes shows through every view of them.
    file.write("X", 1);
    expect(builder.json(0).toString("utf8")).toBe(`X${TEXTS[0]!.slice(1)}`);
    expect(texts.json(0).toString("utf8")).toBe(`X${TEXTS[0]!.slice(1)}`);
  });

  it("keeps a range of a buffer that is itself a view (offsets are the view's)", () => {
    const outer = ownBytes(`xxxx${TEXTS[1]}yyyy`);
    const view = outer.subarray(4);
    const builder = new RecordTextsBuilder();
    builder.keep(view, 0, Buffer.byteLength(TEXTS[1]!));
    const json = builder.inOrder([0]).json(0);
    expect(json.toString("utf8")).toBe(TEXTS[1]);
    expect(json.buffer).toBe(outer.buffer);
    expect(json.byteOffset).toBe(outer.byteOffset + 4);
  });
});

describe("RecordTextsBuilder.keepText", () => {
  // About 2.6 MiB of texts (several blocks), non-ASCII throughout, and one text larger than a
  // block: each is given back byte for byte, wherever a block filled up.
  const piece = "ação—日🔫 ";
  const texts = [
    ...Array.from({ length: 40 }, (_, k) => `{"k":${k},"t":"${piece.repeat(2000 + k * 37)}"}`),
    `{"big":"${"é🔫".repeat(TEXT_BLOCK_BYTES / 4)}"}`,
    ...TEXTS,
  ];
  const total = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

  it("the texts need more than two blocks, one text more than a block (else the cases below test one block)", () => {
    expect(total).toBeGreaterThan(2 * TEXT_BLOCK_BYTES);
    expect(Math.max(...texts.map((text) => Buffer.byteLength(text)))).toBeGreaterThan(
      TEXT_BLOCK_BYTES,
    );
  });

  it("gives back every text byte for byte, in the builder and in its RecordTexts", () => {
    const builder = keptAsTexts(texts);
    const kept = builder.inOrder(inPlace(texts.length));
    expect(builder.length).toBe(texts.length);
    expect(kept.length).toBe(texts.length);
    for (const [position, text] of texts.entries()) {
      expect(builder.json(position).equals(Buffer.from(text))).toBe(true);
      expect(kept.json(position).equals(Buffer.from(text))).toBe(true);
    }
  });

  it("fills a block to its last byte, and starts the next with a text that does not fit (never splitting a character)", () => {
    const texts = [
      "x".repeat(TEXT_BLOCK_BYTES - 3),
      "é", // two bytes: one byte left
      "🔫", // four bytes: a new block
      "y".repeat(TEXT_BLOCK_BYTES - 4), // the rest of that block, exactly
      "z", // a new block
    ];
    const builder = keptAsTexts(texts);
    const block = texts.map((_, position) => builder.json(position).buffer);
    expect(block.map((buffer) => block.indexOf(buffer))).toEqual([0, 0, 2, 2, 4]);
    for (const [position, text] of texts.entries()) {
      expect(builder.json(position).equals(Buffer.from(text))).toBe(true);
    }
  });

  it("writes small texts into a shared block (not a buffer per text)", () => {
    const builder = keptAsTexts(TEXTS);
    const buffers = new Set(TEXTS.map((_, position) => builder.json(position).buffer));
    expect(buffers.size).toBe(1);
    expect([...buffers][0]!.byteLength).toBe(TEXT_BLOCK_BYTES);
  });

  it("keeps texts and ranges of buffers side by side, each at its index", () => {
    const file = ownBytes(TEXTS.join(""));
    const builder = new RecordTextsBuilder();
    let at = 0;
    for (const [k, text] of TEXTS.entries()) {
      const size = Buffer.byteLength(text);
      builder.keep(file, at, at + size);
      builder.keepText(`[${k}]`);
      at += size;
    }
    expect(decoded(builder.inOrder(inPlace(builder.length)))).toEqual(
      TEXTS.flatMap((text, k) => [text, `[${k}]`]),
    );
  });
});

describe("RecordTextsBuilder.inOrder and RecordTexts", () => {
  it("gives the texts in the order asked (any subset of the kept records, any order)", () => {
    const builder = keptAsTexts(TEXTS);
    fc.assert(
      fc.property(fc.shuffledSubarray(inPlace(TEXTS.length)), (order) => {
        const texts = builder.inOrder(order);
        expect(texts.length).toBe(order.length);
        expect(decoded(texts)).toEqual(order.map((index) => TEXTS[index]));
      }),
      { numRuns: 200 },
    );
  });

  it("takes the order as any array-like (a typed array)", () => {
    const builder = keptAsTexts(TEXTS);
    expect(decoded(builder.inOrder(Int32Array.from([4, 0, 2])))).toEqual([
      TEXTS[4],
      TEXTS[0],
      TEXTS[2],
    ]);
  });

  it("iterates over json(0) … json(length - 1), views of the same bytes", () => {
    const { builder } = keptFromFile(TEXTS);
    const texts = builder.inOrder([3, 1, 4, 0, 2]);
    const iterated = [...texts];
    expect(iterated).toHaveLength(texts.length);
    for (const [position, json] of iterated.entries()) {
      const atPosition = texts.json(position);
      expect(json.buffer).toBe(atPosition.buffer);
      expect(json.byteOffset).toBe(atPosition.byteOffset);
      expect(json.length).toBe(atPosition.length);
    }
  });

  it("iterates over nothing when no record is kept", () => {
    const texts = new RecordTextsBuilder().inOrder([]);
    expect(texts.length).toBe(0);
    expect([...texts]).toEqual([]);
  });

  // RecordTexts deep-equal when their texts do, so that two captured worlds compare by what
  // they serve (its state is in #private fields, which Jest's toEqual does not see): here a
  // compact file against a pretty one.
  it("two RecordTexts with the same texts are equal, whatever buffers they lie in", () => {
    const compact = keptFromFile(TEXTS).builder.inOrder(inPlace(TEXTS.length));
    const pretty = keptFromFile(TEXTS, " ,\n  ").builder.inOrder(inPlace(TEXTS.length));
    expect(decoded(compact)).toEqual(decoded(pretty));
    expect(compact).toEqual(pretty);
  });

  it("two RecordTexts over different buffers of equal bytes are equal", () => {
    const one = keptFromFile(TEXTS).builder.inOrder(inPlace(TEXTS.length));
    const other = keptFromFile(TEXTS).builder.inOrder(inPlace(TEXTS.length));
    expect(one.json(0).buffer).not.toBe(other.json(0).buffer);
    expect(one).toEqual(other);
  });

  it("two RecordTexts are not equal when one text differs", () => {
    const changed = TEXTS.map((text, k) => (k === 2 ? text.replace("🔫", "🔪") : text));
    const one = keptFromFile(TEXTS).builder.inOrder(inPlace(TEXTS.length));
    const other = keptFromFile(changed).builder.inOrder(inPlace(TEXTS.length));
    expect(one).not.toEqual(other);
  });

  it("two RecordTexts are not equal when they hold the same texts in another order", () => {
    const builder = keptAsTexts(TEXTS);
    expect(builder.inOrder([0, 1, 2])).not.toEqual(builder.inOrder([0, 2, 1]));
  });
});
