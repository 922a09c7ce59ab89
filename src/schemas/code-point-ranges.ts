/** Sets of code points as sorted ranges: what a pattern's characters and classes match. */
export type Ranges = ReadonlyArray<readonly [number, number]>;

/** The last Unicode code point. */
export const MAX_CODE_POINT = 0x10ffff;

/** Ranges sorted and merged where they touch or overlap. */
export function normalize(ranges: Array<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** The code points not in `ranges`. */
export function complement(ranges: Ranges): Ranges {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

/** The set of one code point. */
export const one = (c: number): Ranges => [[c, c]];
/** What `\d` matches. */
const DIGITS: Ranges = [[0x30, 0x39]];
/** What `\w` matches. */
const WORD: Ranges = normalize([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
/** ECMAScript WhiteSpace and LineTerminator: what `\s` matches. */
const SPACES: Ranges = normalize(
  [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]
    .concat([0xfeff])
    .map((c) => [c, c] as const)
    .concat([[0x2000, 0x200a]]),
);
/** Line terminators: what `.` does not match. */
export const LINE_ENDS: Ranges = normalize(
  [0x0a, 0x0d, 0x2028, 0x2029].map((c) => [c, c] as const),
);
/** The sets of `\d \D \w \W \s \S`. */
export const ESCAPED_SETS: Readonly<Record<string, Ranges>> = {
  d: DIGITS,
  D: complement(DIGITS),
  w: WORD,
  W: complement(WORD),
  s: SPACES,
  S: complement(SPACES),
};
/** The characters of `\n \r \t \v \f \0`. */
export const CONTROL_ESCAPES: Readonly<Record<string, number>> = {
  n: 0x0a,
  r: 0x0d,
  t: 0x09,
  v: 0x0b,
  f: 0x0c,
  "0": 0,
};

const properties = new Map<string, Ranges>();

/** Planes 4 to 13: unassigned throughout, so any property takes all of them or none. */
const EMPTY_PLANES: readonly [number, number] = [0x40000, 0xdffff];

/** The code points a `\p{…}` matches, by asking the engine once per code point (cached). */
export function propertyRanges(name: string): Ranges {
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
