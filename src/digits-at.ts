/**
 * The number written by `count` ASCII digits of `text` from `at`, or -1 when one of them is not
 * a digit (or lies past the end): how the date readers read a date's fields without a regular
 * expression.
 */
export function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    // NaN past the end: not a digit.
    const digit = text.charCodeAt(i) - 0x30;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}
