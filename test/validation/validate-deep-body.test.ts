import type { InputItem } from "../../src/capture";
import { validateItem } from "../../src/validation/validate-item";

// A body nested too deep to validate is one violation of its own, never a RangeError.
const deep = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);
const source = { file: "bodies.ndjson", line: 1 };

describe("validate: a body nested more than 256 levels deep is invalid with a depth violation", () => {
  test.each([
    ["a record with a field 6,000 deep", { id: "r", documentNumber: 1, relatedRecord: deep(6000) }],
    ["a record with an open field 100,000 deep", { id: "r", contextInfo: { x: deep(100_000) } }],
    ["a bare value 6,000 deep", deep(6000)],
  ])("%s", (_name, body) => {
    const item: InputItem = { kind: "body", source, body };
    const result = validateItem(item, { schema: "v2/occurrence" });
    expect(result.status).toBe("invalid");
    expect(result.violations).toEqual([
      {
        path: "",
        rule: "depth",
        message: "nested more than 256 levels deep: too deep to validate",
        schemaPath: "",
      },
    ]);
  });

  test("an element of a large array too deep is told at its own index", () => {
    const item: InputItem = {
      kind: "body",
      source,
      body: [{ id: "a" }],
      spread: {
        pointer: "",
        *rest() {
          yield { ok: true, value: { id: "b" } };
          yield { ok: true, value: { id: "c", contextInfo: deep(6000) } };
        },
      },
    };
    const result = validateItem(item, { schema: "v2/occurrence" });
    expect(result.violations.filter((v) => v.rule === "depth")).toEqual([
      expect.objectContaining({ path: "/2", rule: "depth" }),
    ]);
  });
});
