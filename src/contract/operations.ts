import { apiBase } from "./api-base";
import type { Operation } from "./operation";
import { OPERATION_ROWS, type OperationId } from "./operation-rows";

/**
 * The contract table: every operation the mock serves, once — the spec's six endpoints plus what
 * real clients call (states, the logins), in the order the OpenAPI document lists them. Server
 * routes, MSW handlers, the OpenAPI document, validation's URL lookup and conformance's probes
 * read it; no other file writes an endpoint path or an envelope message.
 */
export const OPERATIONS: readonly (Operation & { readonly id: OperationId })[] = OPERATION_ROWS.map(
  (row) => ({ ...row, path: `${apiBase(row.version)}${row.route}` }),
);

const BY_ID = new Map(OPERATIONS.map((entry) => [entry.id, entry]));

/** One operation of the table by its id. */
export function operation(id: OperationId): Operation {
  const found = BY_ID.get(id);
  if (found === undefined) throw new Error(`no operation ${id}`);
  return found;
}

/** The v2 envelope message of an operation's success answer; throws for one without. */
export function envelopeMessage(id: OperationId): string {
  const { message } = operation(id);
  if (message === undefined) throw new Error(`operation ${id} has no envelope message`);
  return message;
}

/** The full path of an operation, e.g. the v2 cities list's. */
export function pathOf(id: OperationId): string {
  return operation(id).path;
}
