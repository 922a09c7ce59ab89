/**
 * The positions 0 to count - 1 in the order `compare` gives (a total order: ties broken by the
 * caller). The list is checked first and sorted only when it is not in order already: worlds
 * are mostly built in date order (generated ones by id, captured exports often), and the check
 * costs one pass where the sort costs a comparison function per step.
 */
export function positionsInOrder(
  count: number,
  compare: (a: number, b: number) => number,
): Int32Array {
  const positions = new Int32Array(count);
  let inOrder = true;
  for (let position = 0; position < count; position++) {
    positions[position] = position;
    if (position > 0 && inOrder && compare(position - 1, position) > 0) inOrder = false;
  }
  if (!inOrder) positions.sort(compare);
  return positions;
}
