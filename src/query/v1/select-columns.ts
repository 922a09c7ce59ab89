/**
 * The columns a `field[]` list asks for, in the order of the definitions (not the order sent);
 * a column named twice comes back once. Undefined when no `field[]` was sent: the full row.
 */
export function selectColumns<C extends string>(
  definitions: readonly C[],
  requested: readonly C[] | undefined,
): readonly C[] | undefined {
  if (requested === undefined) return undefined;
  const wanted = new Set(requested);
  return definitions.filter((column) => wanted.has(column));
}
