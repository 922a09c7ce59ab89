import { foldName } from "../fold-name";
import { matchLike } from "./match-like";

/**
 * The matcher of a `[lk]` parameter: SQL LIKE (see matchLike) on the whole value, compared case-
 * and accent-insensitively. Pattern and value are folded alike by foldName (NFD, combining marks
 * dropped, lower case), so `sao%`, `SÃO%` and `São%` all match `São Gonçalo`; `_` then stands
 * for one folded character (`S_o%` matches `São…`).
 */
export function createLikeMatcher(pattern: string): (value: string) => boolean {
  const folded = Array.from(foldName(pattern));
  return (value) => matchLike(Array.from(foldName(value)), folded);
}
