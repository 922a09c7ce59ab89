import { queryValues, type CheckInput } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { V1Row } from "../read-body";

/** With field[], every row holds exactly the named columns, no more, no fewer (api-v1 4.1, 4.3). */
export function checkV1Fields(
  exchange: CheckInput,
  rows: readonly V1Row[],
): CheckOutcome | undefined {
  const fields = [...new Set(queryValues(exchange.query, "field[]"))].sort();
  if (fields.length === 0) return undefined;
  const index = rows.findIndex((row) => {
    const keys = Object.keys(row).sort();
    return keys.length !== fields.length || keys.some((key, i) => key !== fields[i]);
  });
  const row = rows[index];
  return outcome(
    "v1.field-selection",
    row === undefined
      ? []
      : [
          failure(
            "v1.field-selection",
            exchange,
            `row ${index} does not hold exactly the field[] columns`,
            `columns ${fields.join(", ")}`,
            `columns ${Object.keys(row).join(", ")}`,
          ),
        ],
  );
}
