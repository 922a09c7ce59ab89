import {
  restrictRowSchema,
  schemaForUrl,
  validateBody,
  validateRestrictedRows,
} from "../../src/validation";
import { sampleV1CityRow, sampleV1OccurrenceRow } from "../fixtures/validation/sample-bodies";

const COLUMNS = ["id_ocorrencia", "nome_cidade"];
const row = sampleV1OccurrenceRow(1);
const picked = { id_ocorrencia: row.id_ocorrencia, nome_cidade: row.nome_cidade };

function rulesAndPaths(body: unknown, columns: readonly string[]): [string, string][] {
  return validateRestrictedRows("v1/occurrences-response", body, columns).map((v) => [
    v.rule,
    v.path,
  ]);
}

describe("restrictRowSchema (v1 field[])", () => {
  it("requires exactly the named columns, as the row schema types them, and nothing else", () => {
    const schema = restrictRowSchema("v1/occurrences-response", COLUMNS);
    expect(schema).toMatchObject({
      type: "array",
      items: {
        required: ["id_ocorrencia", "nome_cidade"],
        properties: { id_ocorrencia: { type: "integer" }, nome_cidade: { type: "string" } },
        additionalProperties: false,
      },
    });
  });

  it("leaves out names that are no column (a 400 matter, not a body's)", () => {
    const schema = restrictRowSchema("v1/cities-response", ["Cidade", "nope"]);
    expect(schema).toMatchObject({ items: { required: ["Cidade"] } });
  });
});

describe("validateRestrictedRows: rows of a field[] answer", () => {
  it.each([
    ["rows with exactly the named columns -> valid", [picked, picked], []],
    ["no rows -> valid", [], []],
    [
      "a row missing a named column -> required at /1/nome_cidade",
      [picked, { id_ocorrencia: 2 }],
      [["required", "/1/nome_cidade"]],
    ],
    [
      "a row with a column not asked for -> additionalProperties at /0/uf_estado",
      [{ ...picked, uf_estado: "RJ" }],
      [["additionalProperties", "/0/uf_estado"]],
    ],
    [
      "a named column of the wrong type -> type at /0/id_ocorrencia",
      [{ ...picked, id_ocorrencia: "1" }],
      [["type", "/0/id_ocorrencia"]],
    ],
    ["the full row -> one additionalProperties per extra column", [row], null],
  ] as [string, unknown, [string, string][] | null][])("%s", (_name, body, expected) => {
    const found = rulesAndPaths(body, COLUMNS);
    if (expected === null) {
      expect(found).toHaveLength(Object.keys(row).length - COLUMNS.length);
      expect(new Set(found.map(([rule]) => rule))).toEqual(new Set(["additionalProperties"]));
    } else {
      expect(found).toEqual(expected);
    }
  });

  it("the same columns in another order reuse one validator and give the same answer", () => {
    const body = [{ ...picked, uf_estado: "RJ" }];
    expect(rulesAndPaths(body, ["nome_cidade", "id_ocorrencia", "nome_cidade"])).toEqual(
      rulesAndPaths(body, COLUMNS),
    );
  });

  it("v1 cities with field[]=Cidade: a row of the full city -> extra columns reported", () => {
    const violations = validateRestrictedRows(
      "v1/cities-response",
      [sampleV1CityRow()],
      ["Cidade"],
    );
    expect(violations.every((v) => v.rule === "additionalProperties")).toBe(true);
    expect(violations).toHaveLength(8);
  });

  it("schemaForUrl + validateBody: a field[] request's answer is checked against its columns", () => {
    const choice = schemaForUrl(
      "GET",
      "/api/v1/occurrences?field[]=id_ocorrencia&field[]=nome_cidade",
      200,
    );
    if (!choice.found) throw new Error(choice.reason);
    expect(validateBody([picked], choice)).toEqual([]);
    expect(validateBody([picked], { schema: choice.schema })).not.toEqual([]);
  });
});
