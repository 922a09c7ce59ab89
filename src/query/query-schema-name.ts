import type { SchemaName } from "../schemas";

/** The name of a schema that describes an endpoint's query parameters (schemas/query/). */
export type QuerySchemaName = Extract<SchemaName, `query/${string}`>;
