import type { BodyResult } from "./body-result";
import type { InputItem } from "../capture/input-item";
import { validateItem, type ValidateItemOptions } from "./validate-item";

/** The results of a run, in input order. */
export interface ValidationRun {
  readonly results: readonly BodyResult[];
}

/** Validates every item of an input stream as it is read. */
export async function validateInputs(
  items: AsyncIterable<InputItem>,
  options: ValidateItemOptions = {},
): Promise<ValidationRun> {
  const results: BodyResult[] = [];
  for await (const item of items) results.push(validateItem(item, options));
  return { results };
}
