/**
 * SQL LIKE on two lists of characters (code points): `%` in the pattern matches any run of
 * characters, including none; `_` matches exactly one; every other character matches itself.
 * The whole text must match. There is no escape character, so `%` and `_` are always wildcards.
 *
 * The classic two-pointer wildcard matcher: on a mismatch it goes back to the last `%` seen and
 * lets it swallow one more character. No regular expression is built from the pattern, and the
 * worst case is O(text.length × pattern.length), so no pattern can make it slow.
 */
export function matchLike(text: readonly string[], pattern: readonly string[]): boolean {
  let t = 0;
  let p = 0;
  // Position of the last % in the pattern, and where in the text its run currently ends.
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    const wanted = pattern[p];
    if (wanted !== undefined && wanted !== "%" && (wanted === "_" || wanted === text[t])) {
      t += 1;
      p += 1;
    } else if (wanted === "%") {
      star = p;
      resume = t;
      p += 1;
    } else if (star !== -1) {
      p = star + 1;
      resume += 1;
      t = resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === "%") p += 1;
  return p === pattern.length;
}
