/**
 * A text without its accents: decomposed (NFD) and the combining marks dropped, so "Niterói"
 * becomes "Niteroi". Case, spaces and punctuation are kept.
 */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}
