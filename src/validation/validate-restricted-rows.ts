import type { ValidateFunction } from "ajv";
import { getAjv, type ValidateOptions, type Violation, toViolations } from "../schemas";
import {
  restrictedRowSchemaId,
  restrictRowSchema,
  type ColumnListSchema,
} from "./restrict-row-schema";

/**
 * The validator of a v1 list restricted to `columns` (see restrictRowSchema). Ajv keeps each
 * compiled schema under its $id, so the restricted schema is built and compiled only the first
 * time a set of columns is seen.
 */
export function restrictedRowsValidator(
  list: ColumnListSchema,
  columns: readonly string[],
  options: ValidateOptions,
): ValidateFunction {
  const ajv = getAjv();
  return (
    ajv.getSchema(restrictedRowSchemaId(list, columns, options)) ??
    ajv.compile(restrictRowSchema(list, columns, options))
  );
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
  const validate = restrictedRowsValidator(list, columns, options);
  return validate(body) ? [] : toViolations(validate.errors, options.profile);
}
