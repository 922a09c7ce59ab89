import type { RegionRef } from "../generated/types";
import { isRecord } from "../is-record";

/**
 * Whether a record's `region` has the contract's fields with their types (id, region and state
 * strings, enabled a boolean), whatever else it carries.
 */
export function isContractRegion(region: unknown): region is RegionRef & Record<string, unknown> {
  return (
    isRecord(region) &&
    typeof region.id === "string" &&
    typeof region.region === "string" &&
    typeof region.state === "string" &&
    typeof region.enabled === "boolean"
  );
}

/**
 * A record's `region` when it has the contract's fields with their types (isContractRegion):
 * those four, whatever else it carries; undefined otherwise.
 */
export function contractRegion(region: unknown): RegionRef | undefined {
  if (!isContractRegion(region)) return undefined;
  const { id, region: name, state, enabled } = region;
  return { id, region: name, state, enabled };
}
