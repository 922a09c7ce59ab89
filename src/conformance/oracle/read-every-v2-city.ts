import { queryOf } from "../answer-evidence";
import type { ProbeContext } from "../probes/probe-context";
import { isRecord } from "../../is-record";
import type { MirrorRecord } from "./mirror";
import { unreadAnswer, type Unread } from "./unread";

/**
 * The cities of a v2 cities answer (`query`: none, or stateId), or why the mirror cannot read them.
 */
export async function readV2CityList(
  ctx: ProbeContext,
  query: Readonly<Record<string, string>>,
): Promise<MirrorRecord[] | Unread> {
  const exchange = await ctx.request("v2-cities", query);
  const bad = unreadAnswer(exchange);
  if (bad !== undefined) return bad;
  const body = exchange.body;
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data) || !data.every((city) => isRecord(city) && typeof city.id === "string"))
    return { unread: `${queryOf(exchange)} answered no data list of cities with string ids` };
  return data as MirrorRecord[];
}

/** The city id a v2 record or city names (`city.id` of a record, `id` of a city), lower case. */
export function cityIdOf(record: MirrorRecord): string | undefined {
  const id = isRecord(record.city) ? record.city.id : undefined;
  return typeof id === "string" ? id.toLowerCase() : undefined;
}

/**
 * Every v2 city: the unfiltered list (`all`, read with readV2CityList), and when records name a
 * city it lacks (`named`: the city ids, lower case, of records the server listed) the list looks
 * capped (as it does when `looksCapped`: v1 lists more cities), and each state's list (stateId, for
 * every state in `states`) is read too, the cities merged by id in the order first listed.
 */
export async function readEveryV2City(
  ctx: ProbeContext,
  all: readonly MirrorRecord[],
  named: ReadonlySet<string>,
  states: readonly string[],
  looksCapped = false,
): Promise<readonly MirrorRecord[] | Unread> {
  const ids = new Set(all.map((city) => String(city.id).toLowerCase()));
  if (!looksCapped && [...named].every((id) => ids.has(id))) return all;
  const merged = [...all];
  for (const state of states) {
    const some = await readV2CityList(ctx, { stateId: state });
    if (!Array.isArray(some)) return some;
    for (const city of some) {
      const id = String(city.id).toLowerCase();
      if (!ids.has(id)) merged.push(city);
      ids.add(id);
    }
  }
  return merged;
}
