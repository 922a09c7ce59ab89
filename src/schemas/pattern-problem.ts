/**
 * The guard against catastrophic backtracking for the regular expressions an overlay carries
 * (`pattern`, `patternProperties`): a pattern is accepted only when a backtracking matcher runs
 * it in time linear in the value. It must be anchored (`^` first, in every top-level branch, so
 * it is tried from one place only), use no backreference nor lookaround, and be deterministic:
 * at every point of a match, at most one way on can take the next character. That refuses
 * nested quantifiers (`(a+)+`, `(a*)*`), overlapping branches under a quantifier (`(a|a)*`,
 * `(a|ab)+`) and overlapping neighbours (`\d+\d+`, `\s*\s*`), each of which lets a failing
 * value be tried in exponentially or polynomially many ways. Counted repeats (`{2,5}`) are
 * judged as loops, which only refuses more.
 */

/** Longest pattern an overlay may carry, in characters. */
export const MAX_PATTERN_LENGTH = 500;

type Ranges = ReadonlyArray<readonly [number, number]>;

type Node =
  | { readonly kind: "char"; readonly set: Ranges }
  | { readonly kind: "assert"; readonly start: boolean }
  | { readonly kind: "seq"; readonly items: readonly Node[] }
  | { readonly kind: "alt"; readonly items: readonly Node[] }
  | { readonly kind: "repeat"; readonly min: number; readonly max: number; readonly body: Node };

const MAX_CODE_POINT = 0x10ffff;

function normalize(ranges: Array<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(ranges: Ranges): Ranges {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

const one = (c: number): Ranges => [[c, c]];
const DIGITS: Ranges = [[0x30, 0x39]];
const WORD: Ranges = normalize([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
// ECMAScript WhiteSpace and LineTerminator, what \s matches.
const SPACES: Ranges = normalize(
  [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]
    .concat([0xfeff])
    .map((c) => [c, c] as const)
    .concat([[0x2000, 0x200a]]),
);
const LINE_ENDS: Ranges = normalize([0x0a, 0x0d, 0x2028, 0x2029].map((c) => [c, c] as const));
const ESCAPED_SETS: Readonly<Record<string, Ranges>> = {
  d: DIGITS,
  D: complement(DIGITS),
  w: WORD,
  W: complement(WORD),
  s: SPACES,
  S: complement(SPACES),
};
const CONTROL_ESCAPES: Readonly<Record<string, number>> = {
  n: 0x0a,
  r: 0x0d,
  t: 0x09,
  v: 0x0b,
  f: 0x0c,
  "0": 0,
};
const SYNTAX = new Set("^$\\.*+?()[]{}|/-");

const properties = new Map<string, Ranges>();

/** Planes 4 to 13: unassigned throughout, so any property takes all of them or none. */
const EMPTY_PLANES: readonly [number, number] = [0x40000, 0xdffff];

/** The code points a `\p{…}` matches, by asking the engine once per code point (cached). */
function propertyRanges(name: string): Ranges {
  const known = properties.get(name);
  if (known !== undefined) return known;
  const test = new RegExp(`^\\p{${name}}$`, "u");
  const out: Array<readonly [number, number]> = [];
  let start = -1;
  for (let cp = 0; cp <= MAX_CODE_POINT + 1; cp++) {
    if (cp === EMPTY_PLANES[0]) {
      if (start >= 0) out.push([start, cp - 1]);
      start = -1;
      if (test.test(String.fromCodePoint(cp))) out.push(EMPTY_PLANES);
      cp = EMPTY_PLANES[1];
      continue;
    }
    const hit = cp <= MAX_CODE_POINT && test.test(String.fromCodePoint(cp));
    if (hit && start < 0) start = cp;
    if (!hit && start >= 0) {
      out.push([start, cp - 1]);
      start = -1;
    }
  }
  const ranges = normalize(out);
  properties.set(name, ranges);
  return ranges;
}

class Refused extends Error {}

/** A recursive-descent reader of the pattern syntax the guard accepts (Unicode mode). */
class Reader {
  private at = 0;
  private readonly chars: readonly string[];

  constructor(pattern: string) {
    this.chars = [...pattern];
  }

  read(): Node {
    const node = this.alternation();
    if (this.at < this.chars.length) throw new Refused(`unexpected "${this.peek()}"`);
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private take(): string {
    const char = this.chars[this.at++];
    if (char === undefined) throw new Refused("unexpected end");
    return char;
  }

  private alternation(): Node {
    const items = [this.sequence()];
    while (this.peek() === "|") {
      this.at++;
      items.push(this.sequence());
    }
    return items.length === 1 ? (items[0] as Node) : { kind: "alt", items };
  }

  private sequence(): Node {
    const items: Node[] = [];
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

  private quantified(atom: Node): Node {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === "*" || char === "+" || char === "?") {
      this.at++;
      [min, max] = char === "*" ? [0, Infinity] : char === "+" ? [1, Infinity] : [0, 1];
    } else if (char === "{") {
      this.at++;
      const low = this.number();
      if (low === undefined) throw new Refused("a { that is no count");
      min = low;
      max = low;
      if (this.peek() === ",") {
        this.at++;
        max = this.number() ?? Infinity;
      }
      if (this.take() !== "}" || max < min) throw new Refused("a malformed count");
    } else return atom;
    if (this.peek() === "?") this.at++;
    if (atom.kind === "assert") throw new Refused("a quantified assertion");
    return { kind: "repeat", min, max, body: atom };
  }

  private atom(): Node {
    const char = this.take();
    if (char === "^" || char === "$") return { kind: "assert", start: char === "^" };
    if (char === ".") return { kind: "char", set: complement(LINE_ENDS) };
    if (char === "[") return { kind: "char", set: this.characterClass() };
    if (char === "\\") return this.escape(false);
    if (char === "(") return this.group();
    if (SYNTAX.has(char) && char !== "-" && char !== "/") throw new Refused(`a stray "${char}"`);
    return { kind: "char", set: one(char.codePointAt(0) ?? 0) };
  }

  private group(): Node {
    if (this.peek() === "?") {
      this.at++;
      const kind = this.take();
      if (kind === "<" && this.peek() !== "=" && this.peek() !== "!") {
        while (this.take() !== ">");
      } else if (kind !== ":") throw new Refused("a lookaround");
    }
    const body = this.alternation();
    if (this.take() !== ")") throw new Refused("an unclosed group");
    return body;
  }

  /** An escape: a set (`\d`, `\p{L}`), a character, or an assertion (`\b`) outside a class. */
  private escape(inClass: boolean): Node {
    const char = this.take();
    const set = ESCAPED_SETS[char];
    if (set !== undefined) return { kind: "char", set };
    if (char === "b" || char === "B") {
      if (inClass) return { kind: "char", set: one(0x08) };
      return { kind: "assert", start: false };
    }
    if (/[1-9]/.test(char) || char === "k") throw new Refused("a backreference");
    if (char === "p" || char === "P") {
      if (this.take() !== "{") throw new Refused("a malformed \\p");
      let name = "";
      while (this.peek() !== "}") name += this.take();
      this.at++;
      // General categories by their short names only (\p{L}, \p{Lu}, \p{Nd}): a few dozen,
      // each read once, so no file of many properties makes the guard itself slow.
      if (!/^[A-Z][a-z]?$/.test(name)) {
        throw new Refused(
          `a property other than a general category (\\p{L}, \\p{Nd}…): \\p{${name}}`,
        );
      }
      try {
        new RegExp(`\\p{${name}}`, "u");
      } catch {
        throw new Refused(`an unknown property \\p{${name}}`);
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
        throw new Refused("a malformed \\u{…}");
      }
      return { kind: "char", set: one(code) };
    }
    if (SYNTAX.has(char)) return { kind: "char", set: one(char.codePointAt(0) ?? 0) };
    throw new Refused(`an unknown escape \\${char}`);
  }

  private hex(count: number): number {
    let hex = "";
    for (let i = 0; i < count; i++) hex += this.take();
    if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Refused("a malformed hexadecimal escape");
    return Number.parseInt(hex, 16);
  }

  private classAtom(): Ranges {
    const char = this.take();
    if (char !== "\\") return one(char.codePointAt(0) ?? 0);
    const node = this.escape(true);
    if (node.kind !== "char") throw new Refused("an assertion in a class");
    return node.set;
  }

  private characterClass(): Ranges {
    const negated = this.peek() === "^";
    if (negated) this.at++;
    const ranges: Array<readonly [number, number]> = [];
    while (this.peek() !== "]") {
      if (this.peek() === undefined) throw new Refused("an unclosed class");
      const low = this.classAtom();
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== undefined) {
        this.at++;
        const high = this.classAtom();
        const [from] = low;
        const [to] = high;
        if (low.length !== 1 || high.length !== 1 || from === undefined || to === undefined) {
          throw new Refused("a range of sets");
        }
        if (from[0] !== from[1] || to[0] !== to[1] || to[0] < from[0]) {
          throw new Refused("a malformed range");
        }
        ranges.push([from[0], to[0]]);
      } else ranges.push(...low);
    }
    this.at++;
    const set = normalize(ranges);
    return negated ? complement(set) : set;
  }
}

/** Glushkov's positions of a pattern: what may come first, and what may follow each position. */
interface Glushkov {
  readonly nullable: boolean;
  readonly first: readonly number[];
  readonly last: readonly number[];
}

function positions(root: Node): {
  sets: Ranges[];
  first: readonly number[];
  follow: number[][];
} {
  const sets: Ranges[] = [];
  const follow: number[][] = [];
  const link = (from: readonly number[], to: readonly number[]): void => {
    for (const p of from) {
      const next = follow[p];
      next?.push(...to);
      // More followers than a pattern can have positions: some position follows twice.
      if (next !== undefined && next.length > MAX_PATTERN_LENGTH) throw new Refused("ambiguous");
    }
  };
  const visit = (node: Node): Glushkov => {
    switch (node.kind) {
      case "char": {
        const p = sets.length;
        sets.push(node.set);
        follow.push([]);
        return { nullable: false, first: [p], last: [p] };
      }
      case "assert":
        return { nullable: true, first: [], last: [] };
      case "alt": {
        const parts = node.items.map(visit);
        return {
          nullable: parts.some((g) => g.nullable),
          first: parts.flatMap((g) => g.first),
          last: parts.flatMap((g) => g.last),
        };
      }
      case "seq": {
        let acc: Glushkov = { nullable: true, first: [], last: [] };
        for (const item of node.items) {
          const next = visit(item);
          link(acc.last, next.first);
          acc = {
            nullable: acc.nullable && next.nullable,
            first: acc.nullable ? [...acc.first, ...next.first] : acc.first,
            last: next.nullable ? [...next.last, ...acc.last] : next.last,
          };
        }
        return acc;
      }
      case "repeat": {
        const body = visit(node.body);
        // Judged as a loop: the body may follow itself (a counted repeat over-approximated).
        if (node.max > 1) link(body.last, body.first);
        return { ...body, nullable: node.min === 0 || body.nullable };
      }
    }
  };
  const { first } = visit(root);
  return { sets, first, follow };
}

/** Whether some character could be taken by two entries (the same position twice included). */
function overlaps(entries: readonly number[], sets: readonly Ranges[]): boolean {
  const all = entries.flatMap((p) => sets[p] ?? []).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < all.length; i++) {
    const before = all[i - 1];
    const range = all[i];
    if (before !== undefined && range !== undefined && range[0] <= before[1]) return true;
  }
  return false;
}

function anchored(node: Node): boolean {
  if (node.kind === "alt") return node.items.every(anchored);
  if (node.kind === "assert") return node.start;
  if (node.kind !== "seq") return false;
  const [head] = node.items;
  return head !== undefined && anchored(head);
}

const AMBIGUOUS =
  "ambiguous (nested or overlapping quantifiers, as in (a+)+ or (a|a)*): it could backtrack catastrophically";

/**
 * Why a pattern is outside the safe subset (so it could backtrack catastrophically), or
 * undefined when it runs in time linear in the value (see the module's comment).
 */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `longer than ${MAX_PATTERN_LENGTH} characters`;
  }
  let root: Node;
  try {
    new RegExp(pattern, "u");
    root = new Reader(pattern).read();
  } catch (error) {
    const why = error instanceof Refused ? error.message : "not a regular expression";
    return `${why}: outside the patterns the kit runs (anchored, deterministic, no backreference or lookaround)`;
  }
  if (!anchored(root)) return "not anchored: every branch must start with ^";
  let found: ReturnType<typeof positions>;
  try {
    found = positions(root);
  } catch {
    return AMBIGUOUS;
  }
  const { sets, first, follow } = found;
  if (overlaps(first, sets) || follow.some((next) => overlaps(next, sets))) {
    return AMBIGUOUS;
  }
  return undefined;
}
