import { isRecord } from "../../is-record";
import type { OccurrenceIndex } from "../../query";
import { indexMirror, type VictimTest } from "./index-mirror";
import type { Mirror } from "./mirror";
import { readMirrorOccurrence, type MirrorOccurrence } from "./read-mirror-occurrence";
import type { ServerChoices } from "./server-choices";

/** The mirror's v2 occurrences as the oracle reads them, read once per mirror. */
export interface PreparedMirror {
  /** The occurrences, by position in the mirror's ASC list. */
  readonly occurrences: readonly MirrorOccurrence[];
  /** Each position by id (lower case). */
  readonly positionOf: ReadonlyMap<string, number>;
  /** Each city's state (both lower case), from the cities list. */
  readonly cityStates: ReadonlyMap<string, string>;
  /**
   * Whether the server's order of records of equal date is settled: its DESC list, read whole,
   * is its ASC list exactly reversed, so a key beyond the date breaks ties alike both ways.
   */
  readonly tiesExact: boolean;
  /** The query engine's indexes for a reading of typeOccurrence=withVictim. */
  index(reading: NonNullable<ServerChoices["victimReading"]>): OccurrenceIndex;
}

const VICTIM_TESTS: Record<NonNullable<ServerChoices["victimReading"]>, VictimTest> = {
  human: (occurrence) => occurrence.humanVictim,
  any: (occurrence) => occurrence.humanVictim || occurrence.animalVictim,
};

const prepared = new WeakMap<Mirror, PreparedMirror | { unread: string }>();

function cityStatesOf(mirror: Mirror): Map<string, string> {
  const states = new Map<string, string>();
  for (const city of mirror.v2Cities) {
    const state = city.state;
    if (typeof city.id === "string" && isRecord(state) && typeof state.id === "string") {
      states.set(city.id.toLowerCase(), state.id.toLowerCase());
    }
  }
  return states;
}

function tiesExactIn(mirror: Mirror, occurrences: readonly MirrorOccurrence[]): boolean {
  const desc = mirror.v2OccurrencesDesc;
  if (desc === undefined || desc.length !== occurrences.length) return false;
  return desc.every((record, index) => {
    const id = record.id;
    const asc = occurrences[occurrences.length - 1 - index]!;
    return typeof id === "string" && id.toLowerCase() === asc.id;
  });
}

function prepare(mirror: Mirror): PreparedMirror | { unread: string } {
  const occurrences: MirrorOccurrence[] = [];
  const positionOf = new Map<string, number>();
  for (const [position, record] of mirror.v2Occurrences.entries()) {
    const read = readMirrorOccurrence(record);
    if ("unread" in read)
      return { unread: `the mirror's record #${position + 1} has no readable ${read.unread}` };
    if (positionOf.has(read.id)) return { unread: `the mirror lists ${read.id} twice` };
    positionOf.set(read.id, position);
    occurrences.push(read);
  }
  const cityStates = cityStatesOf(mirror);
  const indexes = new Map<string, OccurrenceIndex>();
  return {
    occurrences,
    positionOf,
    cityStates,
    tiesExact: tiesExactIn(mirror, occurrences),
    index: (reading) => {
      let index = indexes.get(reading);
      if (index === undefined) {
        index = indexMirror(occurrences, cityStates, VICTIM_TESTS[reading]);
        indexes.set(reading, index);
      }
      return index;
    },
  };
}

/** The mirror's v2 occurrences read for the oracle (once per mirror), or why they cannot be. */
export function prepareMirror(mirror: Mirror): PreparedMirror | { unread: string } {
  let found = prepared.get(mirror);
  if (found === undefined) {
    found = prepare(mirror);
    prepared.set(mirror, found);
  }
  return found;
}
