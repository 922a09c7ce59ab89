import type { KeywordDefinition } from "ajv";
import { SCHEMA_FILES } from "../generated/schema-files";
import { isRecord } from "../is-record";
import { followPointer } from "./follow-pointer";

/**
 * The letter cases a departure can spell a table's names in: `title` (each word's first letter
 * upper case: `Tentativa/Roubo`), `upper`, `lower`.
 */
export const LETTER_CASES = ["title", "upper", "lower"] as const;

/** A letter case of {@link LETTER_CASES}. */
export type LetterCase = (typeof LETTER_CASES)[number];

/** A name folded for comparison in any letter case (pt-BR, trimmed). */
export function foldCase(text: string): string {
  return text.trim().toLocaleLowerCase("pt-BR");
}

/** A name spelled in a letter case (words split at spaces, `/`, `-` and parentheses). */
export function toLetterCase(text: string, letterCase: LetterCase): string {
  if (letterCase === "upper") return text.toLocaleUpperCase("pt-BR");
  if (letterCase === "lower") return text.toLocaleLowerCase("pt-BR");
  return text.replace(/(^|[\s/(-])(\p{L})/gu, (_, before: string, letter: string) => {
    return `${before}${letter.toLocaleUpperCase("pt-BR")}`;
  });
}

/** The names a spec place (`v2/reason-name#`) lists in its `enum`, read from the schema files. */
export function listedNamesAt(place: string): string[] {
  const [name, pointer = ""] = place.split("#");
  const file = SCHEMA_FILES.find((f) => f.name === name);
  const node = followPointer(file?.schema, pointer);
  if (!isRecord(node) || !Array.isArray(node.enum)) return [];
  return node.enum.filter((value): value is string => typeof value === "string");
}

/** The spec places an overlay departs from, read from its `x-departure`. */
function placesOf(overlay: unknown): string[] {
  const note = isRecord(overlay) ? overlay["x-departure"] : undefined;
  const from = isRecord(note) ? note.departsFrom : undefined;
  return (Array.isArray(from) ? from : [from]).filter((p): p is string => typeof p === "string");
}

/**
 * `x-case-variant: "title"`: the rule "a name of the table the overlay departs from, in another
 * letter case" (the value names the case production spells them in, for the mock). A string
 * passes when it folds to a listed name without being one; the names are read from the spec.
 */
export const CASE_VARIANT_KEYWORD: KeywordDefinition = {
  keyword: "x-case-variant",
  metaSchema: { enum: [...LETTER_CASES] },
  schemaType: "string",
  compile(_letterCase: unknown, overlay) {
    const listed = placesOf(overlay).flatMap(listedNamesAt);
    const folded = new Set(listed.map(foldCase));
    return (data: unknown): boolean =>
      typeof data === "string" && folded.has(foldCase(data)) && !listed.includes(data);
  },
};
