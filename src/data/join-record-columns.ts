import type { Violation } from "../schemas";
import { PlaceList } from "./place-list";
import type { RecordColumns } from "./record-columns";

/** Re-keys a map by index, `offset` later. */
function shifted<T>(map: ReadonlyMap<number, T>, offset: number, into: Map<number, T>): void {
  for (const [index, value] of map) into.set(index + offset, value);
}

/**
 * Runs of columns as one, in order: what one reading of all their records gives (places the
 * runs share are one place, numbered as first seen).
 */
export function joinRecordColumns(runs: readonly RecordColumns[]): RecordColumns {
  const count = runs.reduce((sum, run) => sum + run.count, 0);
  const textBytes = runs.reduce((sum, run) => sum + run.text.length, 0);
  const times = new Float64Array(count);
  const place = new Int32Array(count);
  const flags = new Uint8Array(count);
  const idHash = new Int32Array(count);
  const text = new Uint8Array(textBytes);
  const bounds = new Float64Array(2 * count + 1);
  const places = new PlaceList();
  const unserved = new Map<number, string>();
  const texts = new Map<number, string>();
  const violations = new Map<number, readonly Violation[]>();
  let at = 0;
  let textAt = 0;
  for (const run of runs) {
    const local = run.places.map((item) => places.indexOf(item));
    times.set(run.times, at);
    flags.set(run.flags, at);
    idHash.set(run.idHash, at);
    for (let k = 0; k < run.count; k++)
      place[at + k] = run.place[k]! < 0 ? -1 : local[run.place[k]!]!;
    text.set(run.text, textAt);
    for (let k = 1; k <= 2 * run.count; k++) bounds[2 * at + k] = run.bounds[k]! + textAt;
    shifted(run.unserved, at, unserved);
    shifted(run.texts, at, texts);
    shifted(run.violations, at, violations);
    at += run.count;
    textAt += run.text.length;
  }
  return {
    count,
    times,
    place,
    flags,
    idHash,
    places: places.places,
    text,
    bounds,
    unserved,
    texts,
    violations,
  };
}
