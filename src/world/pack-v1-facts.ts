import type { V1Facts } from "./world-capture";

/**
 * A V1Facts as one short string (unpackV1Facts reads it back): a captured world keeps one such
 * string per record instead of an object, its victims and three strings (a third of the memory).
 * It is the JSON of `[address, latitude, longitude, flags]`, where flags is `1` or `0` for
 * agentPresence followed by a digit per victim: 2 for an agent (else 0), plus 1 for the dead.
 */
export function packV1Facts(facts: V1Facts): string {
  let flags = facts.agentPresence ? "1" : "0";
  for (const victim of facts.victims) {
    flags += String(
      (victim.personType === "Agent" ? 2 : 0) + (victim.situation === "Dead" ? 1 : 0),
    );
  }
  return JSON.stringify([facts.address, facts.latitude, facts.longitude, flags]);
}
