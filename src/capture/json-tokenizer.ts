import { indexOfByte } from "./index-of-byte";
import type { JsonPosition } from "./json-position";
import { OutsideText } from "./outside-text";
import type { JsonParseError } from "./parse-json";
import { isSpace, skipSpaceRun } from "./skip-space-run";

export type { JsonPosition } from "./json-position";

/** What the tokenizer reports as the bytes go by. */
export type ArrayScanEvent =
  | {
      /** The streamed array opened (once a document). */
      readonly kind: "array";
      /** Its JSON pointer: one of the pointers asked for. */
      readonly pointer: string;
      /** Just past its `[`: where a later scan from inside it starts. */
      readonly at: JsonPosition;
    }
  | {
      /** One element of the streamed array, whole. */
      readonly kind: "element";
      /** Its index in the array. */
      readonly index: number;
      /** Where it starts: byte offset, line and column (in bytes) in the document. */
      readonly at: JsonPosition;
      /** Its bytes; empty when over `maxElementBytes`. */
      readonly bytes: Buffer;
      /** Its length in bytes (the bytes are dropped past `maxElementBytes`). */
      readonly size: number;
      /** Whether it has no whitespace between its tokens (whitespace inside strings is none). */
      readonly compact: boolean;
    };

/** Where the bytes stop being JSON the tokenizer can follow: the scan ends there. */
export class ArrayScanError extends Error {
  override readonly name = "ArrayScanError";
  constructor(
    /** The problem, located. */
    readonly parseError: JsonParseError,
    /**
     * The element it broke in, from its start (when within the cap): JSON.parse of these bytes
     * finds the first real error, where a stray quote made the scan notice only much later.
     */
    readonly element?: { readonly bytes: Buffer; readonly at: JsonPosition },
  ) {
    super(parseError.message);
  }
}

/** How a JsonTokenizer reads. */
export interface JsonTokenizerOptions {
  /**
   * JSON pointers of the arrays streamed ("" the document, "/data", "/log/entries"); the first
   * found is.
   */
  readonly pointers: readonly string[];
  /**
   * Longest element kept, in bytes: a longer one is reported with its size and no bytes (0: the
   * elements are reported by place and size only, as the data loader reads them).
   */
  readonly maxElementBytes: number;
  /** Longest text kept outside the array (a run of padding as one space); past it, none is. */
  readonly maxOutsideBytes: number;
  /** Deepest nesting followed outside the elements; deeper is an error (MAX_OUTSIDE_DEPTH). */
  readonly maxOutsideDepth?: number;
  /**
   * Where the elements go when only their ranges are wanted (the data loader: a list of 100,000
   * records): each is handed over as its document offsets and whether it is compact, without an
   * event, a position or its bytes (`maxElementBytes` is then 0), nothing allocated for it.
   * Lines are then not counted: the positions the tokenizer still gives (an error's) are right
   * in their offset only.
   */
  readonly onRange?: (start: number, end: number, compact: boolean) => void;
  /** Start inside the streamed array at this pointer, just past its `[` (at `offset`). */
  readonly inside?: { readonly pointer: string; readonly at: JsonPosition };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const SPACE = Buffer.from(" ");
const NO_BYTES = Buffer.alloc(0);

/** What a byte means inside an element, by byte: one table look-up per byte. */
const OTHER = 0;
const STRING = 1;
const OPENS = 2;
const CLOSES = 3;
const WHITESPACE = 4;
const KINDS = new Uint8Array(256);
KINDS[QUOTE] = STRING;
KINDS[0x7b] = KINDS[0x5b] = OPENS;
KINDS[0x7d] = KINDS[0x5d] = CLOSES;
KINDS[0x20] = KINDS[0x0a] = KINDS[0x0d] = KINDS[0x09] = WHITESPACE;

/** Longest member name read (to find a pointer's array); a longer one names nothing. */
const MAX_KEY_BYTES = 1024;

/** Deepest nesting followed outside the elements (inside one, depth is a count, not a stack). */
export const MAX_OUTSIDE_DEPTH = 10_000;

/** Longest whitespace run kept as it is outside the array; a longer one is kept as one space. */
const MAX_KEPT_SPACE_RUN = 64;

/** An element being read: where it began, its bytes so far and its open brackets. */
interface OpenElement {
  /** Where it began (undefined when only ranges are wanted: `start` says it). */
  at: JsonPosition | undefined;
  /** Its document offset. */
  start: number;
  pieces: Buffer[];
  size: number;
  depth: number;
  /** Whether whitespace was seen between its tokens. */
  spaced: boolean;
  /** Index in the current chunk its bytes are taken from. */
  from: number;
}

/**
 * The one byte-level JSON tokenizer (the capture readers' and the data loader's), fed chunk by
 * chunk (any size, split anywhere: in a string, an escape, a UTF-8 sequence): it walks the
 * document once, strings and escapes respected (a string's bytes are skipped natively by
 * indexOf), brackets nested, finds the first array at one of the asked pointers and hands each
 * of its elements over whole as it completes (its place, size, bytes and whether it is
 * compact). Memory: one element, one chunk, and the text outside the array (capped). JSON.parse
 * of each element is the caller's; the tokenizer checks only what it must to follow the array
 * (its commas and brackets), the rest is JSON.parse's.
 */
export class JsonTokenizer {
  /**
   * Set once a scan that started inside the array (`inside`) has passed its `]`: it reads no more.
   */
  stopped = false;
  private readonly maxSegments: number;
  private base = 0;
  private line = 1;
  private lineStart = 0;
  private nextNewline = -1;
  private chunk: Buffer = Buffer.alloc(0);
  private readonly stack: number[] = [];
  private readonly keys: (string | undefined)[] = [];
  private expectKey = false;
  private inString = false;
  private escaped = false;
  private key: { parts: Buffer[]; size: number; from: number } | undefined;
  private target: { readonly depth: number; readonly pointer: string } | undefined;
  private targetDone = false;
  /** Document offset just past the streamed array's `]` (-1 until then). */
  private closedAt = -1;
  /** Inside the streamed array, what came last: its `[`, an element, or a comma. */
  private last: "open" | "element" | "comma" = "open";
  private count = 0;
  /** Members named by one of the asked pointers (a second `data`: JSON.parse keeps the last). */
  private named = 0;
  /** The element being read (`open`), or undefined between elements. */
  private element: OpenElement | undefined;
  private readonly open: OpenElement = {
    at: undefined,
    start: 0,
    pieces: [],
    size: 0,
    depth: 0,
    spaced: false,
    from: 0,
  };
  private readonly outside: OutsideText;
  /** Where the run of bytes kept outside began in this chunk (-1: none). */
  private outsideFrom = -1;
  private events: ArrayScanEvent[] = [];

  private readonly maxOutsideDepth: number;

  constructor(private readonly options: JsonTokenizerOptions) {
    this.maxOutsideDepth = options.maxOutsideDepth ?? MAX_OUTSIDE_DEPTH;
    this.outside = new OutsideText(options.maxOutsideBytes);
    this.maxSegments = Math.max(...options.pointers.map((p) => p.split("/").length - 1), 0);
    const { inside } = options;
    if (inside !== undefined) {
      this.base = inside.at.offset;
      this.line = inside.at.line;
      this.lineStart = inside.at.offset - (inside.at.column - 1);
      this.stack.push(0x5b);
      this.target = { depth: 1, pointer: inside.pointer };
      this.outside.drop();
    }
  }

  /** The pointer of the streamed array, once found. */
  get pointer(): string | undefined {
    return this.target?.pointer;
  }

  /**
   * How many members (at the levels a pointer names) were named by one of the asked pointers,
   * whatever their value: more than one `data` is a document JSON.parse reads otherwise.
   */
  get namedMembers(): number {
    return this.named;
  }

  /** Document offset just past the streamed array's `]`, or -1 while it is open (or not found). */
  get arrayEnd(): number {
    return this.closedAt;
  }

  /** Whether the element read last still waits for the comma or bracket after it. */
  get afterElement(): boolean {
    return this.last === "element" && !this.targetDone;
  }

  /**
   * The bytes outside the streamed array (its elements cut out, runs of padding as one space),
   * or undefined past `maxOutsideBytes`.
   */
  outsideBytes(): Buffer | undefined {
    return this.outside.bytes();
  }

  /** Counts `count` bytes as read without scanning them (a byte order mark). */
  skipBytes(count: number): void {
    this.base += count;
  }

  /** Reads one more chunk: the events it completed. Throws ArrayScanError where JSON breaks. */
  push(chunk: Buffer): ArrayScanEvent[] {
    this.chunk = chunk;
    // Lines are counted for positions; a reader of ranges has none (no search of each chunk).
    this.nextNewline = this.options.onRange === undefined ? indexOfByte(chunk, 0x0a) : -1;
    const n = chunk.length;
    if (this.element !== undefined) this.element.from = 0;
    if (this.key !== undefined) this.key.from = 0;
    // A string outside the array that goes on from the last chunk is kept from this one's start.
    if (this.inString && this.element === undefined) this.outsideFrom = 0;
    let i = 0;
    while (i < n && !this.stopped) {
      if (this.element !== undefined) {
        i = this.scanElement(i);
        continue;
      }
      if (this.inString) {
        i = this.skipString(i);
        if (!this.inString) this.endKey(i - 1);
        continue;
      }
      i = this.step(i);
    }
    this.flushOutside(n);
    if (this.element !== undefined) this.keepElementBytes(n);
    if (this.key !== undefined) this.keepKeyBytes(n);
    this.countLines(n);
    this.base += n;
    return this.takeEvents();
  }

  /** The document ended: the last events, or an ArrayScanError when it ended inside a value. */
  end(): ArrayScanEvent[] {
    this.chunk = Buffer.alloc(0);
    this.nextNewline = -1;
    if (this.element !== undefined) this.element.from = 0;
    if (this.inString) this.fail("unexpected end of data: a string is not closed", 0);
    if (this.element !== undefined && this.element.depth === 0) this.endElement(0);
    if (this.element !== undefined || this.stack.length > 0) {
      this.fail("unexpected end of data: a bracket is not closed", 0);
    }
    return this.takeEvents();
  }

  private takeEvents(): ArrayScanEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  /** One byte outside any element. */
  private step(i: number): number {
    const byte = this.chunk[i]!;
    const between =
      this.target !== undefined && !this.targetDone && this.stack.length === this.target.depth;
    if (isSpace(byte)) {
      const j = skipSpaceRun(this.chunk, i + 1);
      if (between) return j;
      // Formatting is kept as it is; padding (a long run) becomes one space.
      if (j - i <= MAX_KEPT_SPACE_RUN) {
        if (this.outsideFrom === -1) this.outsideFrom = i;
        return j;
      }
      this.flushOutside(i);
      this.keepOutside(SPACE, i);
      return j;
    }
    if (between) {
      const expected = this.last === "element" ? "expected , or ]" : "expected a value";
      if (byte === 0x2c) {
        if (this.last !== "element") this.fail(`${expected}, not ,`, i);
        this.last = "comma";
        return i + 1;
      }
      if (byte === 0x5d ? this.last === "comma" : this.last === "element" || byte === 0x7d) {
        this.fail(`${expected}, not ${String.fromCharCode(byte)}`, i);
      }
      if (byte !== 0x5d) {
        this.startElement(i);
        return i;
      }
    }
    if (this.outsideFrom === -1) this.outsideFrom = i;
    if (byte === QUOTE) {
      this.inString = true;
      this.escaped = false;
      if (this.expectKey && this.stack.length <= this.maxSegments) {
        this.key = { parts: [], size: 0, from: i + 1 };
      }
      return i + 1;
    }
    if (byte === 0x7b || byte === 0x5b) {
      const pointer = byte === 0x5b && this.target === undefined ? this.pointerHere() : undefined;
      if (this.stack.length >= this.maxOutsideDepth) {
        this.fail(`nested more than ${this.maxOutsideDepth} levels outside the large array`, i);
      }
      this.stack.push(byte);
      this.keys.push(undefined);
      this.expectKey = byte === 0x7b;
      if (pointer !== undefined && this.options.pointers.includes(pointer)) {
        this.target = { depth: this.stack.length, pointer };
        this.flushOutside(i + 1);
        this.events.push({ kind: "array", pointer, at: this.positionOf(i + 1) });
      }
      return i + 1;
    }
    if (byte === 0x7d || byte === 0x5d) {
      const open = this.stack.pop();
      this.keys.pop();
      if (open !== (byte === 0x7d ? 0x7b : 0x5b)) {
        this.fail(`unexpected ${String.fromCharCode(byte)}`, i);
      }
      if (this.target !== undefined && this.stack.length === this.target.depth - 1) {
        this.targetDone = true;
        this.closedAt = this.base + i + 1;
        this.stopped = this.options.inside !== undefined;
      }
      this.expectKey = false;
      return i + 1;
    }
    if (byte === 0x2c) this.expectKey = this.stack.at(-1) === 0x7b;
    return i + 1;
  }

  /** The JSON pointer of a value starting here, when only objects enclose it (else undefined). */
  private pointerHere(): string | undefined {
    if (this.stack.length > this.maxSegments) return undefined;
    let pointer = "";
    for (let level = 0; level < this.stack.length; level += 1) {
      const name = this.keys[level];
      if (this.stack[level] !== 0x7b || name === undefined) return undefined;
      pointer += `/${name}`;
    }
    return pointer;
  }

  /** Keeps the key's bytes of this chunk up to `to`; a key longer than any pointer's is dropped. */
  private keepKeyBytes(to: number): void {
    const key = this.key!;
    key.size += to - key.from;
    if (key.size > MAX_KEY_BYTES) key.parts = [];
    else key.parts.push(this.chunk.subarray(key.from, to));
  }

  /** A key string closed just before `quote`: it names the member that follows. */
  private endKey(quote: number): void {
    if (this.key === undefined) return;
    this.keepKeyBytes(quote);
    const { parts, size } = this.key;
    this.key = undefined;
    this.expectKey = false;
    let name: string | undefined;
    try {
      const text = Buffer.concat(parts).toString("utf8");
      name = size > MAX_KEY_BYTES ? undefined : (JSON.parse(`"${text}"`) as string);
    } catch {
      name = undefined;
    }
    this.keys[this.keys.length - 1] = name;
    if (name === undefined) return;
    const pointer = this.pointerHere();
    if (pointer !== undefined && this.options.pointers.includes(pointer)) this.named += 1;
  }

  /** Past the end of the string the scan is in, or the chunk's end (escape state kept). */
  private skipString(i: number): number {
    const chunk = this.chunk;
    let from = i;
    for (;;) {
      const quote = indexOfByte(chunk, QUOTE, from);
      const stop = quote === -1 ? chunk.length : quote;
      let k = stop;
      while (k > from && chunk[k - 1] === BACKSLASH) k -= 1;
      const run = stop - k + (k === from && this.escaped ? 1 : 0);
      if (quote === -1) {
        this.escaped = run % 2 === 1;
        return chunk.length;
      }
      this.escaped = false;
      if (run % 2 === 0) {
        this.inString = false;
        return quote + 1;
      }
      from = quote + 1;
    }
  }

  private startElement(i: number): void {
    this.flushOutside(i);
    // One object serves every element in turn.
    const element = this.open;
    element.at = this.options.onRange === undefined ? this.positionOf(i) : undefined;
    element.start = this.base + i;
    element.size = 0;
    element.depth = 0;
    element.spaced = false;
    element.from = i;
    this.element = element;
  }

  /**
   * Scans inside an element from `i`: past its end, or the chunk's end. A scalar ends at a
   * comma, a bracket or whitespace; a string (even one a scalar runs into) at its closing quote;
   * an object or array at the bracket that closes it (brackets are counted, not matched: the
   * element's JSON.parse finds a mismatch).
   */
  private scanElement(start: number): number {
    const element = this.element!;
    const chunk = this.chunk;
    const n = chunk.length;
    let depth = element.depth;
    let i = start;
    if (this.inString) {
      i = this.skipString(i);
      if (this.inString) return n;
      if (depth === 0) return this.endElement(i);
    }
    // Outside any bracket: the element's first byte, or a scalar going on.
    while (depth === 0 && i < n) {
      const byte = chunk[i]!;
      const kind = KINDS[byte]!;
      if (kind === OTHER) {
        if (byte === COMMA) return this.endElement(i);
        i += 1;
      } else if (kind === STRING) {
        i = this.skipStringFrom(i);
        return this.inString ? n : this.endElement(i);
      } else if (kind === OPENS) {
        depth = 1;
        i += 1;
      } else return this.endElement(i);
    }
    // Inside brackets: one table look-up per byte, strings skipped natively.
    while (i < n) {
      const kind = KINDS[chunk[i]!]!;
      if (kind === OTHER) {
        i += 1;
        continue;
      }
      if (kind === STRING) {
        i = this.skipStringFrom(i);
        if (this.inString) break;
        continue;
      }
      if (kind === OPENS) depth += 1;
      else if (kind === CLOSES) {
        depth -= 1;
        if (depth === 0) return this.endElement(i + 1);
      } else element.spaced = true;
      i += 1;
    }
    element.depth = depth;
    return n;
  }

  /**
   * Past the string whose opening quote is at `quote`, or the chunk's end (in the string). Most
   * strings end at the next quote, no backslash before it: found natively, nothing else read.
   */
  private skipStringFrom(quote: number): number {
    const chunk = this.chunk;
    const close = indexOfByte(chunk, QUOTE, quote + 1);
    if (close !== -1 && chunk[close - 1] !== BACKSLASH) return close + 1;
    this.inString = true;
    this.escaped = false;
    return this.skipString(quote + 1);
  }

  /** Keeps the element's bytes of this chunk up to `to` (unless over the cap or not collected). */
  private keepElementBytes(to: number): void {
    const element = this.element!;
    const length = to - element.from;
    element.size += length;
    if (element.size > this.options.maxElementBytes) {
      if (element.pieces.length > 0) element.pieces.length = 0;
    } else if (length > 0) element.pieces.push(this.chunk.subarray(element.from, to));
  }

  /** The element ends at `end` (its depth back at 0): its event. */
  private endElement(end: number): number {
    this.keepElementBytes(end);
    const { at, start, pieces, size, spaced } = this.element!;
    const { onRange } = this.options;
    if (onRange !== undefined) onRange(start, start + size, !spaced);
    else {
      const bytes =
        size > this.options.maxElementBytes
          ? NO_BYTES
          : pieces.length === 1
            ? pieces[0]!
            : Buffer.concat(pieces);
      pieces.length = 0;
      this.events.push({
        kind: "element",
        index: this.count,
        at: at!,
        bytes,
        size,
        compact: !spaced,
      });
    }
    this.count += 1;
    this.last = "element";
    this.element = undefined;
    return end;
  }

  /** Keeps bytes outside the array that start at `from` in the chunk. */
  private keepOutside(bytes: Buffer, from: number): void {
    this.outside.keep(bytes, this.base + from, () => this.positionOf(from));
  }

  private flushOutside(to: number): void {
    if (this.outsideFrom === -1) return;
    const from = this.outsideFrom;
    if (to > from) this.keepOutside(this.chunk.subarray(from, to), from);
    this.outsideFrom = -1;
  }

  /**
   * Where byte `offset` of the bytes kept outside (`outside`: outsideBytes()) lies in the
   * document; past the last byte, the document's end.
   */
  locateOutside(offset: number, outside: Buffer): JsonPosition {
    const end = { offset: this.base, line: this.line, column: this.base - this.lineStart + 1 };
    return this.outside.locate(offset, outside, end);
  }

  /** Counts the chunk's newlines before `to` (monotonic: each newline is counted once). */
  private countLines(to: number): void {
    while (this.nextNewline !== -1 && this.nextNewline < to) {
      this.line += 1;
      this.lineStart = this.base + this.nextNewline + 1;
      this.nextNewline = indexOfByte(this.chunk, 0x0a, this.nextNewline + 1);
    }
  }

  private positionOf(i: number): JsonPosition {
    this.countLines(i);
    const offset = this.base + i;
    return { offset, line: this.line, column: offset - this.lineStart + 1 };
  }

  private fail(message: string, i: number): never {
    // What was read outside the array is kept up to here: JSON.parse of it may place the error.
    this.flushOutside(i);
    const position = this.positionOf(i);
    const element = this.element;
    if (element === undefined || this.options.maxElementBytes < element.size + i - element.from) {
      throw new ArrayScanError({ ...position, message });
    }
    this.keepElementBytes(i);
    const bytes = Buffer.concat(element.pieces);
    throw new ArrayScanError({ ...position, message }, { bytes, at: element.at! });
  }
}
