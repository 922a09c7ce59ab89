import { stripAccents } from "../strip-accents";

/**
 * A name folded for comparison: accents removed (stripAccents) and lower case, so `niteroi`,
 * `NITERÓI` and `Niterói` fold alike. Spaces and punctuation are kept.
 */
export function foldName(name: string): string {
  return stripAccents(name).toLowerCase();
}
