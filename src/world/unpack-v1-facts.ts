import type { V1Facts } from "./world-capture";

// The four victims a packed V1Facts tells apart, by digit; shared (the v1 view only reads them).
const VICTIMS: V1Facts["victims"] = [
  { personType: "Civilian", situation: "Wounded" },
  { personType: "Civilian", situation: "Dead" },
  { personType: "Agent", situation: "Wounded" },
  { personType: "Agent", situation: "Dead" },
];

/** The victims of every record without one (shared). */
const NO_VICTIM: V1Facts["victims"] = [];

/** The V1Facts of packV1Facts' string. */
export function unpackV1Facts(packed: string): V1Facts {
  const [address, latitude, longitude, flags] = JSON.parse(packed) as [
    string,
    string,
    string,
    string,
  ];
  return {
    address,
    latitude,
    longitude,
    agentPresence: flags.charCodeAt(0) === 0x31,
    victims:
      flags.length === 1
        ? NO_VICTIM
        : Array.from(flags.slice(1), (digit) => VICTIMS[Number(digit)]!),
  };
}
