import type { CaptureSource } from "../world/views-entry";
import type { DataCollection } from "./data-collection";
import { groupViolations } from "./group-violations";
import { IdTable } from "./id-table";
import { noteCity, noteState } from "./note-places";
import { NumberColumn } from "./number-column";
import { whereOf, type Origin } from "./origin";
import type { TextAt } from "./parsed-item";
import { WITH_VICTIM, type RecordColumns } from "./record-columns";
import { RecordTextsBuilder } from "./record-texts";

/** A CaptureSource while its file is read. */
export type MutableSource = { -readonly [K in keyof CaptureSource]: CaptureSource[K] };

/**
 * The occurrence records of a collection as they are kept: each record once by id (the same
 * bytes again: a duplicate; other bytes: a finding naming both places), with the list it was
 * read from, its place noted, its captured text kept.
 */
export class KeptRecords {
  /** The index in data.records of the record kept for each id, by the id's hash (idHash). */
  private readonly seen = new IdTable();
  /** Each kept record's id as UTF-8 bytes (where they lie). */
  private readonly ids = new RecordTextsBuilder();
  /** The lists records were read from (said only in a finding). */
  private readonly origins: Origin[] = [];
  /** The index in `origins` of each kept record's list. */
  private readonly originOf = new NumberColumn((size) => new Int32Array(size));
  /** The index in its list of each kept record (with originOf: no object per record). */
  private readonly originIndexes = new NumberColumn((size) => new Float64Array(size));
  /** Ids in lower case (the keys of states and cities), each lowered once. */
  private readonly lowered = new Map<string, string>();

  constructor(private readonly data: DataCollection) {}

  /**
   * Adds a run of summarised records of `source`, the first being item `from` of its list;
   * `captured` gives where an item's captured JSON lies when it is served as such (else its text
   * is). Each record is kept unless its id was seen (the same bytes: a duplicate; other bytes: a
   * finding naming both places).
   */
  add(
    source: MutableSource,
    origin: Origin,
    columns: RecordColumns,
    from: number,
    captured: (index: number) => TextAt | undefined,
  ): void {
    const { records } = this.data;
    const text = Buffer.from(columns.text.buffer, columns.text.byteOffset, columns.text.byteLength);
    const { bounds, places } = columns;
    // Each place of the run as a place of the collection, found (and its state and city noted)
    // once per run.
    const placeOf: (number | undefined)[] = [];
    for (let k = 0; k < columns.count; k++) {
      const index = from + k;
      source.occurrences++;
      const placeAt = columns.place[k]!;
      if (placeAt < 0) {
        const why = columns.unserved.get(k) ?? "unknown";
        this.data.findings.push(
          `${whereOf(origin, index)}: record not served: ${why} (it cannot be indexed)`,
        );
        continue;
      }
      const idBytes = text.subarray(bounds[2 * k], bounds[2 * k + 1]);
      const hash = columns.idHash[k]!;
      const at = captured(index);
      const ownText = columns.texts.get(k);
      const earlier = this.earlierWith(hash, idBytes);
      if (earlier !== undefined) {
        const id = idBytes.toString("utf8");
        const json =
          at === undefined ? Buffer.from(ownText ?? "") : at.bytes.subarray(at.start, at.end);
        if (records.texts.json(earlier).equals(json)) this.data.duplicates++;
        else {
          const list = this.origins[this.originOf.get(earlier)];
          const first = list === undefined ? "?" : whereOf(list, this.originIndexes.get(earlier));
          this.data.findings.push(
            `${whereOf(origin, index)}: record ${id} differs from the one at ${first}; the first is served`,
          );
        }
        continue;
      }
      const violations = columns.violations.get(k);
      if (violations !== undefined) {
        const pointer = origin.pointer === undefined ? "" : `${origin.pointer}/${index}`;
        groupViolations(this.data, "v2/occurrence", violations, origin.place, pointer);
      }
      let kept = placeOf[placeAt];
      if (kept === undefined) {
        const place = places[placeAt]!;
        noteState(this.data, place.stateId, place.stateName, place.region);
        noteCity(this.data, place.cityId, place.cityName, place.stateId, undefined);
        kept = placeOf[placeAt] = records.placeOf(
          this.lower(place.stateId),
          this.lower(place.cityId),
        );
      }
      const position = records.length;
      this.ids.keep(text, bounds[2 * k]!, bounds[2 * k + 1]!);
      this.seen.add(hash, position);
      if (at === undefined) records.texts.keepText(ownText ?? "");
      else records.texts.keep(at.bytes, at.start, at.end);
      this.data.recordsHash.update(records.texts.json(position));
      records.facts.keep(text, bounds[2 * k + 1]!, bounds[2 * k + 2]!);
      this.originOf.push(this.originIndex(origin));
      this.originIndexes.push(index);
      records.times.push(columns.times[k]!);
      records.place.push(kept);
      records.withVictim.push(columns.flags[k]! & WITH_VICTIM);
    }
  }

  /** The index of the kept record whose id is `id` (its UTF-8 bytes, hashed `hash`), if any. */
  private earlierWith(hash: number, id: Buffer): number | undefined {
    return this.seen.find(hash, (index) => this.ids.json(index).equals(id));
  }

  /** The index in `origins` of a list (the last one, most often). */
  private originIndex(origin: Origin): number {
    const last = this.origins.length - 1;
    if (last >= 0 && this.origins[last] === origin) return last;
    this.origins.push(origin);
    return last + 1;
  }

  private lower(id: string): string {
    let lower = this.lowered.get(id);
    if (lower === undefined) {
      lower = id.toLowerCase();
      this.lowered.set(id, lower);
    }
    return lower;
  }
}
