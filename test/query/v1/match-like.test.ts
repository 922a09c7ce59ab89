import fc from "fast-check";
import { createLikeMatcher, matchLike } from "../../../src/query/v1";

const like = (text: string, pattern: string): boolean =>
  matchLike(Array.from(text), Array.from(pattern));

describe("matchLike (SQL LIKE, whole text, exact characters)", () => {
  test.each([
    ["Rio de Janeiro", "Rio%", true, "'Rio%' -> prefix match"],
    ["Niterói", "Rio%", false, "'Rio%' -> no match when the name does not start with Rio"],
    ["Rio de Janeiro", "%Janeiro", true, "'%Janeiro' -> suffix match"],
    ["Rio de Janeiro", "%de%", true, "'%de%' -> substring match"],
    ["Rio de Janeiro", "Rio", false, "'Rio' -> the whole name must match, no partial match"],
    ["Rio", "Rio", true, "'Rio' -> equal text matches"],
    ["Recife", "R_cife", true, "'_' -> exactly one character"],
    ["Recife", "R__cife", false, "'__' -> two characters, not one"],
    ["Recife", "Recife_", false, "'_' at the end -> needs one more character"],
    ["Recife", "%", true, "'%' alone -> anything"],
    ["", "%", true, "'%' -> the empty text too"],
    ["", "_", false, "'_' -> not the empty text"],
    ["", "", true, "empty pattern -> only the empty text"],
    ["a", "", false, "empty pattern -> not a non-empty text"],
    ["abc", "%%%", true, "'%%%' -> same as '%'"],
    ["abcabc", "%b%c", true, "backtracks to the last %"],
    ["abcabd", "%b%c", false, "backtracking still needs the final c at the end"],
    ["mississippi", "m%iss%ppi", true, "several % with backtracking"],
    ["mississippi", "m%iss%ppx", false, "several % with a last-character mismatch"],
    ["ab", "a%%b", true, "'%%' matches the empty run"],
    ["a%b", "a%b", true, "a literal % in the text is matched by %"],
    ["São", "S_o", true, "'_' is one code point: ã is one character"],
    ["x😀y", "x_y", true, "'_' is one code point: an astral character is one character"],
    ["rio", "Rio%", false, "matchLike itself is case-sensitive (folding is createLikeMatcher's)"],
  ])("%s LIKE %s -> %s (%s)", (text, pattern, expected) => {
    expect(like(text, pattern)).toBe(expected);
  });

  test("pathological '%a%a%a%a%a%a%a%a%b' on a long run of a -> false (answers, does not hang)", () => {
    const text = "a".repeat(20_000);
    expect(like(text, "%a%a%a%a%a%a%a%a%b")).toBe(false);
    expect(like(`${text}b`, "%a%a%a%a%a%a%a%a%b")).toBe(true);
  });

  test("pathological '%_%_%_…%x' (100 wildcards) on 5000 characters -> false", () => {
    expect(like("y".repeat(5_000), `${"%_".repeat(50)}x`)).toBe(false);
  });

  test("property: agrees with an anchored regular expression built from the pattern", () => {
    const toRegExp = (pattern: string): RegExp =>
      new RegExp(
        `^${Array.from(pattern)
          .map((c) =>
            c === "%" ? ".*" : c === "_" ? "." : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          )
          .join("")}$`,
        "su",
      );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "b", "c", "ã"), maxLength: 14 }),
        fc.string({ unit: fc.constantFrom("a", "b", "ã", "%", "_"), maxLength: 8 }),
        (text, pattern) => like(text, pattern) === toRegExp(pattern).test(text),
      ),
      { numRuns: 2000 },
    );
  });
});

describe("createLikeMatcher (Cidade[lk]: case- and accent-insensitive)", () => {
  test.each([
    ["São Gonçalo", "sao%", true, "'sao%' -> matches São… (accent and case folded)"],
    ["São Gonçalo", "SÃO GONÇALO", true, "upper case with accents -> matches"],
    ["São Gonçalo", "sao goncalo", true, "no accents, lower case -> matches"],
    ["Niterói", "%ROI", true, "'%ROI' -> suffix, folded"],
    ["Belém", "bel_m", true, "'_' stands for the folded é"],
    ["Jaboatão dos Guararapes", "%dos%", true, "'%dos%' -> substring"],
    ["Recife", "Reci", false, "no wildcard -> the whole name must match"],
    ["Rio de Janeiro", "rio", false, "'rio' -> not a prefix match without %"],
    ["Recife", "Re\u0301cife", true, "a combining accent in the pattern is dropped"],
  ])("%s LIKE %s -> %s (%s)", (name, pattern, expected) => {
    expect(createLikeMatcher(pattern)(name)).toBe(expected);
  });
});
