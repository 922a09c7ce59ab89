import { stripAccents } from "../strip-accents";

/** A name in upper case with its accents, as v2 GET /cities carries it: "NITERÓI". */
export function toUpperCityName(name: string): string {
  return name.toUpperCase();
}

/** A name in upper case without accents, as v2 occurrences carry it: "NITEROI". */
export function toPlainCityName(name: string): string {
  return stripAccents(name).toUpperCase();
}
