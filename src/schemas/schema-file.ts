/** One hand-written JSON Schema file of schemas/. */
export interface SchemaFile {
  /** Path below schemas/ without .json, e.g. `v2/occurrence`: the schema's name everywhere. */
  readonly name: string;
  /**
   * Where the file is: absolute when read from disk (loadSchemaFiles), relative to the package
   * root (`schemas/v2/occurrence.json`) in the bundled copy (SCHEMA_FILES).
   */
  readonly path: string;
  /** The parsed schema. */
  readonly schema: JsonSchemaObject;
}

/** A JSON Schema document as plain data. */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** Base of every schema's `$id`; a schema's `$id` is this plus its path below schemas/. */
export const SCHEMA_ID_BASE = "https://occurrence-contract.dev/schemas/";
