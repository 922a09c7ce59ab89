import type { CheckInput } from "../check-input";
import { outcome, type CheckOutcome } from "../outcome";
import type { V1Row } from "../read-body";
import { firstBreak } from "./check-v1-filters";

/** Victim counts (qtd_* columns) are non-negative integers on every row (api-v1 2.1). */
export function checkV1Counts(
  exchange: CheckInput,
  rows: readonly V1Row[],
): CheckOutcome | undefined {
  const columns = [
    "qtd_morto_civil_ocorrencia",
    "qtd_morto_agen_segur_ocorrencia",
    "qtd_ferido_civil_ocorrencia",
    "qtd_ferido_agen_segur_ocorrencia",
  ].filter((column) => rows.some((row) => column in row));
  if (columns.length === 0) return undefined;
  for (const column of columns) {
    const found = firstBreak(
      exchange,
      rows,
      "v1.counts",
      `${column} is an integer >= 0`,
      column,
      (v) => Number.isInteger(v) && (v as number) >= 0,
    );
    if (found !== undefined) return outcome("v1.counts", [found]);
  }
  return outcome("v1.counts", []);
}
