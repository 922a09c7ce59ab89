/**
 * A name folded for comparison: accents removed (NFD, combining marks dropped) and lower case,
 * so `niteroi`, `NITERÓI` and `Niterói` fold alike. Spaces and punctuation are kept.
 */
export function foldName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
