import { OPERATIONS } from "../../../src/contract";
import { isRecord } from "../../../src/is-record";
import { getSchema } from "../../../src/schemas";

/** One documented query parameter: its API version, route (relative to the version's base) and name. */
export interface DocumentedParameter {
  readonly api: string;
  readonly path: string;
  readonly parameter: string;
}

/** The query parameters the contract documents, read from each GET operation's query schema. */
export function documentedParameters(): DocumentedParameter[] {
  return OPERATIONS.flatMap((operation) => {
    if (operation.method !== "GET" || operation.query === undefined) return [];
    const properties = getSchema(operation.query).properties;
    return Object.keys(isRecord(properties) ? properties : {}).map((parameter) => ({
      api: operation.version,
      path: operation.route,
      parameter,
    }));
  });
}
