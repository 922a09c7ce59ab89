import { SCHEMA_FILES } from "../../src/schemas";
import { patternProblem } from "../../src/schemas/pattern-problem";

/** Every `pattern` and `patternProperties` key of the kit's own schemas. */
function kitPatterns(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) kitPatterns(item, into);
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "pattern" && typeof value === "string") into.push(value);
      if (key === "patternProperties" && typeof value === "object" && value !== null) {
        into.push(...Object.keys(value));
      }
      kitPatterns(value, into);
    }
  }
  return into;
}

const LINEAR: readonly string[] = [
  "^a+$",
  "^\\s-[0-9]+\\.[0-9]+$",
  "^\\p{L}+\\s\\p{L}+,\\s[0-9]+$",
  "^(?:ab+)+c$",
  "^[^a]*a$",
  "^(#[0-9]+)?$",
  "^(?<year>[0-9]{4})-[0-9]{2}$",
  "^\\u{1F600}?x$",
];

const CATASTROPHIC: ReadonlyArray<readonly [string, RegExp]> = [
  ["^(a+)+$", /ambiguous/],
  ["^(a*)*$", /ambiguous/],
  ["^(a|a)*$", /ambiguous/],
  ["^(a|ab)*$", /ambiguous/],
  ["^\\d+\\d+$", /ambiguous/],
  ["^\\s*\\s*x$", /ambiguous/],
  ["^.*.*=.*$", /ambiguous/],
  ["^(?:[0-9]+|[0-9a-z]+)$", /ambiguous/],
  ["^(\\w+\\s?)*$", /ambiguous/],
  [`^${"(".repeat(120)}a?b?${")*".repeat(120)}$`, /ambiguous/],
  ["[0-9]+x", /not anchored/],
  ["^a|b+c", /not anchored/],
  ["^(a)\\1$", /backreference/],
  ["^(?<x>a)\\k<x>$", /backreference/],
  ["^(?=a)a$", /lookaround/],
  ["^(?<!a)b$", /lookaround/],
  ["^\\p{Script=Latin}+$", /general category/],
  [`^${"a".repeat(501)}$`, /longer than 500/],
  ["^(a$", /not a regular expression|unclosed/],
];

describe("patternProblem: only patterns a backtracking matcher runs in linear time", () => {
  test.each(LINEAR.map((p) => [p]))("%s is accepted", (pattern) => {
    expect(patternProblem(pattern)).toBeUndefined();
  });

  test.each(CATASTROPHIC)("%s is refused", (pattern, why) => {
    expect(patternProblem(pattern)).toMatch(why);
  });

  test("every pattern of the kit's own schemas is accepted", () => {
    const patterns = kitPatterns(SCHEMA_FILES.map((file) => file.schema));
    expect(patterns.length).toBeGreaterThan(3);
    for (const pattern of patterns)
      expect([pattern, patternProblem(pattern)]).toEqual([pattern, undefined]);
  });
});
