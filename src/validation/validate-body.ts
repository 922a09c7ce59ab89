import {
  getValidator,
  type SchemaName,
  type ValidateOptions,
  type Violation,
  toViolations,
} from "../schemas";
import { isColumnListSchema } from "./restrict-row-schema";
import { validateRestrictedRows } from "./validate-restricted-rows";

/** What a body is checked against. */
export interface BodyTarget {
  /** The schema. */
  readonly schema: SchemaName;
  /** For a v1 list requested with field[]: the named columns. */
  readonly columns?: readonly string[];
}

/**
 * Validates one response body against its schema (restricted to the field[] columns for a v1
 * list that names them): the violations, empty when it is valid.
 */
export function validateBody(
  body: unknown,
  target: BodyTarget,
  options: ValidateOptions = {},
): Violation[] {
  const { schema, columns } = target;
  if (columns !== undefined && columns.length > 0 && isColumnListSchema(schema)) {
    return validateRestrictedRows(schema, body, columns, options);
  }
  const validate = getValidator(schema, options);
  return validate(body) ? [] : toViolations(validate.errors, options.profile);
}
