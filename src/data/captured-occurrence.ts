import type { Occurrence } from "../generated/types";
import type { WorldOccurrence, CapturedTexts } from "../world/views-entry";

/**
 * An occurrence of a captured world: the integer ids and instant the indexes and the v1 view
 * read, and the record's captured JSON. `v2` parses that JSON on each read, for code that wants
 * the record (tests, tools); its shape is what production sent and may depart from the
 * Occurrence type, which is why the server serves World.capture's texts and never reads it.
 */
export class CapturedOccurrence implements WorldOccurrence {
  constructor(
    readonly id: number,
    readonly stateId: number,
    readonly cityId: number,
    readonly time: number,
    readonly source: number,
    texts: CapturedTexts,
  ) {
    this.#texts = texts;
  }

  /**
   * The world's texts: this record's is at its position, id - 1 (private: not part of equality).
   */
  readonly #texts: CapturedTexts;

  get v2(): Occurrence {
    return JSON.parse(this.#texts.json(this.id - 1).toString("utf8")) as Occurrence;
  }
}
