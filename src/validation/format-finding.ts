import type { Violation } from "../schemas";
import type { BodyResult } from "./body-result";
import { describeExchange, formatSource } from "../capture";

/** `file.ndjson:3 (GET <path> 200)`: where a body came from. */
export function formatLabel(result: Pick<BodyResult, "source" | "exchange">): string {
  const where = formatSource(result.source);
  return result.exchange === undefined ? where : `${where} (${describeExchange(result.exchange)})`;
}

/**
 * One violation on one line: `file.json /data/0/latitude [type]: must be of type string, got number
 * -22.9`.
 */
export function formatViolation(result: BodyResult, violation: Violation): string {
  return `${formatLabel(result)} ${violation.path || "/"} [${violation.rule}]: ${violation.message}`;
}

/**
 * One line for a result that is not a list of violations: `file.json:3:14: malformed JSON: …`
 * (the line counted in the whole file for NDJSON), the reason for an undetermined, skipped or
 * unreadable one, and `valid` or the violation count otherwise.
 */
export function formatFinding(result: BodyResult): string {
  const { parseError } = result;
  if (result.status === "malformed" && parseError !== undefined) {
    const { line, column, message } = parseError;
    if (result.exchange !== undefined) {
      return `${formatLabel(result)}: malformed JSON in the response body at ${line}:${column}: ${message}`;
    }
    return `${result.source.file}:${line}:${column}: malformed JSON: ${message}`;
  }
  switch (result.status) {
    case "valid":
      return `${formatLabel(result)}: valid ${result.schema ?? ""}`.trimEnd();
    case "invalid":
      return `${formatLabel(result)}: ${result.violations.length} violation(s) of ${result.schema ?? "?"}`;
    case "unreadable":
      return `${formatLabel(result)}: cannot read: ${result.reason ?? ""}`;
    default:
      return `${formatLabel(result)}: ${result.reason ?? result.status}`;
  }
}

/** A violation's pointer with array indices replaced by `*`, to group like violations. */
export { genericPointer } from "../report";
