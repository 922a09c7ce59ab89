import type { Order } from "./occurrence-query";
import type { Selection } from "./selection";

/**
 * The positions of items `start` … `end - 1` of a selection read in `order`: ASC as it is
 * (date, then id), DESC its exact reverse.
 */
export function orderSelection(
  selection: Selection,
  order: Order,
  start: number,
  end: number,
): number[] {
  const out: number[] = [];
  if (order === "ASC") {
    for (let i = selection.start + start; i < selection.start + end; i += 1) {
      out.push(selection.list[i]!);
    }
  } else {
    for (let i = selection.end - 1 - start; i > selection.end - 1 - end; i -= 1) {
      out.push(selection.list[i]!);
    }
  }
  return out;
}
