import { isRecord } from "../../is-record";
import type { CheckInput } from "../check-input";
import type { Difference } from "./oracle";

/** A v2 answer's envelope with its `data` list, as a comparison reads it. */
export type V2Envelope = Readonly<Record<string, unknown>> & { readonly data: readonly unknown[] };

/**
 * How a seen v2 answer differs from an expected 200 envelope: its status when not 200, the body
 * when it has no `data` list, else what `compare` finds in the envelope.
 */
export function v2EnvelopeDifferences(
  seen: CheckInput,
  compare: (envelope: V2Envelope) => readonly Difference[],
): readonly Difference[] {
  if (seen.status !== 200)
    return [{ aspect: "status", expected: "200", seen: String(seen.status) }];
  const body = seen.body;
  if (!isRecord(body) || !Array.isArray(body.data)) {
    return [{ aspect: "body", expected: "an envelope with a data array", seen: "none" }];
  }
  return compare(body as V2Envelope);
}
