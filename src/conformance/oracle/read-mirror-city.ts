import { isRecord } from "../../is-record";
import type { MirrorRecord } from "./mirror";

/** A city of the mirror as the cities filters read it (ids lower case). */
export interface MirrorCity {
  /** id, lower case. */
  readonly id: string;
  /** name, as listed. */
  readonly name: string;
  /** state.id, lower case. */
  readonly stateUuid: string;
  /** The city as the server listed it. */
  readonly record: MirrorRecord;
}

/** The fields the oracle reads of a mirror's v2 city, or undefined when one is unreadable. */
export function readMirrorCity(record: MirrorRecord): MirrorCity | undefined {
  const { id, name, state } = record;
  if (typeof id !== "string" || typeof name !== "string") return undefined;
  if (!isRecord(state) || typeof state.id !== "string") return undefined;
  return { id: id.toLowerCase(), name, stateUuid: state.id.toLowerCase(), record };
}
