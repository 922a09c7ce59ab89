import { stripAccents } from "../strip-accents";

/** Brazil's 27 federative units by name: the real v1 numbers them in this list's sorted order. */
const FEDERATIVE_UNITS = [
  "Acre",
  "Alagoas",
  "Amapá",
  "Amazonas",
  "Bahia",
  "Ceará",
  "Distrito Federal",
  "Espírito Santo",
  "Goiás",
  "Maranhão",
  "Mato Grosso",
  "Mato Grosso do Sul",
  "Minas Gerais",
  "Pará",
  "Paraíba",
  "Paraná",
  "Pernambuco",
  "Piauí",
  "Rio de Janeiro",
  "Rio Grande do Norte",
  "Rio Grande do Sul",
  "Rondônia",
  "Roraima",
  "Santa Catarina",
  "São Paulo",
  "Sergipe",
  "Tocantins",
] as const;

const folded = (name: string): string => stripAccents(name).toLowerCase();

const ORDER = [...FEDERATIVE_UNITS].map(folded).sort();

/**
 * The v1 integer id the real service gives a state: its place (from 1) in the alphabetical list
 * of Brazil's 27 federative units (Bahia 5, Pará 14, Pernambuco 17, Rio de Janeiro 19, as real v1
 * rows show them); undefined for a name that is none of them.
 */
export function v1StateId(name: string): number | undefined {
  const index = ORDER.indexOf(folded(name));
  return index === -1 ? undefined : index + 1;
}
