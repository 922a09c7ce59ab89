import { isRecord } from "../is-record";
import { packV1Facts } from "../world/views-entry";

function text(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" ? String(value) : "";
}

/**
 * What the v1 view reads of a captured record, normalised so that a record departing from the
 * contract still yields a v1 row: address "" when absent; latitude and longitude as strings with
 * the whitespace real data carries trimmed ("" when absent, which v1 shows as 0); agentPresence
 * true only when true; victims reduced to personType (Agent or Civilian) and situation (Dead, or
 * else Wounded), the two fields the v1 counts read. Given packed (packV1Facts): one string per
 * record.
 */
export function toV1Facts(record: Record<string, unknown>): string {
  const victims = Array.isArray(record.victims) ? record.victims.filter(isRecord) : [];
  return packV1Facts({
    address: text(record.address),
    latitude: text(record.latitude).trim(),
    longitude: text(record.longitude).trim(),
    agentPresence: record.agentPresence === true,
    victims: victims.map((victim) => ({
      personType: victim.personType === "Agent" ? "Agent" : "Civilian",
      situation: victim.situation === "Dead" ? "Dead" : "Wounded",
    })),
  });
}
