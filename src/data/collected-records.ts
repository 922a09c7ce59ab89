import { NumberColumn } from "./number-column";
import { RecordTextsBuilder } from "./record-texts";

/** A record's state and city ids as captured, in lower case: the keys of states and cities. */
export interface RecordPlaceKeys {
  readonly stateId: string;
  readonly cityId: string;
}

/**
 * The occurrence records kept from the data (the first of each id), before the world is built,
 * by index in reading order: columns of numbers in typed arrays (NumberColumn), not an object
 * or a JS array slot per record.
 */
export class CollectedRecords {
  /** Each record's `date` as epoch ms. */
  readonly times = new NumberColumn((size) => new Float64Array(size));
  /** Each record's place: an index in `places`. */
  readonly place = new NumberColumn((size) => new Int32Array(size));
  /** 1 where the record's `victims` is a non-empty list, else 0. */
  readonly withVictim = new NumberColumn((size) => new Uint8Array(size));
  /** The places records are in, each once. */
  readonly places: RecordPlaceKeys[] = [];
  /**
   * Each record's JSON as captured: its very bytes when it was compact in a JSON answer or array
   * file, else JSON.stringify of the parsed record (same keys, order and values).
   */
  readonly texts = new RecordTextsBuilder();
  /** What the v1 view reads of each record, packed (packV1Facts) as UTF-8. */
  readonly facts = new RecordTextsBuilder();
  /** The index in `places` of each state id, then city id. */
  private readonly placeIndex = new Map<string, Map<string, number>>();

  /** How many records were kept. */
  get length(): number {
    return this.times.length;
  }

  /** The index in `places` of a state and city (lower-case ids), added when new. */
  placeOf(stateId: string, cityId: string): number {
    let cities = this.placeIndex.get(stateId);
    if (cities === undefined) {
      cities = new Map();
      this.placeIndex.set(stateId, cities);
    }
    let index = cities.get(cityId);
    if (index === undefined) {
      index = this.places.length;
      this.places.push({ stateId, cityId });
      cities.set(cityId, index);
    }
    return index;
  }
}
