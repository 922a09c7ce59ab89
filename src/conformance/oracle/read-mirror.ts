import { formatDay } from "../dates";
import { pageOf } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import type { Mirror, MirrorRecord } from "./mirror";
import { MIRROR_LIMITS } from "./mirror-limits";
import { pairV1State } from "./pair-v1-state";
import { pickMirrorWindow, statesOfCities, windowQuery } from "./pick-mirror-window";
import { readEveryV1City } from "./read-every-v1-city";
import { cityIdOf, readEveryV2City, readV2CityList } from "./read-every-v2-city";
import { isRecord } from "../../is-record";
import { readV1Window } from "./read-v1-window";
import { readV2Window } from "./read-v2-window";
import type { ServerChoices } from "./server-choices";
import { isUnread, type Unread } from "./unread";

/** What else the mirror is told: whether to read v1 too. */
export interface ReadMirrorOptions {
  /**
   * Whether v1 is read (its window's rows and every v1 city). Default: when the run has v1
   * occurrence answers (v1 is served and tested).
   */
  readonly v1?: boolean;
}

/** The ids of a list of v2 records, as a set. */
function idsOf(records: readonly MirrorRecord[]): Set<string> {
  return new Set(records.map((record) => String(record.id)));
}

/**
 * Reads the mirror: what the server itself says it has, whole, for the oracle.
 *
 * 1. Every v2 city (the v2 cities list; each state's list too when records name a city the list
 *    lacks, step 3), whose states are the candidates of the window.
 * 2. A window: one state and a range of whole days, read with MIRROR_LIMITS.marginDays either
 *    side, holding at most MIRROR_LIMITS.maxRecords records (and no more than maxPages pages of
 *    the take it is read with): one day first, grown to about wantRecords where days are sparse,
 *    another state where one day holds too many (pickMirrorWindow; a request per size tried).
 * 3. Its records, order=ASC page by page with the largest take served (`choices.maxTake`, else
 *    1000, 100, 10), and order=DESC too unless the mirror has spent MIRROR_LIMITS.descBudget.
 * 4. With v1: every v1 city (per EstadoId when the list reaches `choices.v1Cap`), the state's v1
 *    id (paired by its cities' names), and the v1 rows of the window's read bounds
 *    (estado_id[], data_ocorrencia[gt]/[lt]; in runs of days under a v1 cap; a city one of whose
 *    days reaches the cap is left out, `window.v1LeftOut`, and said in `notes`).
 *
 * Every reading is checked whole (200, itemCount equal to the records read, no id twice);
 * otherwise the answer is `{unread}` with the reason, and the oracle's rules are not run. Every
 * request goes through `ctx.request`, so each answer gets the checks every answer gets.
 */
export async function readMirror(
  ctx: ProbeContext,
  choices: ServerChoices,
  options: ReadMirrorOptions = {},
): Promise<Mirror | Unread> {
  ctx.phase("the mirror: the server's records of a window");
  const sentBefore = ctx.client.sent;
  const notes: string[] = [];
  const everyCity = await readV2CityList(ctx, {});
  if (isUnread(everyCity)) return everyCity;
  const states = statesOfCities(everyCity);
  const take =
    choices.maxTake === undefined
      ? undefined
      : Math.min(choices.maxTake.take, MIRROR_LIMITS.maxRecords);
  const pageTake = take ?? MIRROR_LIMITS.takes[0] ?? 1000;
  const limit = Math.min(MIRROR_LIMITS.maxRecords, pageTake * MIRROR_LIMITS.maxPages);
  let picked = await pickMirrorWindow(ctx, states, limit);
  if (isUnread(picked)) return picked;
  let query = windowQuery(picked.stateUuid, picked.firstDay, picked.lastDay);
  let asc = await readV2Window(ctx, query, "ASC", take);
  // The take served (not settled) turned out smaller than the window was sized for: sized again.
  if (isUnread(asc) && "servedTake" in asc && take === undefined) {
    const servedTake = asc.servedTake;
    picked = await pickMirrorWindow(ctx, states, servedTake * MIRROR_LIMITS.maxPages);
    if (isUnread(picked)) return picked;
    query = windowQuery(picked.stateUuid, picked.firstDay, picked.lastDay);
    asc = await readV2Window(ctx, query, "ASC", servedTake);
  }
  if (isUnread(asc)) return asc;

  let desc: readonly MirrorRecord[] | undefined;
  if (ctx.client.sent - sentBefore + asc.pages <= MIRROR_LIMITS.descBudget) {
    const read = await readV2Window(ctx, query, "DESC", asc.take);
    const ascIds = idsOf(asc.records);
    if (isUnread(read)) notes.push(`order=DESC not kept: ${read.unread}`);
    else if (
      read.records.length !== ascIds.size ||
      read.records.some((r) => !ascIds.has(String(r.id)))
    )
      notes.push("order=DESC not kept: it listed other records than order=ASC");
    else desc = read.records;
  } else notes.push("order=DESC not read: the mirror's requests ran out");

  // Records naming a city the cities list lacks: the list looks capped, read per state (every
  // state named by a city or a record).
  const namedCities = new Set<string>();
  const namedStates = new Set<string>(states);
  for (const record of asc.records) {
    const city = cityIdOf(record);
    const state = isRecord(record.state) ? record.state.id : undefined;
    if (city !== undefined) namedCities.add(city);
    if (typeof state === "string") namedStates.add(state.toLowerCase());
  }
  for (const exchange of ctx.v2Occurrences) {
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.cityId !== undefined) namedCities.add(item.cityId.toLowerCase());
      if (item.stateId !== undefined) namedStates.add(item.stateId.toLowerCase());
    }
  }
  const v1 = options.v1 ?? ctx.v1Occurrences.length > 0;
  let v1Cities: readonly MirrorRecord[] | undefined;
  let v1Unread: string | undefined;
  if (v1) {
    const read = await readEveryV1City(ctx, choices.v1Cap);
    // v1 not read whole leaves the v1 part of the mirror out, not the v2 part.
    if (isUnread(read)) v1Unread = read.unread;
    else v1Cities = read;
  }
  // v1 listing more cities than v2 also makes the v2 list look capped.
  const v2Cities = await readEveryV2City(
    ctx,
    everyCity,
    namedCities,
    [...namedStates],
    (v1Cities?.length ?? 0) > everyCity.length,
  );
  if (isUnread(v2Cities)) return v2Cities;
  if ((v1Cities?.length ?? 0) > v2Cities.length)
    notes.push(
      `v2 lists ${v2Cities.length} cities (each state's list read too), v1 ${v1Cities?.length ?? 0}: the v2 cities of states no answer named may be missing`,
    );

  const readFirstDay = formatDay(picked.firstDay - MIRROR_LIMITS.marginDays);
  const readLastDay = formatDay(picked.lastDay + MIRROR_LIMITS.marginDays);
  const window = {
    stateUuid: picked.stateUuid,
    firstDay: formatDay(picked.firstDay),
    lastDay: formatDay(picked.lastDay),
    readFirstDay,
    readLastDay,
  };
  const mirrored = {
    v2Occurrences: asc.records,
    ...(desc === undefined ? {} : { v2OccurrencesDesc: desc }),
    v2Take: asc.take,
    v2Cities,
  };
  const v2Only = (reason: string | undefined, cities?: readonly MirrorRecord[]): Mirror => ({
    window,
    ...mirrored,
    ...(cities === undefined ? {} : { v1Cities: cities }),
    ...(reason === undefined ? {} : { v1Unread: reason }),
    requests: ctx.client.sent - sentBefore,
    notes,
  });
  if (v1Cities === undefined) return v2Only(v1Unread);

  const v1StateId = pairV1State(v2Cities, picked.stateUuid, v1Cities);
  if (v1StateId === undefined)
    return v2Only(
      `no v1 state pairs with the v2 state ${picked.stateUuid}: none of its cities' names is a v1 city's`,
      v1Cities,
    );
  const v1Window = await readV1Window(
    ctx,
    v1StateId,
    {
      first: picked.firstDay - MIRROR_LIMITS.marginDays,
      last: picked.lastDay + MIRROR_LIMITS.marginDays,
    },
    choices.v1Cap,
    asc.records,
    choices.v1Bounds,
    v1Cities.filter((city) => city.EstadoId === v1StateId).map((city) => city.CidadeId as number),
  );
  if (isUnread(v1Window)) return v2Only(v1Window.unread, v1Cities);
  const { leftOut } = v1Window;
  if (leftOut.length > 0) {
    const text = `the oracle's v1 window leaves out the v1 cities ${leftOut.join(", ")} (cidade_id) of estado_id ${v1StateId}: a day of each reaches the v1 cap of ${String(choices.v1Cap)} rows (v1 has no paging and filters dates by whole days), so their rows cannot be read whole; v1 queries are judged on the state's other cities`;
    notes.push(text);
    ctx.ledger.observe({ topic: "v1-mirror", text });
  }
  return {
    window: { ...window, v1StateId, ...(leftOut.length === 0 ? {} : { v1LeftOut: leftOut }) },
    ...mirrored,
    v1Occurrences: v1Window.rows,
    v1Cities,
    requests: ctx.client.sent - sentBefore,
    notes,
  };
}
