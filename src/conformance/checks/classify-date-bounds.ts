import { DAY_MS, type DayWindow } from "../dates";
import { describeWindow } from "./check-occurrence-filters";
import { covers, type Reference } from "./check-date-window";

/** One reading of a date window: each bound inclusive or not, days in UTC or another offset. */
interface Reading {
  readonly fromInclusive: boolean;
  readonly toInclusive: boolean;
  readonly offsetHours: number;
}

const READINGS: readonly Reading[] = [0, -3].flatMap((offsetHours) =>
  [true, false].flatMap((fromInclusive) =>
    [true, false].map((toInclusive) => ({ fromInclusive, toInclusive, offsetHours })),
  ),
);

function selects(reading: Reading, window: DayWindow, time: number): boolean {
  const start = (day: number): number => day * DAY_MS - reading.offsetHours * 3_600_000;
  if (window.from !== undefined && time < start(window.from + (reading.fromInclusive ? 0 : 1))) {
    return false;
  }
  if (window.to !== undefined && time >= start(window.to + (reading.toInclusive ? 1 : 0))) {
    return false;
  }
  return true;
}

/**
 * The readings the complete answer matches; undefined when the reference does not cover the
 * window. `shownZone`: the days are those the items show (v1: the zone data_ocorrencia is shown
 * in), so only the readings without an offset are tried.
 */
function matchingReadings(
  reference: Reference,
  window: DayWindow,
  resultIds: readonly string[],
  shownZone = false,
): Reading[] | undefined {
  if (!covers(reference, window)) return undefined;
  const returned = new Set(resultIds);
  const readings = shownZone ? READINGS.filter((r) => r.offsetHours === 0) : READINGS;
  return readings.filter((reading) =>
    reference.items.every((item) => selects(reading, window, item.time) === returned.has(item.id)),
  );
}

/**
 * Whether each bound of a window includes its own day, when every reading the answer matches
 * agrees on both (in whatever offset the days are read); undefined otherwise.
 */
export function classifyInclusivity(
  reference: Reference,
  window: Required<DayWindow>,
  resultIds: readonly string[],
): { fromInclusive: boolean; toInclusive: boolean } | undefined {
  const matching = matchingReadings(reference, window, resultIds) ?? [];
  const [first] = matching;
  const agree = matching.every(
    (r) => r.fromInclusive === first?.fromInclusive && r.toInclusive === first.toInclusive,
  );
  return first === undefined || !agree
    ? undefined
    : { fromInclusive: first.fromInclusive, toInclusive: first.toInclusive };
}

/** Names for the bounds in observations: `initialdate` / `finaldate`, or v1's brackets. */
export interface BoundNames {
  readonly from: string;
  readonly to: string;
  /**
   * The bounds are read on the day the items show (v1: in the zone data_ocorrencia is shown in,
   * established by v1.dates.zone), so no offset reading is tried and none is reported.
   */
  readonly shownZone?: boolean;
}

/**
 * Which readings of the window the server's complete answer matches, as observation lines:
 * `initialdate bound: inclusive`, `finaldate bound: exclusive`, `date bounds read in: UTC`.
 * A bound that several readings fit (no reference item on its edge days) is `undetermined`.
 */
export function classifyDateBounds(
  reference: Reference,
  window: DayWindow,
  resultIds: readonly string[],
  names: BoundNames,
): string[] {
  const shown = names.shownZone ?? false;
  const matching = matchingReadings(reference, window, resultIds, shown);
  if (matching === undefined) return [];
  if (matching.length === 0) {
    return [
      `date window ${describeWindow(window)}: matches no simple reading (bounds inclusive or exclusive, days ${shown ? "as shown" : "in UTC or UTC-03:00"})`,
    ];
  }
  const verdict = (values: readonly boolean[], yes: string, no: string): string =>
    values.every((v) => v)
      ? yes
      : values.every((v) => !v)
        ? no
        : "undetermined (several readings fit)";
  const lines: string[] = [];
  if (window.from !== undefined) {
    lines.push(
      `${names.from} bound: ${verdict(
        matching.map((r) => r.fromInclusive),
        "inclusive",
        "exclusive",
      )}`,
    );
  }
  if (window.to !== undefined) {
    lines.push(
      `${names.to} bound: ${verdict(
        matching.map((r) => r.toInclusive),
        "inclusive (whole day)",
        "exclusive",
      )}`,
    );
  }
  const offsets = [...new Set(matching.map((r) => r.offsetHours))];
  if (shown) return lines;
  lines.push(
    `${names.from}/${names.to} days read in: ${offsets.length === 1 ? (offsets[0] === 0 ? "UTC" : "UTC-03:00") : "undetermined (UTC or UTC-03:00)"}`,
  );
  return lines;
}
