import { RecordTextsBuilder } from "./record-texts";

/**
 * The occurrence records kept from the data (the first of each id), before the world is built,
 * by index in reading order: columns, not an object per record.
 */
export class CollectedRecords {
  /** Each record's `date` as epoch ms. */
  readonly times: number[] = [];
  /** Each record's state's id as captured, lower case. */
  readonly stateIds: string[] = [];
  /** Each record's city's id as captured, lower case. */
  readonly cityIds: string[] = [];
  /** 1 where the record's `victims` is a non-empty list, else 0. */
  readonly withVictim: number[] = [];
  /**
   * Each record's JSON as captured: its very bytes when it was compact in a JSON answer or array
   * file, else JSON.stringify of the parsed record (same keys, order and values).
   */
  readonly texts = new RecordTextsBuilder();
  /** What the v1 view reads of each record, packed (packV1Facts) as UTF-8. */
  readonly facts = new RecordTextsBuilder();

  /** How many records were kept. */
  get length(): number {
    return this.times.length;
  }
}
