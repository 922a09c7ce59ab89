const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Plain equality `column=value` of v1 (real-world.md): `wanted` is the query value already
 * coerced to the column's schema type. Numbers compare numerically (`1.50` equals `1.5`), and
 * also against a column that holds a decimal string where the schema allows either
 * (PIBPrecoCorrente); `null` matches null; strings compare exactly: case- and accent-sensitive,
 * as SQL `=` on a binary collation (use `Cidade[lk]` for a loose match).
 */
export function equalsColumnValue(value: unknown, wanted: unknown): boolean {
  if (typeof wanted === "number") {
    if (typeof value === "number") return value === wanted;
    return typeof value === "string" && DECIMAL.test(value) && Number(value) === wanted;
  }
  return value === wanted;
}
