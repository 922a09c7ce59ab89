import { isRecord } from "../is-record";

/**
 * A JSON value as text in which only what the contract states counts: object keys sorted (JSON
 * gives their order no meaning) and the items of every list sorted by their own text (the spec
 * states no order for a record's nested lists: victims, transports, reasons, qualifications…, and
 * a database join without an ORDER BY answers them in any order). Two answers of one record
 * have the same text exactly when they state the same record.
 */
export function recordText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(recordText).sort().join(",")}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${recordText(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "undefined";
}
