import { sha256Hex } from "./sha256-hex";

/**
 * A version 4 UUID derived from a key such as `city:3303302` (SHA-256 of the key, version and
 * variant bits set). Reference records (states, regions, cities, neighbourhoods, catalogue
 * items) use it, so their UUIDs are the same in every world, whatever the seed.
 */
export function stableUuid(key: string): string {
  const h = sha256Hex(`occurrence-contract:${key}`);
  const variant = (8 | (parseInt(h.charAt(16), 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
