import type { MirrorRecord } from "./mirror";

const known = new WeakMap<readonly MirrorRecord[], readonly string[]>();

/**
 * The columns of a v1 row asked without `field[]`: the columns the server's own rows carry, as
 * the mirror read them (the spec's, in its order, then any the server adds: the real v1 rows
 * carried 41 more). Whether the spec's columns are all there is the schema's check, not the
 * oracle's; a server whose rows of one query carry other columns than its rows of another still
 * differs. The spec's list when the mirror holds no row. Worked out once per mirror list.
 */
export function wholeRowColumns(
  rows: readonly MirrorRecord[],
  spec: readonly string[],
): readonly string[] {
  let columns = known.get(rows);
  if (columns === undefined) {
    const seen = new Set<string>();
    for (const row of rows) for (const name of Object.keys(row)) seen.add(name);
    columns =
      seen.size === 0
        ? spec
        : [
            ...spec.filter((name) => seen.has(name)),
            ...[...seen].filter((name) => !spec.includes(name)),
          ];
    known.set(rows, columns);
  }
  return columns;
}
