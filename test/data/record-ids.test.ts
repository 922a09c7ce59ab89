import { loadDataWorld } from "../../src/data/load-data-world";
import { idHash } from "../../src/data/record-columns";
import { buildWorld } from "../../src/world";
import { createTempDir } from "../validation/temp-dir";

// The collection finds the ids it has seen by their hash (no string per record): ids of equal
// hash are still told apart by their bytes, and an id seen again is found whatever its hash shares.
const world = buildWorld({ seed: 4, occurrences: 6 });
const temp = createTempDir("record-ids");
afterAll(() => temp.remove());

/** Pairs of different ids of the same idHash (FNV-1a collisions). */
const COLLIDING: [string, string][] = [
  ["costarring", "liquid"],
  ["declinate", "macallums"],
  ["altarage", "zinke"],
];

/** Record `n` of the world with another id (and an address, to tell its content apart). */
const recordWith = (n: number, id: string, address?: string) =>
  JSON.stringify({
    ...world.occurrences[n]!.v2,
    id,
    ...(address === undefined ? {} : { address }),
  });

/**
 * The findings about an id read again with other content (the ids here are no UUIDs: those break
 * the schema).
 */
const differing = (findings: readonly string[]) =>
  findings.filter((line) => / differs from /.test(line));

async function load(items: readonly string[]) {
  const file = temp.write(
    `ids-${items.length}-${Math.random().toString(36).slice(2)}.json`,
    `[${items.join(",")}]`,
  );
  const loaded = await loadDataWorld([file], { workers: 0 });
  if (!loaded.ok) throw new Error(loaded.problems.join("\n"));
  return loaded;
}

describe("record ids found by their hash", () => {
  it.each(COLLIDING)("the test's ids %s and %s do share a hash", (one, other) => {
    expect(idHash(one)).toBe(idHash(other));
  });

  it.each(COLLIDING)("%s and %s, of one hash, are two records", async (one, other) => {
    const loaded = await load([recordWith(0, one), recordWith(1, other)]);
    expect(loaded.world.occurrences).toHaveLength(2);
    expect(differing(loaded.findings)).toEqual([]);
  });

  it.each(COLLIDING)(
    "%s and %s, of one hash, each read again: duplicates of their own",
    async (one, other) => {
      const loaded = await load([
        recordWith(0, one),
        recordWith(1, other),
        recordWith(1, other),
        recordWith(0, one),
      ]);
      expect(loaded.world.occurrences).toHaveLength(2);
      expect(loaded.world.capture?.duplicates).toBe(2);
      expect(differing(loaded.findings)).toEqual([]);
    },
  );

  it.each(COLLIDING)(
    "%s and %s, of one hash: the second read again with other content is named",
    async (one, other) => {
      const loaded = await load([
        recordWith(0, one),
        recordWith(1, other),
        recordWith(2, other, "elsewhere"),
      ]);
      expect(loaded.world.occurrences).toHaveLength(2);
      expect(differing(loaded.findings)).toEqual([
        expect.stringMatching(
          new RegExp(`/2: record ${other} differs from the one at .*/1; the first is served`),
        ),
      ]);
    },
  );
});
