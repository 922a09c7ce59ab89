/** The world `npm start` serves: seed 1, 10,000 occurrences (builds in well under a second). */
export const DEFAULT_WORLD_OPTIONS: Readonly<{ seed: number; occurrences: number }> = Object.freeze(
  { seed: 1, occurrences: 10_000 },
);
