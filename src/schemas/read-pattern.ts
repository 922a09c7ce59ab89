import {
  complement,
  CONTROL_ESCAPES,
  ESCAPED_SETS,
  LINE_ENDS,
  MAX_CODE_POINT,
  normalize,
  one,
  propertyRanges,
  type Ranges,
} from "./code-point-ranges";

/** The characters that mean syntax, each a literal when escaped. */
const SYNTAX = new Set("^$\\.*+?()[]{}|/-");

/** A pattern read: characters (as sets), assertions, sequences, branches and repeats. */
export type PatternNode =
  | { readonly kind: "char"; readonly set: Ranges }
  | { readonly kind: "assert"; readonly start: boolean }
  | { readonly kind: "seq"; readonly items: readonly PatternNode[] }
  | { readonly kind: "alt"; readonly items: readonly PatternNode[] }
  | {
      readonly kind: "repeat";
      readonly min: number;
      readonly max: number;
      readonly body: PatternNode;
    };

/** A pattern outside the syntax the guard reads, and why. */
export class PatternRefused extends Error {}

/** A recursive-descent reader of the pattern syntax the guard accepts (Unicode mode). */
class Reader {
  private at = 0;
  private readonly chars: readonly string[];

  constructor(pattern: string) {
    this.chars = [...pattern];
  }

  read(): PatternNode {
    const node = this.alternation();
    if (this.at < this.chars.length) throw new PatternRefused(`unexpected "${this.peek()}"`);
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private take(): string {
    const char = this.chars[this.at++];
    if (char === undefined) throw new PatternRefused("unexpected end");
    return char;
  }

  private alternation(): PatternNode {
    const items = [this.sequence()];
    while (this.peek() === "|") {
      this.at++;
      items.push(this.sequence());
    }
    return items.length === 1 ? (items[0] as PatternNode) : { kind: "alt", items };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (this.at < this.chars.length && this.peek() !== "|" && this.peek() !== ")") {
      items.push(this.quantified(this.atom()));
    }
    return { kind: "seq", items };
  }

  private number(): number | undefined {
    let digits = "";
    while (/[0-9]/.test(this.peek() ?? "")) digits += this.take();
    return digits === "" ? undefined : Number(digits);
  }

  private quantified(atom: PatternNode): PatternNode {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === "*" || char === "+" || char === "?") {
      this.at++;
      [min, max] = char === "*" ? [0, Infinity] : char === "+" ? [1, Infinity] : [0, 1];
    } else if (char === "{") {
      this.at++;
      const low = this.number();
      if (low === undefined) throw new PatternRefused("a { that is no count");
      min = low;
      max = low;
      if (this.peek() === ",") {
        this.at++;
        max = this.number() ?? Infinity;
      }
      if (this.take() !== "}" || max < min) throw new PatternRefused("a malformed count");
    } else return atom;
    if (this.peek() === "?") this.at++;
    if (atom.kind === "assert") throw new PatternRefused("a quantified assertion");
    return { kind: "repeat", min, max, body: atom };
  }

  private atom(): PatternNode {
    const char = this.take();
    if (char === "^" || char === "$") return { kind: "assert", start: char === "^" };
    if (char === ".") return { kind: "char", set: complement(LINE_ENDS) };
    if (char === "[") return { kind: "char", set: this.characterClass() };
    if (char === "\\") return this.escape(false);
    if (char === "(") return this.group();
    if (SYNTAX.has(char) && char !== "-" && char !== "/")
      throw new PatternRefused(`a stray "${char}"`);
    return { kind: "char", set: one(char.codePointAt(0) ?? 0) };
  }

  private group(): PatternNode {
    if (this.peek() === "?") {
      this.at++;
      const kind = this.take();
      if (kind === "<" && this.peek() !== "=" && this.peek() !== "!") {
        while (this.take() !== ">");
      } else if (kind !== ":") throw new PatternRefused("a lookaround");
    }
    const body = this.alternation();
    if (this.take() !== ")") throw new PatternRefused("an unclosed group");
    return body;
  }

  /** An escape: a set (`\d`, `\p{L}`), a character, or an assertion (`\b`) outside a class. */
  private escape(inClass: boolean): PatternNode {
    const char = this.take();
    const set = ESCAPED_SETS[char];
    if (set !== undefined) return { kind: "char", set };
    if (char === "b" || char === "B") {
      if (inClass) return { kind: "char", set: one(0x08) };
      return { kind: "assert", start: false };
    }
    if (/[1-9]/.test(char) || char === "k") throw new PatternRefused("a backreference");
    if (char === "p" || char === "P") {
      if (this.take() !== "{") throw new PatternRefused("a malformed \\p");
      let name = "";
      while (this.peek() !== "}") name += this.take();
      this.at++;
      // General categories by their short names only (\p{L}, \p{Lu}, \p{Nd}): a few dozen,
      // each read once, so no file of many properties makes the guard itself slow.
      if (!/^[A-Z][a-z]?$/.test(name)) {
        throw new PatternRefused(
          `a property other than a general category (\\p{L}, \\p{Nd}…): \\p{${name}}`,
        );
      }
      try {
        new RegExp(`\\p{${name}}`, "u");
      } catch {
        throw new PatternRefused(`an unknown property \\p{${name}}`);
      }
      const ranges = propertyRanges(name);
      return { kind: "char", set: char === "p" ? ranges : complement(ranges) };
    }
    const control = CONTROL_ESCAPES[char];
    if (control !== undefined) return { kind: "char", set: one(control) };
    if (char === "x") return { kind: "char", set: one(this.hex(2)) };
    if (char === "u") {
      if (this.peek() !== "{") return { kind: "char", set: one(this.hex(4)) };
      this.at++;
      let hex = "";
      while (this.peek() !== "}") hex += this.take();
      this.at++;
      const code = Number.parseInt(hex, 16);
      if (!/^[0-9a-fA-F]{1,6}$/.test(hex) || code > MAX_CODE_POINT) {
        throw new PatternRefused("a malformed \\u{…}");
      }
      return { kind: "char", set: one(code) };
    }
    if (SYNTAX.has(char)) return { kind: "char", set: one(char.codePointAt(0) ?? 0) };
    throw new PatternRefused(`an unknown escape \\${char}`);
  }

  private hex(count: number): number {
    let hex = "";
    for (let i = 0; i < count; i++) hex += this.take();
    if (!/^[0-9a-fA-F]+$/.test(hex)) throw new PatternRefused("a malformed hexadecimal escape");
    return Number.parseInt(hex, 16);
  }

  private classAtom(): Ranges {
    const char = this.take();
    if (char !== "\\") return one(char.codePointAt(0) ?? 0);
    const node = this.escape(true);
    if (node.kind !== "char") throw new PatternRefused("an assertion in a class");
    return node.set;
  }

  private characterClass(): Ranges {
    const negated = this.peek() === "^";
    if (negated) this.at++;
    const ranges: Array<readonly [number, number]> = [];
    while (this.peek() !== "]") {
      if (this.peek() === undefined) throw new PatternRefused("an unclosed class");
      const low = this.classAtom();
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined) {
        this.at++;
        const high = this.classAtom();
        const [from] = low;
        const [to] = high;
        if (low.length !== 1 || high.length !== 1 || from === undefined || to === undefined) {
          throw new PatternRefused("a range of sets");
        }
        if (from[0] !== from[1] || to[0] !== to[1] || to[0] < from[0]) {
          throw new PatternRefused("a malformed range");
        }
        ranges.push([from[0], to[0]]);
      } else ranges.push(...low);
    }
    this.at++;
    const set = normalize(ranges);
    return negated ? complement(set) : set;
  }
}

/** The pattern read as the guard sees it, or throws PatternRefused. */
export function readPattern(pattern: string): PatternNode {
  return new Reader(pattern).read();
}
