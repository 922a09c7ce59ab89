import { isFixedZone, offsetAt } from "./zone-clock";
import { modeOf } from "./checks/pair-records";

const HOUR_MS = 3_600_000;
const QUARTER_MS = 15 * 60_000;

/** Whether an offset is a zone's: whole quarter hours, at most 14 h either way. */
export function isZoneOffset(offset: number): boolean {
  return offset % QUARTER_MS === 0 && Math.abs(offset) <= 14 * HOUR_MS;
}

/** An offset as a zone, `UTC+00:00`, `UTC-03:00`. */
export function formatZone(offset: number): string {
  const minutes = Math.abs(offset) / 60_000;
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `UTC${offset < 0 ? "-" : "+"}${hh}:${mm}`;
}

/**
 * Named zones a server may show v1 dates in besides a fixed offset: Brazil's, whose daylight
 * saving (until 2019) moves the offset of some records by an hour.
 */
export const NAMED_ZONES = [
  "America/Sao_Paulo",
  "America/Recife",
  "America/Bahia",
  "America/Fortaleza",
  "America/Belem",
  "America/Maceio",
  "America/Araguaina",
  "America/Santarem",
  "America/Noronha",
  "America/Manaus",
  "America/Cuiaba",
  "America/Campo_Grande",
  "America/Porto_Velho",
  "America/Boa_Vista",
  "America/Rio_Branco",
] as const;

/** A zone dates are shown in: its name, and the offset of its clock at an instant. */
export interface ShownZone {
  /** `UTC-03:00` for a fixed offset, the IANA name for a named zone. */
  readonly name: string;
  /** Shown clock − instant, in ms, at the instant. */
  offsetAt(time: number): number;
}

/** A fixed offset as a zone. */
export function fixedZone(offset: number): ShownZone {
  return { name: formatZone(offset), offsetAt: () => offset };
}

/** A named (IANA) zone, its offset at each instant from the zone's own history. */
export function namedZone(name: string): ShownZone {
  return { name, offsetAt: (time) => (offsetAt(time, name) ?? 0) * 60_000 };
}

/** Two views of one instant: the true instant and the time a clock shows (read as UTC). */
export interface ShownTime {
  readonly v2: { readonly time: number };
  readonly v1: { readonly time: number };
}

/**
 * The zone that explains every shown time: the offset most pairs hold when it is a zone's and
 * explains them all, else the first named zone (NAMED_ZONES) that does; undefined when none does
 * (or there is no pair).
 */
export function zoneExplaining(pairs: readonly ShownTime[]): ShownZone | undefined {
  const offset = modeOf(pairs.map((pair) => pair.v1.time - pair.v2.time));
  if (offset === undefined) return undefined;
  const explains = (zone: ShownZone): boolean =>
    pairs.every((pair) => pair.v1.time - pair.v2.time === zone.offsetAt(pair.v2.time));
  const fixed = fixedZone(offset);
  if (isZoneOffset(offset) && explains(fixed)) return fixed;
  return NAMED_ZONES.map(namedZone).find(explains);
}

/** A zone as ServerChoices writes it: a fixed offset (`-03:00`, `+00:00`) or an IANA name. */
export function zoneNamed(zone: string): ShownZone {
  if (!isFixedZone(zone)) return namedZone(zone);
  return fixedZone((offsetAt(0, zone) ?? 0) * 60_000);
}

/** A shown zone as ServerChoices writes it: `-03:00` for a fixed offset, else its IANA name. */
export function choiceOf(zone: ShownZone): string {
  return zone.name.startsWith("UTC") ? zone.name.slice(3) : zone.name;
}

/** Whether a zone as ServerChoices writes it is a named zone (not a fixed offset). */
export function isNamedZone(zone: string): boolean {
  return !isFixedZone(zone);
}
