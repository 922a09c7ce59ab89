import { formatLabel } from "../validation/detect-entry";
import type { Place } from "./verdict-of";

/** Where a list of records was read: its place, and its pointer (none: the body is the record). */
export interface Origin {
  /** The file (and exchange) the list was read from. */
  readonly place: Place;
  /** "/data" (an envelope's list), "" (a bare array) or undefined (the body is the record). */
  readonly pointer: string | undefined;
}

/**
 * An Origin as findings say it: `file.json /data/3`, or the label alone for a body that is the
 * record.
 */
export function whereOf(origin: Origin, index: number): string {
  const label = formatLabel(origin.place);
  return origin.pointer === undefined ? label : `${label} ${origin.pointer}/${index}`;
}
