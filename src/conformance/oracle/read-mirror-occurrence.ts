import { isRecord } from "../../is-record";
import type { MirrorRecord } from "./mirror";

/** What the oracle reads of a v2 occurrence of the mirror: what its filters and order look at. */
export interface MirrorOccurrence {
  /** id, lower case. */
  readonly id: string;
  /** date, epoch ms. */
  readonly time: number;
  /** state.id, lower case. */
  readonly stateUuid: string;
  /** city.id, lower case. */
  readonly cityUuid: string;
  /** Whether `victims` lists a human victim. */
  readonly humanVictim: boolean;
  /** Whether `animalVictims` lists an animal victim. */
  readonly animalVictim: boolean;
}

function nestedId(record: MirrorRecord, name: string): string | undefined {
  const value = record[name];
  return isRecord(value) && typeof value.id === "string" ? value.id.toLowerCase() : undefined;
}

/** The fields the oracle reads of a mirror's v2 occurrence, or the one it cannot read. */
export function readMirrorOccurrence(record: MirrorRecord): MirrorOccurrence | { unread: string } {
  const { id, date, victims, animalVictims } = record;
  if (typeof id !== "string") return { unread: "id" };
  const time = typeof date === "string" ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(time)) return { unread: "date" };
  const stateUuid = nestedId(record, "state");
  if (stateUuid === undefined) return { unread: "state.id" };
  const cityUuid = nestedId(record, "city");
  if (cityUuid === undefined) return { unread: "city.id" };
  if (!Array.isArray(victims)) return { unread: "victims" };
  return {
    id: id.toLowerCase(),
    time,
    stateUuid,
    cityUuid,
    humanVictim: victims.length > 0,
    animalVictim: Array.isArray(animalVictims) && animalVictims.length > 0,
  };
}
