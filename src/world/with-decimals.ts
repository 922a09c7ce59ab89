import type { SeededRandom } from "../seeded-random";

const DECIMAL = /^([-+]?)([0-9]+)\.?([0-9]*)$/;

/**
 * A decimal string rendered with exactly `decimals` decimals: fewer round half away from zero,
 * more keep the value's first `precision` decimals (the ones that carry information; the rest
 * are padding) and draw the others from `random`, so a value gains digits rather than zeros.
 * Undefined when `value` is no plain decimal string. Works on digits (BigInt), so no binary
 * rounding creeps in.
 */
export function withDecimals(
  value: string,
  decimals: number,
  precision: number,
  random: SeededRandom,
): string | undefined {
  const match = DECIMAL.exec(value);
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = ""] = match;
  let digits = fraction.slice(0, precision);
  while (digits.length < decimals) digits += String(random.below(10));
  let scaled = BigInt(`${whole}${digits}`);
  const cut = digits.length - decimals;
  if (cut > 0) {
    const unit = 10n ** BigInt(cut);
    scaled = scaled / unit + ((scaled % unit) * 2n >= unit ? 1n : 0n);
  }
  const text = scaled.toString().padStart(decimals + 1, "0");
  const point = text.length - decimals;
  return decimals === 0 ? `${sign}${text}` : `${sign}${text.slice(0, point)}.${text.slice(point)}`;
}
