import { createAjv } from "../../src/schemas/create-ajv";
import { STRICT_ID_BASE } from "../../src/schemas/to-strict-schema";
import { SCHEMA_ID_BASE, type JsonSchemaObject, type SchemaName } from "../../src/schemas";
import { loadSchemaFiles } from "../../src/schemas/load-schema-files";
import {
  ENDPOINTS,
  SPEC_CLIPPINGS,
  SPEC_CONSTS,
  SPEC_FORMATS,
  SPEC_QUALIFICATIONS,
  SPEC_QUERY_PARAMETERS,
  SPEC_REASONS,
  SPEC_RESOURCE_FIELDS,
  SPEC_UNSPECIFIED,
  SPEC_V1_CITY_COLUMNS,
  SPEC_V1_OCCURRENCE_COLUMNS,
} from "./spec-tables";

const files = loadSchemaFiles();
const byName = new Map(files.map((f) => [f.name, f.schema]));

function isObject(value: unknown): value is JsonSchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The schema file of a name (read from disk, not through the registry). */
function schemaOf(name: SchemaName): JsonSchemaObject {
  const schema = byName.get(name);
  if (schema === undefined) throw new Error(`no schema file for ${name}`);
  return schema;
}

/** The node at a JSON pointer inside a schema file. */
function nodeAt(name: SchemaName, pointer: string): JsonSchemaObject {
  let node: unknown = schemaOf(name);
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = isObject(node) ? node[key] : undefined;
  }
  if (!isObject(node)) throw new Error(`${name}#${pointer} is not a schema object`);
  return node;
}

function propertiesOf(name: SchemaName): JsonSchemaObject {
  return nodeAt(name, "/properties");
}

/** Every schema object inside a schema, with its JSON pointer (const and enum values skipped). */
function walk(node: unknown, pointer = ""): Array<[string, JsonSchemaObject]> {
  if (Array.isArray(node)) return node.flatMap((item, i) => walk(item, `${pointer}/${i}`));
  if (!isObject(node)) return [];
  const children = Object.entries(node)
    .filter(([key]) => key !== "const" && key !== "enum" && !key.startsWith("x-"))
    .flatMap(([key, value]) => walk(value, `${pointer}/${key}`));
  return [[pointer, node], ...children];
}

const fileRows = files.map((f) => [f.name, f.schema] as const);

describe.each(fileRows)("schema file %s", (name, schema) => {
  test("declares draft-07 in $schema", () => {
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
  });

  test("has an $id equal to the base plus its path", () => {
    expect(schema.$id).toBe(`${SCHEMA_ID_BASE}${name}.json`);
  });

  test("has a title that names a type", () => {
    expect(schema.title).toEqual(expect.stringMatching(/^[A-Z][A-Za-z0-9]*$/));
  });
});

describe("compiling in Ajv strict mode", () => {
  const ajv = createAjv(files);
  const ids = files.flatMap((f) => [
    [`${f.name} (default)`, `${SCHEMA_ID_BASE}${f.name}.json`],
    [`${f.name} (strict variant)`, `${STRICT_ID_BASE}${f.name}.json`],
  ]);

  test("the one Ajv instance runs in strict mode", () => {
    expect(ajv.opts.strict).toBe(true);
  });

  test.each(ids)("%s compiles without error or warning", (_label, id) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(typeof ajv.getSchema(id)).toBe("function");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the schema set", () => {
  test("every title is unique", () => {
    const titles = files.map((f) => f.schema.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  test.each([
    ["occurrence", SPEC_V1_OCCURRENCE_COLUMNS],
    ["city", SPEC_V1_CITY_COLUMNS],
  ] as const)(
    "the v1 %s definitions, row properties, required list and column enum all list the spec's columns in its order",
    (kind, columns) => {
      const row = `v1/${kind}-row` as const;
      expect(nodeAt(`v1/${kind}-definitions`, "").const).toEqual(columns);
      expect(Object.keys(propertiesOf(row))).toEqual(columns);
      expect(nodeAt(row, "").required).toEqual(columns);
      expect(nodeAt(`v1/${kind}-column`, "").enum).toEqual(columns);
    },
  );

  test.each(SPEC_RESOURCE_FIELDS)(
    "%s has exactly the fields of the spec table (%s), all required",
    (name, _section, fields) => {
      const properties = propertiesOf(name);
      // A property whose schema is `false` is one the spec rules out (pageMeta on cities).
      const allowed = Object.keys(properties).filter((key) => properties[key] !== false);
      expect([...allowed].sort()).toEqual([...fields].sort());
      expect([...(nodeAt(name, "").required as string[])].sort()).toEqual([...fields].sort());
    },
  );

  test.each(SPEC_QUERY_PARAMETERS)(
    "%s has every parameter of the spec table (%s) and rejects others",
    (name, _section, parameters) => {
      const schema = nodeAt(name, "");
      expect(Object.keys(propertiesOf(name))).toEqual(expect.arrayContaining([...parameters]));
      expect(schema.additionalProperties).toBe(false);
      expect(schema.required).toBeUndefined();
    },
  );

  test.each(ENDPOINTS)("%s has a query schema (%s) and an answer schema (%s)", (_e, q, answer) => {
    expect(byName.has(q)).toBe(true);
    expect(byName.has(answer)).toBe(true);
    expect(q.startsWith("query/")).toBe(true);
  });

  test.each([
    ["v2/reason-name", "api-v2 2.8", SPEC_REASONS],
    ["v2/clipping-name", "api-v2 2.9", SPEC_CLIPPINGS],
    ["v2/qualification-name", "api-v2 2.10", SPEC_QUALIFICATIONS],
  ] as const)("%s lists exactly the names of %s", (name, _section, names) => {
    expect(nodeAt(name, "").enum).toEqual(names);
  });

  test.each(SPEC_FORMATS)("%s#%s has format %s", (name, pointer, format) => {
    expect(nodeAt(name, pointer).format).toBe(format);
  });

  test.each(SPEC_CONSTS)("%s#%s is the constant %j", (name, pointer, value) => {
    expect(nodeAt(name, pointer).const).toEqual(value);
  });

  test.each(SPEC_UNSPECIFIED)(
    "%s#%s is annotated x-unspecified and stays permissive",
    (name, pointer) => {
      const node = nodeAt(name, pointer);
      expect(node["x-unspecified"]).toEqual(expect.any(String));
      const constraining = ["properties", "required", "additionalProperties", "items", "enum"];
      expect(Object.keys(node).filter((key) => constraining.includes(key))).toEqual([]);
      expect(Object.keys(node).filter((key) => key === "const" || key === "$ref")).toEqual([]);
    },
  );

  test("x-unspecified marks only the places the spec leaves open", () => {
    const marked = files.flatMap((f) =>
      walk(f.schema)
        .filter(([, node]) => "x-unspecified" in node)
        .map(([pointer]) => `${f.name}#${pointer}`),
    );
    const listed = SPEC_UNSPECIFIED.map(([name, pointer]) => `${name}#${pointer}`);
    expect(marked.sort()).toEqual([...listed].sort());
  });

  test("no response schema closes its objects: a server that adds fields passes by default", () => {
    // Query schemas and a profile's settings file are the kit's input, not the service's answers.
    const closed = files
      .filter((f) => !f.name.startsWith("query/") && f.name !== "common/profile-settings")
      .flatMap((f) =>
        walk(f.schema)
          .filter(([, node]) => node.additionalProperties === false)
          .map(([pointer]) => `${f.name}#${pointer}`),
      );
    expect(closed).toEqual([]);
  });
});
