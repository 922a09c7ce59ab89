import { getDepartures, SCHEMA_NAMES, validate, type SchemaName } from "../../src/schemas";
import { loadCaseGroups, type SchemaCase } from "./load-cases";

const groups = loadCaseGroups();

/**
 * Checks one case. An invalid case must break exactly the rule it names at the path it names,
 * and nothing at any other path, so it cannot pass because something else in the value is wrong.
 */
function expectCase(schema: SchemaName, c: SchemaCase): void {
  const violations = validate(schema, c.data, { strict: c.strict });
  if (c.valid) {
    expect(violations).toEqual([]);
    return;
  }
  expect(violations).toContainEqual(expect.objectContaining({ rule: c.rule, path: c.path }));
  expect(violations.filter((v) => v.path !== c.path)).toEqual([]);
}

describe.each(groups)("$schema: $description", ({ schema, tests }) => {
  test.each(tests)("$description", (c) => expectCase(schema, c));
});

describe("the case files", () => {
  const cases = groups.flatMap((g) => g.tests.map((t) => ({ ...t, schema: g.schema })));

  test.each([...SCHEMA_NAMES])(
    "%s has a valid and an invalid case against its default schema",
    (name) => {
      const own = cases.filter((c) => c.schema === name && !c.strict);
      // An overlay of a field absent states no value: nothing can pass it.
      const absent = getDepartures().some((d) => d.name === name && d.kind === "absent");
      expect(own.filter((c) => c.valid).length > 0).toBe(!absent);
      expect(own.filter((c) => !c.valid).length).toBeGreaterThan(0);
    },
  );

  test("the strict variant has cases of both outcomes", () => {
    const strict = cases.filter((c) => c.strict);
    expect(strict.filter((c) => c.valid).length).toBeGreaterThan(0);
    expect(strict.filter((c) => !c.valid).length).toBeGreaterThan(0);
  });

  test("every case name is unique and states its outcome (passes / fails)", () => {
    const names = cases.map((c) => `${c.schema}: ${c.description}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const misnamed = cases.filter(
      (c) => !(c.valid ? /\bpass(es)?\b/ : /\bfails?\b/).test(c.description),
    );
    expect(misnamed.map((c) => c.description)).toEqual([]);
  });
});

describe("the case runner", () => {
  const page = { page: "1", take: 25, itemCount: 0, pageCount: 0 };
  const meta = { ...page, hasPreviousPage: false, hasNextPage: false };
  const invalid = { description: "x fails", strict: false, data: meta, valid: false };

  test("accepts an invalid case that names its rule and path", () => {
    expect(() =>
      expectCase("v2/page-meta", { ...invalid, rule: "type", path: "/page" }),
    ).not.toThrow();
  });

  test("rejects an invalid case that names the wrong rule", () => {
    expect(() =>
      expectCase("v2/page-meta", { ...invalid, rule: "minimum", path: "/page" }),
    ).toThrow();
  });

  test("rejects an invalid case that names the wrong path", () => {
    expect(() => expectCase("v2/page-meta", { ...invalid, rule: "type", path: "/take" })).toThrow();
  });

  test("rejects an invalid case whose value also breaks a rule elsewhere", () => {
    const data = { ...meta, hasNextPage: "no" };
    const c = { ...invalid, data, rule: "type", path: "/page" };
    expect(() => expectCase("v2/page-meta", c)).toThrow();
  });

  test("rejects a case marked valid whose value is invalid", () => {
    expect(() => expectCase("v2/page-meta", { ...invalid, valid: true })).toThrow();
  });
});
