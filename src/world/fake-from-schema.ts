import {
  registeredSchema,
  schemaId,
  type JsonSchemaObject,
  type SchemaName,
  type SchemaTypeMap,
} from "../schemas";
import { compileFake, type FakeGenerator, type FakeOverrides } from "./compile-fake";
import type { FakeContext } from "./fake-context";

/**
 * One fake value of a schema, drawn from `ctx` (see compileFake for what is handled). The
 * schema's walk is compiled once and cached, so calling this per record is cheap.
 */
export function fakeFromSchema(
  schema: JsonSchemaObject,
  ctx: FakeContext,
  overrides?: FakeOverrides,
): unknown {
  return compileFake(schema)(ctx, overrides);
}

const byName = new Map<SchemaName, FakeGenerator>();

/**
 * One fake value of a named schema, typed by the generated types. `overrides` supplies the
 * properties whose values come from world logic (ids, references, dates, consistency); every
 * other property, including any added to the schema later, is generated from the schema.
 */
export function fakeOf<N extends SchemaName>(
  name: N,
  ctx: FakeContext,
  overrides?: Partial<SchemaTypeMap[N]>,
): SchemaTypeMap[N] {
  let generate = byName.get(name);
  if (generate === undefined) {
    generate = compileFake(registeredSchema(schemaId(name)));
    byName.set(name, generate);
  }
  return generate(ctx, overrides as FakeOverrides | undefined) as SchemaTypeMap[N];
}
