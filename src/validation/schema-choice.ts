import type { SchemaName } from "../schemas";

/**
 * Which schema a body is checked against, and why; or why none can be told. `columns` restricts
 * a v1 list to the columns a request named with field[]; `each` says the body is a bare array
 * whose every item is checked against `schema` (a v2 fixture file of `generate fixtures`).
 */
export type SchemaChoice =
  | {
      readonly found: true;
      readonly schema: SchemaName;
      readonly columns?: readonly string[];
      /** The body is a bare array of `schema`'s items, each checked on its own. */
      readonly each?: true;
      /** How the schema was chosen, in words. */
      readonly reason: string;
    }
  | { readonly found: false; readonly reason: string };
