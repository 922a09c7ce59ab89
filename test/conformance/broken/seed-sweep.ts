/**
 * The parts a by-seed table is split into, so that its runs fill two jest workers: `rotation`, a
 * few seeds per row (the `*-by-seed.test.ts` files of test/servers/, and verdict.test.ts in the
 * fast tier), and `remainder`, the row's other seeds (the `*-other-seeds.test.ts` files of
 * test/servers/). `npm run test:servers` (and CI) runs both, so every row meets every seed
 * exactly once there.
 */
export const SWEEP_PARTS = ["rotation", "remainder"] as const;

/** One of SWEEP_PARTS. */
export type SweepPart = (typeof SWEEP_PARTS)[number];

/**
 * The seeds of a table's row in one part of the sweep. The rotation gives row `index` `per`
 * seeds in a row of `seeds`, starting where row `index - 1` stopped (fixed, not drawn): with as
 * many rows as `seeds.length / per`, every seed is in the rotation. The remainder is the rest.
 */
export function seedsOf(
  part: SweepPart,
  index: number,
  seeds: readonly number[],
  per: number,
): number[] {
  const start = (index * per) % seeds.length;
  const rotation = new Set(
    Array.from({ length: Math.min(per, seeds.length) }, (_, i) => start + i).map(
      (at) => seeds[at % seeds.length],
    ),
  );
  return seeds.filter((seed) => rotation.has(seed) === (part === "rotation"));
}

/**
 * The rows of a table, one per row and seed of the part: `[name, seed, row]`, so each jest test
 * is one conformance run.
 */
export function bySeed<Row extends { readonly name: string }>(
  part: SweepPart,
  rows: readonly Row[],
  seeds: readonly number[],
  per: number,
): (readonly [string, number, Row])[] {
  return rows.flatMap((row, index) =>
    seedsOf(part, index, seeds, per).map((seed) => [row.name, seed, row] as const),
  );
}
