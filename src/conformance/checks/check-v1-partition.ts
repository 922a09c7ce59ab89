import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { readV1Rows } from "../read-body";

function ids(exchange: CheckInput): string[] | undefined {
  if (exchange.status !== 200) return undefined;
  return readV1Rows(exchange.body)?.map((row) => String(row.id_ocorrencia));
}

/**
 * Several values of estado_id[] or cidade_id[] (api-v1 4.1) select the union of each value's
 * rows: every row of each value comes back, no other, and none twice. Undefined when an answer
 * is not a list of rows.
 */
export function checkV1Partition(
  whole: CheckInput,
  parts: readonly CheckInput[],
  what: string,
): CheckOutcome | undefined {
  const got = ids(whole);
  const each = parts.map(ids);
  if (got === undefined || each.some((list) => list === undefined)) return undefined;
  const wanted = new Set(each.flatMap((list) => list ?? []));
  const seen = new Set<string>();
  const twice = got.find((id) => (seen.has(id) ? true : (seen.add(id), false)));
  const missing = [...wanted].filter((id) => !seen.has(id));
  const extra = [...seen].filter((id) => !wanted.has(id));
  if (twice === undefined && missing.length === 0 && extra.length === 0)
    return outcome("v1.partition", []);
  return outcome("v1.partition", [
    failure(
      "v1.partition",
      whole,
      `${what}: the rows are not the union of each value's rows`,
      `the ${wanted.size} rows of the values asked one by one, each once`,
      twice !== undefined
        ? `row ${twice} twice`
        : `${missing.length} missing (${missing.slice(0, 3).join(", ")}), ${extra.length} extra (${extra.slice(0, 3).join(", ")})`,
    ),
  ]);
}
