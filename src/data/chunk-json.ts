import { isRecord } from "../is-record";
import type { Violation } from "../schemas";
import type { V1Facts } from "../world/world-capture";
import type { ChunkResult } from "./read-record-chunk";
import type { RecordSummary, UnservedRecord } from "./summarize-record";

/** Where records are: [stateId, stateName, region as JSON or 0 when absent, cityId, cityName]. */
type PlaceTuple = [string, string, string | 0, string, string];

/**
 * A record: [id, time, place index, withVictim 0|1, address, latitude, longitude,
 * agentPresence 0|1, victims (a digit each: 2 for an agent + 1 for the dead), text or 0,
 * violations?]; a string: why it is not served.
 */
type RecordTuple =
  | [string, number, number, 0 | 1, string, string, string, 0 | 1, string, string | 0]
  | [string, number, number, 0 | 1, string, string, string, 0 | 1, string, string | 0, Violation[]];

/** The JSON form of a ChunkResult. */
interface ChunkJson {
  readonly places: PlaceTuple[];
  readonly records: (RecordTuple | string)[];
  readonly malformed: boolean;
}

// The four victims the v1 view tells apart, shared by every record (it only reads them).
const VICTIMS: V1Facts["victims"] = [
  { personType: "Civilian", situation: "Wounded" },
  { personType: "Civilian", situation: "Dead" },
  { personType: "Agent", situation: "Wounded" },
  { personType: "Agent", situation: "Dead" },
];

/** A region as a key: its four fields when it has the contract's shape, else its JSON. */
function regionKey(region: unknown): string {
  if (region === undefined) return "";
  if (isRecord(region)) {
    const { id, region: name, state, enabled } = region;
    if (
      typeof id === "string" &&
      typeof name === "string" &&
      typeof state === "string" &&
      typeof enabled === "boolean" &&
      Object.keys(region).length === 4
    ) {
      return `${id}\u0000${name}\u0000${state}\u0000${enabled}`;
    }
  }
  return `json:${JSON.stringify(region)}`;
}

/** The victims of every record without one (shared: the v1 view only reads them). */
const NO_VICTIM: V1Facts["victims"] = [];

/**
 * A ChunkResult as one JSON text: what a worker sends back. A structured clone of the summaries
 * costs the receiving thread about three times what JSON.parse of this text does, and the
 * places records share (state, region, city) are written once.
 */
export function toChunkJson(result: ChunkResult): string {
  const placeIndex = new Map<string, number>();
  const places: PlaceTuple[] = [];
  const records = result.records.map((record): RecordTuple | string => {
    if ("why" in record) return record.why;
    // Records of one place share its strings (JSON.parse interns short ones): a cheap key.
    const key = `${record.stateId}\u0000${record.stateName}\u0000${record.cityId}\u0000${record.cityName}\u0000${regionKey(record.region)}`;
    let index = placeIndex.get(key);
    if (index === undefined) {
      index = places.length;
      placeIndex.set(key, index);
      const region = record.region === undefined ? 0 : JSON.stringify(record.region);
      places.push([record.stateId, record.stateName, region, record.cityId, record.cityName]);
    }
    const { facts } = record;
    const victims = facts.victims
      .map(
        (victim) => (victim.personType === "Agent" ? 2 : 0) + (victim.situation === "Dead" ? 1 : 0),
      )
      .join("");
    const tuple: RecordTuple = [
      record.id,
      record.time,
      index,
      record.withVictim ? 1 : 0,
      facts.address,
      facts.latitude,
      facts.longitude,
      facts.agentPresence ? 1 : 0,
      victims,
      record.text ?? 0,
    ];
    return record.violations === undefined ? tuple : [...tuple, [...record.violations]];
  });
  const json: ChunkJson = { places, records, malformed: result.malformed };
  return JSON.stringify(json);
}

/** The ChunkResult of toChunkJson's text (facts with shared victim objects). */
export function fromChunkJson(text: string): ChunkResult {
  const json = JSON.parse(text) as ChunkJson;
  const places = json.places.map(([stateId, stateName, region, cityId, cityName]) => ({
    stateId,
    stateName,
    region: region === 0 ? undefined : (JSON.parse(region) as unknown),
    cityId,
    cityName,
  }));
  const records = json.records.map((tuple): RecordSummary | UnservedRecord => {
    if (typeof tuple === "string") return { why: tuple };
    const [id, time, index, withVictim, address, latitude, longitude, agent, victims, text] = tuple;
    const violations = tuple[10];
    const place = places[index]!;
    const facts: V1Facts = {
      address,
      latitude,
      longitude,
      agentPresence: agent === 1,
      victims: victims === "" ? NO_VICTIM : Array.from(victims, (digit) => VICTIMS[Number(digit)]!),
    };
    return {
      id,
      time,
      ...place,
      withVictim: withVictim === 1,
      facts,
      ...(text === 0 ? {} : { text }),
      ...(violations === undefined ? {} : { violations }),
    };
  });
  return { records, malformed: json.malformed };
}
