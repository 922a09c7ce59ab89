import type { RegionRef } from "../generated/types";
import { isRecord } from "../is-record";

/**
 * A record's `region` when it has the contract's fields with their types (id, region and state
 * strings, enabled a boolean): those four, whatever else it carries; undefined otherwise.
 */
export function contractRegion(region: unknown): RegionRef | undefined {
  if (!isRecord(region)) return undefined;
  const { id, region: name, state, enabled } = region;
  if (
    typeof id !== "string" ||
    typeof name !== "string" ||
    typeof state !== "string" ||
    typeof enabled !== "boolean"
  ) {
    return undefined;
  }
  return { id, region: name, state, enabled };
}
