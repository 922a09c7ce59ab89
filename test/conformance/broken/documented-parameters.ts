import { operation, type OperationId } from "../../../src/contract";
import { DOCUMENTED_PARAMETERS } from "../../../src/conformance/documented-parameters";
import { isRecord } from "../../../src/is-record";
import { getSchema } from "../../../src/schemas";

/**
 * One documented query parameter: its API version, route (relative to the version's base) and name.
 */
export interface DocumentedParameter {
  readonly api: string;
  readonly path: string;
  readonly parameter: string;
}

/**
 * The 21 parameters the coverage map must list: those of the spec's tables (api-v2 4.1, 4.2 and
 * api-v1 4.1, 4.3), as the conformance suite states them (a test holds them to the spec's
 * tables; `isQueryParameter` holds each name to its schema).
 */
const DOCUMENTED: Readonly<Partial<Record<OperationId, readonly string[]>>> = DOCUMENTED_PARAMETERS;

/** The documented parameters, with each operation's version and route read from the contract. */
export function documentedParameters(): DocumentedParameter[] {
  return Object.entries(DOCUMENTED).flatMap(([id, names]) => {
    const { version, route } = operation(id as OperationId);
    return (names ?? []).map((parameter) => ({ api: version, path: route, parameter }));
  });
}

/**
 * Whether the operation's query schema lists the parameter (the documented list cannot drift from
 * it).
 */
export function isQueryParameter(id: OperationId, parameter: string): boolean {
  const query = operation(id).query;
  const properties = query === undefined ? undefined : getSchema(query).properties;
  return isRecord(properties) && parameter in properties;
}

/** The operation ids of the documented parameters. */
export const DOCUMENTED_OPERATIONS = Object.keys(DOCUMENTED) as OperationId[];

/** The documented names of one operation. */
export function documentedOf(id: OperationId): readonly string[] {
  return DOCUMENTED[id] ?? [];
}
