import { isRecord } from "../../is-record";
import type { PageWindow } from "../../query";
import type { Difference } from "./oracle";

/** How a seen pageMeta differs from the expected one: one difference per field. */
export function comparePageMeta(expected: PageWindow["pageMeta"], seen: unknown): Difference[] {
  if (!isRecord(seen)) {
    return [
      {
        aspect: "pageMeta",
        expected: JSON.stringify(expected),
        seen: JSON.stringify(seen) ?? "none",
      },
    ];
  }
  return Object.entries(expected).flatMap(([field, value]): Difference[] =>
    Object.is(seen[field], value)
      ? []
      : [
          {
            aspect: `pageMeta.${field}`,
            expected: JSON.stringify(value),
            seen: JSON.stringify(seen[field]) ?? "none",
          },
        ],
  );
}
