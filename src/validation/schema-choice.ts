import type { SchemaName } from "../schemas";

/**
 * Which schema a body is checked against, and why; or why none can be told. `columns` restricts
 * a v1 list to the columns a request named with field[].
 */
export type SchemaChoice =
  | {
      readonly found: true;
      readonly schema: SchemaName;
      readonly columns?: readonly string[];
      /** How the schema was chosen, in words. */
      readonly reason: string;
    }
  | { readonly found: false; readonly reason: string };
