/**
 * The parts a by-seed table is split into, so that its runs fill two jest workers: `rotation`, a
 * few seeds per row (the `*-by-seed.test.ts` files of test/servers/, and verdict.test.ts in the
 * fast tier), and `remainder`, the row's other seeds (the `*-other-seeds.test.ts` files of
 * test/servers/). `npm run test:servers` (and CI) runs both, so every row meets each of its
 * seeds at most once there, and every seed of the sweep (SweepDepth) exactly once.
 */
export const SWEEP_PARTS = ["rotation", "remainder"] as const;

/** One of SWEEP_PARTS. */
export type SweepPart = (typeof SWEEP_PARTS)[number];

/**
 * How deep the remainder goes: `half` (the default, and CI's) gives a row every other seed after
 * its rotation, so with the rotation each row meets about half of its seeds and every seed meets
 * about half of the rows; `full` (`SWEEP=full`, `npm run test:servers:full`) gives a row every
 * seed. The whole sweep is four times the runs of the rotation; CI has 90 minutes for all tiers
 * on a machine that may run at half the development machine's speed, so it runs half.
 */
export type SweepDepth = "half" | "full";

/** The depth of this process's sweeps: `SWEEP=full` for every seed, else half (SweepDepth). */
export function sweepDepthOf(env: NodeJS.ProcessEnv = process.env): SweepDepth {
  return env.SWEEP === "full" ? "full" : "half";
}

/**
 * The seeds of a table's row in one part of the sweep. The rotation gives row `index` `per`
 * seeds in a row of `seeds`, starting where row `index - 1` stopped (fixed, not drawn): with as
 * many rows as `seeds.length / per`, every seed is in the rotation. The remainder is the rest
 * (`full`) or the rest at an even distance from the rotation's start (`half`).
 */
export function seedsOf(
  part: SweepPart,
  index: number,
  seeds: readonly number[],
  per: number,
  depth: SweepDepth = sweepDepthOf(),
): number[] {
  const start = (index * per) % seeds.length;
  const inRotation = (offset: number): boolean => offset < Math.min(per, seeds.length);
  const kept = (offset: number): boolean =>
    part === "rotation"
      ? inRotation(offset)
      : !inRotation(offset) && (depth === "full" || offset % 2 === 0);
  return seeds.filter((_, at) => kept((at - start + seeds.length) % seeds.length));
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
  depth: SweepDepth = sweepDepthOf(),
): (readonly [string, number, Row])[] {
  return rows.flatMap((row, index) =>
    seedsOf(part, index, seeds, per, depth).map((seed) => [row.name, seed, row] as const),
  );
}
