import { pathOf } from "../../../src/contract";
import type { CheckInput, QueryPairs } from "../../../src/conformance/check-input";
import { formatDay, parseDay } from "../../../src/conformance/dates";
import type { Mirror, MirrorRecord, MirrorWindow } from "../../../src/conformance/oracle/mirror";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { isRecord } from "../../../src/is-record";
import { APP_DEFAULTS, type RequestHandler } from "../../../src/server";
import { v1ReversedRangeOf } from "../../../src/server/v1-reversed-range-of";
import { v1StateId } from "../../../src/world/v1-state-id";
import type { World } from "../../../src/world/world";
import type { MockProfile } from "../broken/mock-handlers";
import type { MockSettings } from "../broken/broken-server";
import { inProcessFetch } from "../broken/in-process-fetch";

/** The base URL the in-process fetch is given (its host is ignored). */
const BASE_URL = "http://mirror.invalid";

/** A query string of pairs, names and values percent-encoded (brackets included). */
export function queryString(query: QueryPairs): string {
  return query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
}

/** A request core as a fetch, answering in process. */
export function fetchOf(handler: RequestHandler): typeof fetch {
  return inProcessFetch(handler);
}

/**
 * Asks a server in process (a request core through fetchOf, or a breakage in front of one:
 * brokenFetch) a GET and returns the answer as the checks and the oracle read it.
 */
export async function ask(
  fetch: typeof globalThis.fetch,
  path: string,
  query: QueryPairs,
): Promise<CheckInput> {
  const search = queryString(query);
  const url = `${BASE_URL}${path}${search === "" ? "" : `?${search}`}`;
  const response = await fetch(url);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return { method: "GET", url, path, query, status: response.status, headers, body };
}

function dataOf(answer: CheckInput): MirrorRecord[] {
  const body = answer.body;
  const data = isRecord(body) ? body.data : body;
  if (answer.status !== 200 || !Array.isArray(data)) {
    throw new Error(`${answer.url} answered ${answer.status}`);
  }
  return data.filter(isRecord);
}

/** Every v2 record of a window's state on its days and one day each side, in one order. */
async function readV2(
  server: typeof fetch,
  window: MirrorWindow,
  order: "ASC" | "DESC",
  take: number,
): Promise<MirrorRecord[]> {
  const records: MirrorRecord[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await ask(server, pathOf("v2-occurrences"), [
      ["idState", window.stateUuid],
      ["initialdate", formatDay(parseDay(window.firstDay)! - 1)],
      ["finaldate", formatDay(parseDay(window.lastDay)! + 1)],
      ["order", order],
      ["take", String(take)],
      ["page", String(page)],
    ]);
    const data = dataOf(answer);
    records.push(...data);
    if (data.length < take) return records;
  }
}

/** Every v1 row of the window's v1 state on its days and one day each side, one day at a time. */
async function readV1(server: typeof fetch, window: MirrorWindow): Promise<MirrorRecord[]> {
  const rows: MirrorRecord[] = [];
  const first = parseDay(window.firstDay)! - 1;
  const last = parseDay(window.lastDay)! + 1;
  for (let day = first; day <= last; day += 1) {
    const answer = await ask(server, pathOf("v1-occurrences"), [
      ["estado_id[]", String(window.v1StateId)],
      ["data_ocorrencia[gt]", formatDay(day)],
      ["data_ocorrencia[lt]", formatDay(day)],
    ]);
    const data = dataOf(answer);
    if (Number(answer.headers["x-total-count"] ?? data.length) > data.length) {
      throw new Error(`${answer.url}: ${data.length} rows of ${answer.headers["x-total-count"]}`);
    }
    for (const row of data)
      if (!rows.some((seen) => seen.id_ocorrencia === row.id_ocorrencia)) rows.push(row);
  }
  return rows;
}

/**
 * The mirror of a window read from a mock's own answers (a test's stand-in for readMirror): the
 * v2 records of the window's state and days ± 1 in ASC (and DESC unless `desc` is false), read
 * `take` at a time (default 1000), every
 * v2 city, and, when the window names its v1 state, the v1 rows of those days (read with
 * inclusive bounds, a day at a time) and every v1 city.
 */
export async function readMockMirror(
  server: typeof fetch,
  window: MirrorWindow,
  options: { readonly desc?: boolean; readonly take?: number } = {},
): Promise<Mirror> {
  const take = options.take ?? 1000;
  const v2Occurrences = await readV2(server, window, "ASC", take);
  const v2OccurrencesDesc =
    options.desc === false ? undefined : await readV2(server, window, "DESC", take);
  const v2Cities = dataOf(await ask(server, pathOf("v2-cities"), []));
  const v1 =
    window.v1StateId === undefined
      ? {}
      : {
          v1Occurrences: await readV1(server, window),
          v1Cities: dataOf(await ask(server, pathOf("v1-cities"), [])),
        };
  return {
    window,
    v2Occurrences,
    ...(v2OccurrencesDesc === undefined ? {} : { v2OccurrencesDesc }),
    v2Take: take,
    v2Cities,
    ...v1,
    requests: 0,
  };
}

/**
 * The window of a world's busiest state on `firstDay`..`lastDay` (the state with the most
 * occurrences those days), its v1 state paired by name.
 */
export function busiestWindow(world: World, firstDay: string, lastDay: string): MirrorWindow {
  const from = Date.parse(`${firstDay}T00:00:00.000Z`);
  const until = Date.parse(`${lastDay}T00:00:00.000Z`) + 86_400_000;
  const counts = new Map<number, number>();
  for (const occurrence of world.occurrences) {
    if (occurrence.time >= from && occurrence.time < until) {
      counts.set(occurrence.stateId, (counts.get(occurrence.stateId) ?? 0) + 1);
    }
  }
  const [stateId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const state = world.states.find((candidate) => candidate.id === stateId);
  if (state === undefined) throw new Error(`no occurrence on ${firstDay}..${lastDay}`);
  const v1 = v1StateId(state.name);
  return {
    stateUuid: state.uuid.toLowerCase(),
    ...(v1 === undefined ? {} : { v1StateId: v1 }),
    firstDay,
    lastDay,
  };
}

/**
 * The choices of the project's mock served with `settings` in `profile`, as the settling probes
 * should find them: every spec-silent reading of docs/contract.md's table, from the settings and
 * APP_DEFAULTS.
 */
export function mockChoices(
  settings: MockSettings = {},
  profile: MockProfile = "spec",
): ServerChoices {
  const unknown = settings.unknownParameters ?? (profile === "observed" ? "ignore" : "reject");
  const inclusive = settings.v1Bounds !== "exclusive";
  return {
    v2Dates: {
      fromInclusive: true,
      toInclusive: true,
      zone: settings.dateOffset ?? APP_DEFAULTS.dateOffset,
    },
    v1Bounds: { gtInclusive: inclusive, ltInclusive: inclusive },
    v1ReversedRange: v1ReversedRangeOf(settings.v1ReversedRange, profile),
    v1Zone: "Z",
    victimReading: "human",
    typeOccurrenceValues: ["all", "withoutVictim"],
    defaultTake: settings.defaultTake ?? APP_DEFAULTS.defaultTake,
    defaultOrder: settings.defaultOrder ?? APP_DEFAULTS.defaultOrder,
    maxTake: { take: settings.maxTake ?? APP_DEFAULTS.maxTake, above: "refused" },
    pastEnd: "empty",
    ...(settings.v1MaxRows === undefined ? {} : { v1Cap: settings.v1MaxRows }),
    unknownParameters: unknown === "ignore" ? "ignored" : "refused",
    repeatedValues: "refused",
    reversedDates: "refused",
    cityName: { match: "exact", caseFolded: true, accentsFolded: true },
    cityLike: { caseFolded: true, bareIsPartial: false },
    populationBounds: { gtInclusive: inclusive, ltInclusive: inclusive },
  };
}
