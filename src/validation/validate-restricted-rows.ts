import type { ValidateFunction } from "ajv";
import { getAjv, type ValidateOptions, type Violation } from "../schemas";
import { toViolations } from "../schemas/to-violations";
import { restrictRowSchema, type ColumnListSchema } from "./restrict-row-schema";

const compiled = new Map<string, ValidateFunction>();

function validatorFor(
  list: ColumnListSchema,
  columns: readonly string[],
  options: ValidateOptions,
): ValidateFunction {
  const schema = restrictRowSchema(list, columns, options);
  const id = String(schema.$id);
  let validator = compiled.get(id);
  if (validator === undefined) {
    const ajv = getAjv();
    validator = ajv.getSchema(id) ?? ajv.compile(schema);
    compiled.set(id, validator);
  }
  return validator;
}

/**
 * Validates a v1 list answer to a request with field[]: each row must hold exactly the named
 * columns (see restrictRowSchema). The violations, empty when it is valid. Validators are
 * compiled once per list and set of columns.
 */
export function validateRestrictedRows(
  list: ColumnListSchema,
  body: unknown,
  columns: readonly string[],
  options: ValidateOptions = {},
): Violation[] {
  const validate = validatorFor(list, columns, options);
  return validate(body) ? [] : toViolations(validate.errors);
}
