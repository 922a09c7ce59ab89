import type { RegionRef } from "../generated/types";
import { isContractRegion } from "./contract-region";
import type { RecordPlace } from "./record-place";

/**
 * A region of the contract's shape and nothing more, else undefined. Its keys are counted, not
 * listed: Object.keys made an array per record.
 */
function plainRegion(region: unknown): RegionRef | undefined {
  if (!isContractRegion(region)) return undefined;
  let keys = 0;
  for (const key in region) if (Object.hasOwn(region, key)) keys++;
  return keys === 4 ? region : undefined;
}

/**
 * Whether two regions are one: both absent; both of the contract's shape and nothing more, with
 * the same four fields (in any key order); or both something else with the same JSON.
 */
function sameRegion(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const plainA = plainRegion(a);
  const plainB = plainRegion(b);
  if (plainA !== undefined && plainB !== undefined) {
    return (
      plainA.id === plainB.id &&
      plainA.region === plainB.region &&
      plainA.state === plainB.state &&
      plainA.enabled === plainB.enabled
    );
  }
  if (plainA !== undefined || plainB !== undefined) return false;
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether two places are one: the same ids, names and region (sameRegion), told field by field
 * (the builder asks it of every record, and making a key string each time was a tenth of what a
 * load allocated).
 */
export function samePlace(a: RecordPlace, b: RecordPlace): boolean {
  return (
    a.cityId === b.cityId &&
    a.stateId === b.stateId &&
    a.cityName === b.cityName &&
    a.stateName === b.stateName &&
    sameRegion(a.region, b.region)
  );
}

/**
 * Places, each once, in the order first seen (samePlace tells them apart): the one rule by which
 * a run's builder (RecordColumnsBuilder) and the join of runs (joinRecordColumns) number places.
 */
export class PlaceList {
  /** The places, each once. */
  readonly places: RecordPlace[] = [];
  /** The places of each city id, by index in `places`. */
  private readonly ofCity = new Map<string, number[]>();

  /** The index of a place (its five fields), added when new. */
  indexOf(place: RecordPlace): number {
    let ofCity = this.ofCity.get(place.cityId);
    if (ofCity === undefined) {
      ofCity = [];
      this.ofCity.set(place.cityId, ofCity);
    }
    for (const index of ofCity) if (samePlace(this.places[index]!, place)) return index;
    const { stateId, stateName, region, cityId, cityName } = place;
    ofCity.push(this.places.length);
    this.places.push({ stateId, stateName, region, cityId, cityName });
    return this.places.length - 1;
  }
}
