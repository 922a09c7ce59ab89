import { pathOf } from "../../contract";
import { pageOf, type ExchangeView } from "../exchange";
import { DAY_MS, dayOf, formatDay } from "../dates";
import { failure } from "../outcome";
import type { ProbeContext } from "../probes/probe-context";
import { readV2Cities, type LooseOccurrence } from "../read-body";
import { foldCase, foldName } from "../text";
import type { ChoiceEvidence } from "./choice-evidence";
import type { ServerChoices } from "./server-choices";
import { settleRepeatedValues } from "./settle-repeated-values";
import { settleV2Bounds } from "./settle-v2-bounds";
import { settleV2Zone } from "./settle-v2-zone";

/** The v2 choices settled here, and the evidence of each. */
export interface Settled {
  readonly choices: Partial<Record<keyof ServerChoices, unknown>>;
  readonly evidence: readonly ChoiceEvidence[];
}

function answeredPage(exchange: ExchangeView): boolean {
  return exchange.status === 200 && pageOf(exchange) !== undefined;
}

/** The first answer of the run to an unfiltered, unpaged v2 occurrences request. */
function unfiltered(ctx: ProbeContext): ExchangeView | undefined {
  return ctx.v2Occurrences.find(
    (exchange) => exchange.query.length === 0 && answeredPage(exchange),
  );
}

/**
 * A v2 record of the run with a city and state named, one whose city name has accents first.
 * The answers are read one at a time (a page's items are dropped before the next is read), so
 * the scan holds one page however large the answers.
 */
function someRecord(ctx: ProbeContext): LooseOccurrence | undefined {
  let first: LooseOccurrence | undefined;
  for (const exchange of ctx.v2Occurrences) {
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.cityId === undefined || item.cityName === undefined || item.stateId === undefined)
        continue;
      if (foldName(item.cityName) !== foldCase(item.cityName)) return item;
      first ??= item;
    }
  }
  return first;
}

/** The dates of a page's items, in the order listed. */
function timesOf(exchange: ExchangeView | undefined): number[] {
  return (exchange === undefined ? [] : (pageOf(exchange)?.items ?? [])).flatMap((item) =>
    item.time === undefined ? [] : [item.time],
  );
}

/** ASC or DESC when the dates listed only rise or only fall, undefined when they tell neither. */
function orderOf(times: readonly number[]): "ASC" | "DESC" | undefined {
  const rising = times.every((t, i) => i === 0 || t >= (times[i - 1] as number));
  const falling = times.every((t, i) => i === 0 || t <= (times[i - 1] as number));
  return rising === falling ? undefined : rising ? "ASC" : "DESC";
}

/**
 * Default take and order, read from the run's unfiltered first page (no request). When its
 * items share one date (a day's records of unknown time all at midnight fill a page), the last
 * page of the same query is read too, one request: its dates against the first page's tell the
 * order.
 */
async function settleDefaults(ctx: ProbeContext): Promise<Settled> {
  const first = unfiltered(ctx);
  const meta = first === undefined ? undefined : pageOf(first)?.meta;
  const times = timesOf(first);
  let order = orderOf(times);
  let evidenceOfOrder = first;
  const pageCount = meta?.pageCount;
  if (order === undefined && times.length > 0 && pageCount !== undefined && pageCount > 1) {
    const last = await ctx.request("v2-occurrences", { page: String(pageCount) });
    const lastTimes = answeredPage(last) ? timesOf(last) : [];
    if (lastTimes.length > 0) {
      order = orderOf([...times, ...lastTimes]);
      evidenceOfOrder = last;
    }
  }
  const choices: Settled["choices"] = {
    ...(meta?.take === undefined ? {} : { defaultTake: meta.take }),
    ...(order === undefined ? {} : { defaultOrder: order }),
  };
  const evidence: ChoiceEvidence[] = [
    {
      name: "default take",
      reading: meta?.take === undefined ? "not settled" : String(meta.take),
      ...(first === undefined ? {} : { exchange: first }),
    },
    {
      name: "default order",
      reading: order ?? "not settled (fewer than two dates, or not by date)",
      ...(evidenceOfOrder === undefined ? {} : { exchange: evidenceOfOrder }),
    },
  ];
  return { choices, evidence };
}

/** The takes real clients send (api-v2 real-world), the largest first tried past. */
const CLIENT_TAKES = [1000, 5000] as const;

/** How many takes a search for the largest one served sends at most. */
const SEARCH_STEPS = 12;

/**
 * The largest take served as asked, and what a larger one gets (refused with a 4xx, or capped in
 * pageMeta): the takes real clients send and one past the larger, then, when one of them is
 * refused, a search between the largest served and the smallest refused (one city's records,
 * so the pages stay small; 15 requests at most).
 */
async function settleMaxTake(ctx: ProbeContext, cityId: string | undefined): Promise<Settled> {
  const path = pathOf("v2-occurrences");
  const scope = cityId === undefined ? {} : { idCities: [cityId] };
  const asked = (take: number) => ctx.client.get(path, { ...scope, take });
  const servedAs = (exchange: ExchangeView, take: number): boolean =>
    answeredPage(exchange) && (pageOf(exchange)?.meta?.take ?? take) === take;
  const cappedAt = (exchange: ExchangeView): number | undefined =>
    answeredPage(exchange) ? pageOf(exchange)?.meta?.take : undefined;
  const refused = (exchange: ExchangeView): boolean =>
    exchange.status >= 400 && exchange.status < 500;
  const takes = [...CLIENT_TAKES, 5001];
  const answers = await Promise.all(takes.map(asked));
  const first = takes.findIndex((take, i) => !servedAs(answers[i] as ExchangeView, take));
  const reading = (maxTake: ServerChoices["maxTake"], exchange: ExchangeView): Settled => ({
    choices: maxTake === undefined ? {} : { maxTake },
    evidence: [
      {
        name: "maximum take",
        reading:
          maxTake === undefined
            ? `not settled (${takes.map((take, i) => `take=${take}: HTTP ${(answers[i] as ExchangeView).status}`).join("; ")})`
            : `${maxTake.take}, a larger take ${maxTake.above}`,
        exchange,
      },
    ],
  });
  if (first === -1) return reading(undefined, answers[0] as ExchangeView);
  const above = answers[first] as ExchangeView;
  const cap = cappedAt(above);
  if (cap !== undefined && cap < (takes[first] as number))
    return reading({ take: cap, above: "capped" }, above);
  if (!refused(above)) return reading(undefined, above);
  // Refused: the largest take served lies between the last served and this one.
  let low = first === 0 ? 1 : (takes[first - 1] as number);
  let high = takes[first] as number;
  let lowServed = first > 0;
  for (let step = 0; step < SEARCH_STEPS && high - low > (lowServed ? 1 : 0); step += 1) {
    const middle = lowServed ? Math.floor((low + high) / 2) : low;
    const answer = await asked(middle);
    if (servedAs(answer, middle)) [low, lowServed] = [middle, true];
    else if (refused(answer)) high = middle;
    else return reading(undefined, answer);
  }
  return reading(
    lowServed && high - low === 1 ? { take: low, above: "refused" } : undefined,
    above,
  );
}

/** A page past the last of a one-city query: an empty page, or refused (one request). */
async function settlePastEnd(ctx: ProbeContext, cityId: string | undefined): Promise<Settled> {
  const query = {
    ...(cityId === undefined ? {} : { idCities: [cityId] }),
    take: 1,
    page: 1_000_000,
  };
  const exchange = await ctx.client.get(pathOf("v2-occurrences"), query);
  const empty = answeredPage(exchange) && pageOf(exchange)?.items.length === 0;
  const refused = exchange.status >= 400 && exchange.status < 500;
  const pastEnd = empty ? "empty" : refused ? "refused" : undefined;
  return {
    choices: pastEnd === undefined ? {} : { pastEnd },
    evidence: [
      {
        name: "a page past the end",
        reading:
          pastEnd === undefined
            ? `not settled (HTTP ${exchange.status})`
            : pastEnd === "empty"
              ? "an empty page"
              : `refused (HTTP ${exchange.status})`,
        exchange,
      },
    ],
  };
}

/** A parameter no operation lists: ignored, or refused with a 400 (one request). */
async function settleUnknown(ctx: ProbeContext): Promise<Settled> {
  const exchange = await ctx.client.get(pathOf("v2-occurrences"), { take: 1, notAParameter: "1" });
  const unknownParameters = answeredPage(exchange)
    ? "ignored"
    : exchange.status === 400
      ? "refused"
      : undefined;
  return {
    choices: unknownParameters === undefined ? {} : { unknownParameters },
    evidence: [
      {
        name: "unknown parameters",
        reading: unknownParameters ?? `not settled (HTTP ${exchange.status})`,
        exchange,
      },
    ],
  };
}

/** typeOccurrence values other than withVictim the server answers (two requests). */
async function settleTypeValues(ctx: ProbeContext, cityId: string | undefined): Promise<Settled> {
  const values = ["all", "withoutVictim"] as const;
  const scope = cityId === undefined ? {} : { idCities: [cityId] };
  const answers = await Promise.all(
    values.map((value) =>
      ctx.client.get(pathOf("v2-occurrences"), { ...scope, take: 1, typeOccurrence: value }),
    ),
  );
  const served = values.filter((_value, i) => answeredPage(answers[i] as ExchangeView));
  return {
    choices: { typeOccurrenceValues: served },
    evidence: [
      {
        name: "typeOccurrence values besides withVictim",
        reading: served.length === 0 ? "none" : served.join(", "),
        exchange: answers[0] as ExchangeView,
      },
    ],
  };
}

/**
 * A part of a name, half its length, from inside it and not a start of it; undefined when every
 * such part is also its start (a name of one repeated letter).
 */
function innerPart(name: string): string | undefined {
  const length = Math.ceil(name.length / 2);
  for (let start = 1; start + length <= name.length; start += 1) {
    const part = name.slice(start, start + length);
    if (!name.startsWith(part) && part.trim() === part) return part;
  }
  return undefined;
}

/**
 * cityName: the whole name, its start or any part of it; case and accents folded or not (three
 * requests, a fourth when the start matches).
 */
async function settleCityName(
  ctx: ProbeContext,
  name: string | undefined,
  cityId: string | undefined,
): Promise<Settled> {
  if (name === undefined || cityId === undefined || name.length < 4)
    return {
      choices: {},
      evidence: [{ name: "cityName matching", reading: "not settled (no city name seen)" }],
    };
  const path = pathOf("v2-cities");
  const part = name.slice(0, Math.ceil(name.length / 2));
  const unaccented =
    foldName(name) === foldCase(name) ? undefined : name.normalize("NFD").replace(/\p{M}/gu, "");
  const [partial, upper, plain] = await Promise.all([
    ctx.client.get(path, { cityName: part }),
    // The spec's form is upper case: the name in lower case asks whether case is folded.
    ctx.client.get(path, { cityName: name.toLowerCase() }),
    unaccented === undefined ? undefined : ctx.client.get(path, { cityName: unaccented }),
  ]);
  const finds = (exchange: ExchangeView | undefined): boolean | undefined =>
    exchange === undefined || exchange.status !== 200
      ? undefined
      : // The city by its id: the list may write its name otherwise than the record does.
        (readV2Cities(exchange.body) ?? []).some(
          (city) => city.id?.toLowerCase() === cityId.toLowerCase(),
        );
  const match = finds(partial);
  const caseFolded = finds(upper);
  const accentsFolded = unaccented === undefined ? caseFolded : finds(plain);
  if (match === undefined || caseFolded === undefined || accentsFolded === undefined)
    return {
      choices: {},
      evidence: [
        {
          name: "cityName matching",
          reading: "not settled (an answer was no city list)",
          exchange: partial,
        },
      ],
    };
  // The half asked is the name's start: a part from inside it tells a start from any part.
  const inner = match ? innerPart(name) : undefined;
  const inside =
    inner === undefined ? match : finds(await ctx.client.get(path, { cityName: inner }));
  const cityName = {
    match: !match ? "exact" : inside === false ? "prefix" : "partial",
    caseFolded,
    accentsFolded,
    ...(unaccented === undefined ? { accentsGuessed: true } : {}),
  } as const;
  return {
    choices: { cityName },
    evidence: [
      {
        name: "cityName matching",
        reading: `${cityName.match === "prefix" ? "partial (the start of a name only)" : cityName.match}, case ${caseFolded ? "folded" : "kept"}, accents ${unaccented === undefined ? "not seen" : accentsFolded ? "folded" : "kept"} (${name})`,
        exchange: partial,
      },
    ],
  };
}

/**
 * A record in the first two hours of its UTC day (UTC and -03:00 put it on two days): of the
 * run's answers, else of the records the bound classification read.
 */
function nearMidnight(
  ctx: ProbeContext,
  read: readonly LooseOccurrence[],
): LooseOccurrence | undefined {
  const near = (item: LooseOccurrence): boolean =>
    item.time !== undefined && item.cityId !== undefined && item.time % DAY_MS < 2 * 3_600_000;
  for (const exchange of ctx.v2Occurrences)
    for (const item of pageOf(exchange)?.items ?? []) if (near(item)) return item;
  return read.find(near);
}

/**
 * A record in the first two hours of its UTC day lies on that day or the day before in every
 * zone (-14:00 to +14:00): when neither one-day window holds it, the window of both days (one
 * more request) says whether the server contradicts every reading. If that window holds it,
 * the one-day windows are wrong whatever the zone and bounds, and `v2.filter.dates` fails with
 * the three answers as evidence; if not, the record is gone and nothing is judged.
 */
async function contradictedDays(
  ctx: ProbeContext,
  seen: {
    readonly record: LooseOccurrence;
    readonly utcDay: number;
    readonly take: number;
    readonly days: string;
    readonly utc: ExchangeView;
    readonly before: ExchangeView;
  },
): Promise<void> {
  const { record, utcDay, take } = seen;
  // Only answers that came can contradict: a failed one says nothing of the record.
  if (record.cityId === undefined || seen.utc.status !== 200 || seen.before.status !== 200) return;
  const both = await ctx.client.get(pathOf("v2-occurrences"), {
    idCities: [record.cityId],
    initialdate: formatDay(utcDay - 2),
    finaldate: formatDay(utcDay + 1),
    take,
  });
  if (both.status !== 200 || !(pageOf(both)?.items ?? []).some((item) => item.id === record.id))
    return;
  const line = (exchange: ExchangeView): string =>
    `${exchange.path}?${exchange.query.map(([n, v]) => `${n}=${v}`).join("&")}`;
  // Through the probe context: after a failed request of the phase (a 503), not trusted.
  ctx.record([
    {
      check: "v2.filter.dates",
      failures: [
        failure(
          "v2.filter.dates",
          seen.utc,
          `record ${String(record.id)} (${new Date(record.time ?? 0).toISOString()}) is in the window ${formatDay(utcDay - 2)}..${formatDay(utcDay + 1)} but in neither one-day window of its day in any zone (${formatDay(utcDay)} read in UTC, ${formatDay(utcDay - 1)} read in a zone west of -02:00; bounds ${seen.days})`,
          `the record in ${line(seen.utc)} or in ${line(seen.before)}`,
          `in neither; in ${line(both)}`,
        ),
      ],
    },
  ]);
}

/**
 * The v2 dates: the bound days (as the run's small set classified them, else classified on a
 * city's records here: settleV2Bounds, six requests at most), and the zone days are read in,
 * among the fixed offsets and Brazil's named zones (settleV2Zone: two requests, three when the
 * answers contradict every zone, four more at most to tell apart zones such as -03:00 and
 * America/Sao_Paulo on records of the hour daylight saving moves).
 */
async function settleV2Dates(ctx: ProbeContext, take: number): Promise<Settled> {
  const classified = await settleV2Bounds(ctx, take);
  const bounds = classified.bounds;
  const record = nearMidnight(ctx, classified.records);
  if (bounds === undefined || record?.time === undefined || record.cityId === undefined)
    return {
      choices: {},
      evidence: [
        {
          name: "v2 dates",
          reading: `not settled (${bounds === undefined ? `bounds ${classified.source}` : "no record near a UTC midnight"})`,
          ...(classified.exchange === undefined ? {} : { exchange: classified.exchange }),
        },
      ],
    };
  const near = { ...record, time: record.time, cityId: record.cityId };
  const settled = await settleV2Zone(ctx, near, bounds, take, classified.records);
  const { zone, alike } = settled;
  ctx.learned.v2ZoneCities = settled.cities;
  const days = `initialdate ${bounds.fromInclusive ? "inclusive" : "exclusive"}, finaldate ${bounds.toInclusive ? "inclusive" : "exclusive"}`;
  if (settled.contradicted !== undefined)
    await contradictedDays(ctx, {
      record,
      utcDay: dayOf(record.time),
      take,
      days,
      ...settled.contradicted,
    });
  return {
    choices:
      zone === undefined
        ? {}
        : { v2Dates: { ...bounds, zone, ...(alike.length === 0 ? {} : { alike }) } },
    evidence: [
      {
        name: "v2 dates",
        reading:
          zone === undefined
            ? `${days}; ${settled.reading}`
            : `${days} (${classified.source}), ${settled.reading}`,
        exchange: settled.exchange,
      },
    ],
  };
}

/**
 * The v2 readings the spec leaves open: defaults from the run's answers (and its last page when
 * the first holds one date), the rest by targeted requests (15 at most, six more for the date
 * bounds when the probes left them unclassified), each reported once.
 */
export async function settleV2Choices(ctx: ProbeContext): Promise<Settled> {
  const record = someRecord(ctx);
  const cityId = record?.cityId;
  // The largest take first: the one-day windows of the zone probe are asked with it.
  const maxTake = await settleMaxTake(ctx, cityId);
  const served = (maxTake.choices as Pick<ServerChoices, "maxTake">).maxTake?.take;
  const [defaults, ...rest] = await Promise.all([
    settleDefaults(ctx),
    settleV2Dates(ctx, Math.min(served ?? 100, 1000)),
    settlePastEnd(ctx, cityId),
    settleUnknown(ctx),
    settleTypeValues(ctx, cityId),
    settleCityName(ctx, record?.cityName, record?.cityId),
    settleRepeatedValues(ctx),
  ]);
  const parts = [defaults, maxTake, ...rest];
  return {
    choices: Object.assign({}, ...parts.map((part) => part.choices)),
    evidence: parts.flatMap((part) => part.evidence),
  };
}
