import { readOccurrenceRecord } from "../../capture";
import { DAY_MS } from "../dates";
import type { ProbeContext } from "../probes/probe-context";
import type { LooseOccurrence } from "../read-body";
import { choiceObservation } from "./choice-evidence";
import type { Mirror } from "./mirror";
import { cityIdOf } from "./read-every-v2-city";
import type { ServerChoices } from "./server-choices";
import { settleV2Zone } from "./settle-v2-zone";

/** The take of the one-day windows when the mirror was read at none (the documented maximum). */
const DAY_TAKE = 1000;

/** A mirror record in the first two hours of its UTC day, read leniently (settleV2Zone's probe). */
function nearMidnight(
  records: readonly LooseOccurrence[],
): (LooseOccurrence & { readonly time: number; readonly cityId: string }) | undefined {
  for (const record of records) {
    const { time, cityId } = record;
    if (time !== undefined && cityId !== undefined && time % DAY_MS < 2 * 3_600_000)
      return { ...record, time, cityId };
  }
  return undefined;
}

/**
 * The v2 zone on the mirror's own state. The zone was settled on whichever records the run met
 * first, of any state; a server may read each state's days on its own calendar (Rio de Janeiro on
 * São Paulo's, with daylight saving until 2019; the north-east on -03:00), and the oracle judges
 * the mirror's state alone. When a record the zone was told on is not of the mirror's cities,
 * it is settled again on the mirror's records (settleV2Zone scoped to the state: a few
 * requests); a zone that differs replaces the first for the oracle, reported as the choice
 * `v2 dates on the mirror's state`. Otherwise (or when the mirror has no record near a UTC
 * midnight, or the answers fit no zone) the choices are kept.
 */
export async function settleWindowZone(
  ctx: ProbeContext,
  mirror: Mirror,
  choices: ServerChoices,
): Promise<ServerChoices> {
  const dates = choices.v2Dates;
  const told = ctx.learned.v2ZoneCities;
  if (dates === undefined || told === undefined) return choices;
  const cityIds = new Set(
    mirror.v2Occurrences.flatMap((record) => cityIdOf(record)?.toLowerCase() ?? []),
  );
  if (told.every((city) => cityIds.has(city.toLowerCase()))) return choices;
  const records = mirror.v2Occurrences.map((record) => readOccurrenceRecord(record));
  const near = nearMidnight(records);
  if (near === undefined) return choices;
  const settled = await settleV2Zone(ctx, near, dates, mirror.v2Take ?? DAY_TAKE, records, {
    stateUuid: mirror.window.stateUuid,
    cityIds,
  });
  const alike = settled.alike;
  const same =
    settled.zone === dates.zone &&
    alike.length === (dates.alike ?? []).length &&
    alike.every((zone) => dates.alike?.includes(zone));
  if (settled.zone === undefined || same) return choices;
  ctx.ledger.observe(
    choiceObservation({
      name: "v2 dates on the mirror's state",
      reading: `${settled.reading} (records of other states read ${dates.zone})`,
      exchange: settled.exchange,
    }),
  );
  const { fromInclusive, toInclusive } = dates;
  return {
    ...choices,
    v2Dates: {
      fromInclusive,
      toInclusive,
      zone: settled.zone,
      ...(alike.length === 0 ? {} : { alike }),
    },
  };
}
