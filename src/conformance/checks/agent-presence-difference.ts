import type { ColumnDifference } from "./column-difference";

/**
 * How a v1 row's presen_agen_segur_ocorrencia differs from its v2 record's agentPresence (api-v1
 * 2.1 and api-v2 2.3 state the same presence of security agents; v1 shows 0 for none, its other
 * values not shown, so any other number reads as present); undefined
 * when they agree or either cannot be read.
 */
export function agentPresenceDifference(
  item: Readonly<Record<string, unknown>>,
  row: Readonly<Record<string, unknown>>,
): ColumnDifference | undefined {
  const present = item.agentPresence;
  const shown = row.presen_agen_segur_ocorrencia;
  if (typeof present !== "boolean" || typeof shown !== "number") return undefined;
  if (present === (shown !== 0)) return undefined;
  return {
    column: "presen_agen_segur_ocorrencia",
    expected: present ? "non-zero" : "0",
    seen: String(shown),
  };
}
