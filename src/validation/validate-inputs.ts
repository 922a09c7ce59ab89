import type { BodyResult } from "./body-result";
import type { InputItem } from "../capture";
import { RunTally, type ValidationRun } from "./run-tally";
import { validateItem, type ValidateItemOptions } from "./validate-item";

export type { ValidationRun } from "./run-tally";

/** How validateInputs checks, besides what validateItem is told. */
export interface ValidateInputsOptions extends ValidateItemOptions {
  /** Sees each result as checked, before `judge` (to write a baseline of the run). */
  readonly onChecked?: (result: BodyResult) => void;
  /** What becomes of each result before it is counted (a baseline applied). */
  readonly judge?: (result: BodyResult) => BodyResult;
}

/**
 * Validates every item of an input stream as it is read, and counts the results as they come:
 * memory stays flat in the number of items (see RunTally: the first results are kept in full,
 * the others counted and grouped).
 */
export async function validateInputs(
  items: AsyncIterable<InputItem>,
  options: ValidateInputsOptions = {},
): Promise<ValidationRun> {
  const tally = new RunTally();
  const { onChecked, judge, ...itemOptions } = options;
  for await (const item of items) {
    const result = validateItem(item, itemOptions);
    onChecked?.(result);
    tally.add(judge === undefined ? result : judge(result));
  }
  return tally.run();
}
