import { foldName } from "../../query";
import { stripAccents } from "../../strip-accents";
import type { QueryPairs } from "../check-input";
import { DAY_MS, shiftDay } from "../dates";
import { specColumns } from "../inspect-exchange";
import type { CoveredOperation } from "../rules";
import { dayInZone, isLocalMidnight, offsetAt } from "../zone-clock";
import type { DrawnQuery } from "./draw-query";
import { textOf, type MirrorFacts } from "./mirror-facts";
import type { ServerChoices } from "./server-choices";

/** The day before a `YYYY-MM-DD` day. */
function dayBefore(day: string): string {
  return shiftDay(day, -1);
}

/**
 * The v1 `data_ocorrencia[gt]` that keeps a day's rows: the day, or the day before when `[gt]`
 * was settled exclusive.
 */
function v1GtOf(day: string, choices: ServerChoices): string {
  return choices.v1Bounds?.gtInclusive === false ? dayBefore(day) : day;
}

/** The window's v1 state and its first and last days; undefined when v1 is not served. */
function v1Window(facts: MirrorFacts): { state: string; first: string; last: string } | undefined {
  const [state, first, last] = [facts.v1StateId, facts.days[0], facts.days.at(-1)];
  return state === undefined || first === undefined || last === undefined
    ? undefined
    : { state, first, last };
}

/** The day after a `YYYY-MM-DD` day. */
function dayAfter(day: string): string {
  return shiftDay(day, 1);
}

/**
 * The part of a name around its first accented letter, in the other case
 * (`São Paulo`: `%SÃO P%`).
 */
export function otherCaseAccentPattern(name: string): string | undefined {
  const accent = name.search(/[\u0080-\uffff]/);
  if (accent < 0) return undefined;
  const part = name.slice(Math.max(0, accent - 2), accent + 3);
  const other = part === part.toUpperCase() ? part.toLowerCase() : part.toUpperCase();
  return other === part ? undefined : `%${other}%`;
}

/** Whether the letter at a name's first accent changes with its case. */
function accentCased(name: string): boolean {
  const letter = name[name.search(/[\u0080-\uffff]/)] ?? "";
  return letter.toUpperCase() !== letter.toLowerCase();
}

/**
 * v2 cityName: the name of a state (one that also names a city of its own first; its spaces
 * written `+`, so a server that does not form-decode the query finds nothing); and a city's
 * name of the window's state beside another state none of whose cities' names hold it (an empty
 * answer: a server ignoring stateId beside cityName lists the city).
 */
function cityNameQueries(facts: MirrorFacts): DrawnQuery[] {
  const queries: DrawnQuery[] = [];
  const stateName = facts.stateNames[0];
  if (stateName !== undefined)
    queries.push({
      operation: "v2-cities",
      query: [["cityName", stateName]],
      // A space written `+`, as a browser's form encoding sends it (it reads as a space).
      form: stateName.includes(" ") ? "plus" : "raw",
    });
  const name = facts.cities.map((city) => textOf(city, "name")).find((each) => each !== undefined);
  const holds = (state: string): boolean =>
    name !== undefined &&
    facts.otherCities.some(
      (city) =>
        textOf(city, "state", "id") === state &&
        foldName(textOf(city, "name") ?? "").includes(foldName(name)),
    );
  const other = facts.otherStates.find((state) => !holds(state));
  if (name !== undefined && other !== undefined)
    queries.push({
      operation: "v2-cities",
      query: [
        ["cityName", name],
        ["stateId", other],
      ],
      form: "raw",
    });
  return queries;
}

/**
 * v2 cityName in lower case: a city's name with an accented letter that has a case, and a name
 * of unaccented letters. The probe settling whether case is folded reads the occurrences' city
 * names (unaccented), so a server folding the case of A-Z only (lower() under the C locale) is
 * told from one folding every letter only by the first; and a case-keeping reading, settled on an
 * accented name, is held to the second.
 */
function lowerCaseNameQueries(facts: MirrorFacts): DrawnQuery[] {
  const names = facts.v2CityNames;
  const accented = names.find((name) => accentCased(name) && name !== name.toLowerCase());
  const plain = names.find((name) => /^[A-Za-z ]+$/.test(name) && name !== name.toLowerCase());
  return [accented, plain].flatMap((name) =>
    name === undefined
      ? []
      : [
          {
            operation: "v2-cities",
            query: [["cityName", name.toLowerCase()]],
            form: "raw",
          } as const,
        ],
  );
}

/** The accented letters of a name, lower case (`São João`: ã). */
function accentedLetters(name: string): Set<string> {
  return new Set([...name.toLowerCase()].filter((letter) => /[\u0080-\uffff]/.test(letter)));
}

/**
 * v2 cityName written without accents (and in lower case when case is folded), when the server
 * was settled folding accents: names chosen so that every accented letter the city names hold
 * is folded once (`ç`, `ã`, `é`...), at most MOST_FOLDED names. The probe settling the reading
 * folds one name, so a server whose folding table lacks a letter (no cedilla) finds nothing for
 * a name with it.
 */
function foldedNameQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const reading = choices.cityName;
  if (reading === undefined) return [];
  const names = facts.v2CityNames;
  if (!reading.accentsFolded) return keptAccentQueries(names);
  const left = new Set(names.flatMap((name) => [...accentedLetters(name)]));
  const chosen: string[] = [];
  while (left.size > 0 && chosen.length < MOST_FOLDED) {
    const covers = (name: string): number =>
      [...accentedLetters(name)].filter((letter) => left.has(letter)).length;
    const best = names.reduce((a, b) => (covers(b) > covers(a) ? b : a), names[0] ?? "");
    if (covers(best) === 0) break;
    for (const letter of accentedLetters(best)) left.delete(letter);
    chosen.push(best);
  }
  return chosen.map((name) => {
    const bare = stripAccents(name);
    return {
      operation: "v2-cities",
      query: [["cityName", reading.caseFolded ? bare.toLowerCase() : bare]],
      form: "raw",
    } as const;
  });
}

/**
 * When the server was settled keeping accents: a city's accented name, then the same name
 * without its accents, in this order. The second finds what its own letters match, not the
 * first's city: a server keeping answers by the name folded (case and accents) while it matches
 * on the letters as written answers the second as the first.
 */
function keptAccentQueries(names: readonly string[]): DrawnQuery[] {
  const name = names.find((each) => /[\u0080-\uffff]/.test(each));
  if (name === undefined) return [];
  return [name, stripAccents(name)].map((each) => ({
    operation: "v2-cities",
    query: [["cityName", each]],
    form: "raw",
  }));
}

/** The most names foldedNameQueries asks. */
const MOST_FOLDED = 4;

/**
 * v1 Cidade[lk] with a city's demonym (Gentilico) that no city name holds: the filter reads
 * Cidade alone, so the answer is empty (or what the names give); a server matching the pattern
 * against other columns too lists the demonym's city.
 */
function demonymLikeQueries(facts: MirrorFacts): DrawnQuery[] {
  const names = facts.v1CityNames.map((name) => foldName(name));
  const demonym = facts.v1Demonyms.find(
    (each) =>
      each.length >= 4 &&
      !/[%_]/.test(each) &&
      !names.some((name) => name.includes(foldName(each))),
  );
  return demonym === undefined
    ? []
    : [{ operation: "v1-cities", query: [["Cidade[lk]", `%${demonym}%`]], form: "raw" }];
}

/**
 * v2 idCities: one city of the window, then the same query with a second city after it (both
 * with records in the window): a server keeping an answer by the first city alone answers the
 * second query as the first.
 */
function firstCityQueries(facts: MirrorFacts): DrawnQuery[] {
  const [first, second] = facts.cities.slice(0, 2).map((city) => textOf(city, "id"));
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  if (first === undefined || second === undefined || from === undefined || to === undefined)
    return [];
  const window: QueryPairs = [
    ["initialdate", from],
    ["finaldate", to],
  ];
  return [
    { operation: "v2-occurrences", query: [["idCities", first], ...window], form: "raw" },
    {
      operation: "v2-occurrences",
      query: [["idCities", first], ["idCities", second], ...window],
      form: "raw",
    },
    // The first city repeated before the second: a server cutting the list to as many cities as
    // it holds distinct ones (`slice(0, new Set(list).size)`) drops the second.
    {
      operation: "v2-occurrences",
      query: [["idCities", first], ["idCities", first], ["idCities", second], ...window],
      form: "raw",
    },
  ];
}

/**
 * v2 occurrences of the window's state over its days, then the same query with finaldate, and
 * then with initialdate, moved to the day of the window's median record: each pair differs in one
 * parameter and in its answer, so a server keeping answers by a key without that parameter (a
 * cache keyed on part of the query) answers the second as the first.
 */
function oneChangeQueries(facts: MirrorFacts): DrawnQuery[] {
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  const sorted = [...facts.instants].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (from === undefined || to === undefined || median === undefined) return [];
  const middle = new Date(median).toISOString().slice(0, 10);
  if (middle <= from || middle >= to) return [];
  const query = (initial: string, final: string): DrawnQuery => ({
    operation: "v2-occurrences",
    query: [
      ["idState", facts.stateUuid],
      ["initialdate", initial],
      ["finaldate", final],
    ],
    form: "raw",
  });
  return [
    query(from, to),
    query(from, middle),
    query(middle, to),
    ...sameMonthQueries(facts, from, to).map(([initial, final]) => query(initial, final)),
  ];
}

/**
 * When the window spans months: two windows inside its busiest month, the second starting a day
 * after the first's first record day, so the two answers differ while their bounds name the same
 * months (a cache keyed on the bounds cut to `YYYY-MM` answers the second as the first).
 */
function sameMonthQueries(facts: MirrorFacts, from: string, to: string): [string, string][] {
  if (from.slice(0, 7) === to.slice(0, 7)) return [];
  const days = new Map<string, string[]>();
  for (const instant of facts.instants) {
    const day = new Date(instant).toISOString().slice(0, 10);
    const month = days.get(day.slice(0, 7)) ?? [];
    if (!month.includes(day)) month.push(day);
    days.set(day.slice(0, 7), month);
  }
  const busiest = [...days.values()]
    .filter((list) => list.length >= 2)
    .sort((a, b) => b.length - a.length)[0]
    ?.sort();
  const [first, second] = busiest ?? [];
  const last = busiest?.[busiest.length - 1];
  if (first === undefined || second === undefined || last === undefined) return [];
  return [
    [first, last],
    [second, last],
  ];
}

/**
 * v2 idState with a typeOccurrence the server answers (`all` when served, else withVictim) over
 * the whole window in one page as large as the state's
 * window (up to the largest take served): a server filtering the state after paging (on the
 * page of every state's records) answers a shorter page.
 */
function stateTypeQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  // A value whose reading is settled: another value than withVictim first (`all`), else it.
  const type =
    choices.typeOccurrenceValues?.[0] ??
    (choices.victimReading === undefined ? undefined : "withVictim");
  if (from === undefined || to === undefined || type === undefined || facts.records === 0)
    return [];
  const take = Math.min(facts.records, choices.maxTake?.take ?? 1000);
  return [
    {
      operation: "v2-occurrences",
      query: [
        ["idState", facts.stateUuid],
        ["initialdate", from],
        ["finaldate", to],
        ["typeOccurrence", type],
        ["take", String(take)],
      ],
      form: "raw",
    },
  ];
}

/**
 * v1 data_ocorrencia bounds on the window's state: [gt] and [lt] on one day (a day with rows
 * shown before 03:00, else the busiest); [gt] on such a day (the day before for an exclusive
 * [gt]) to the window's last day; and [gt] on a later busy day percent-encoded
 * (`data_ocorrencia%5Bgt%5D`), so rows before it are out only when the encoded name is read.
 */
function v1BoundQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const window = v1Window(facts);
  if (window === undefined) return [];
  const { state, first, last } = window;
  const bounded = (gt: string, lt: string): QueryPairs => [
    ["estado_id[]", state],
    ["data_ocorrencia[gt]", gt],
    ["data_ocorrencia[lt]", lt],
  ];
  const queries: DrawnQuery[] = [];
  const early = facts.v1EarlyDays.find((day) => v1GtOf(day, choices) >= first);
  const oneDay = early ?? facts.v1Days[0];
  if (oneDay !== undefined)
    queries.push({ operation: "v1-occurrences", query: bounded(oneDay, oneDay), form: "raw" });
  if (early !== undefined)
    queries.push({
      operation: "v1-occurrences",
      query: bounded(v1GtOf(early, choices), last),
      form: "raw",
    });
  const later = facts.v1Days.find((day) => day > first && v1GtOf(day, choices) > first);
  if (later !== undefined)
    queries.push({
      operation: "v1-occurrences",
      query: bounded(v1GtOf(later, choices), last),
      form: "encoded",
    });
  return queries;
}

/**
 * v1 queries whose answer is empty for one filter only, on the window's state: a city of the
 * state without rows in the mirror over the window's days; and a city with rows on a day of
 * the window on which it has none but the state has some. A server that retries an empty
 * answer without cidade_id[] lists the state's rows; one that retries without the dates lists
 * the city's rows of other days.
 */
function emptyV1Queries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const window = v1Window(facts);
  if (window === undefined) return [];
  const { state, first, last } = window;
  const query = (city: string, from: string, to: string): DrawnQuery => ({
    operation: "v1-occurrences",
    query: [
      ["estado_id[]", state],
      ["cidade_id[]", city],
      ["data_ocorrencia[gt]", v1GtOf(from, choices)],
      ["data_ocorrencia[lt]", to],
    ],
    form: "raw",
  });
  const rowless = facts.v1CityIds
    .filter((id) => !facts.v1CityDays.has(id))
    .map((id) => query(id, first, last));
  const stateDays = new Set([...facts.v1CityDays.values()].flatMap((days) => [...days]));
  const onDaysLacking = [...facts.v1CityDays].flatMap(([city, days]) => {
    const day = facts.days.find((each) => stateDays.has(each) && !days.has(each));
    return day === undefined ? [] : [query(city, day, day)];
  });
  return [...rowless.slice(0, 1), ...onDaysLacking.slice(0, 1)];
}

/**
 * v2 initialdate and finaldate both on one day of the window's state, in the settled zone: a day
 * holding a record at its first instant (midnight, as a record of unknown time is) and one later,
 * in one page. Every reading of the bounds answers the whole day or nothing; a server comparing a
 * bound with the instant `D 00:00` rather than the day keeps one of the two records only (and
 * may have been settled as reading that bound exclusive, on a day without a midnight record).
 */
function v2MidnightQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const dates = choices.v2Dates;
  if (dates === undefined) return [];
  const inDays = new Set(facts.days);
  const midnight = new Set<string>();
  const later = new Set<string>();
  for (const at of facts.instants) {
    const day = dayInZone(at, dates.zone);
    if (day === undefined) return [];
    (isLocalMidnight(at, dates.zone) === true ? midnight : later).add(day);
  }
  const day = [...midnight].sort().find((each) => later.has(each) && inDays.has(each));
  if (day === undefined) return [];
  const take = Math.min(Math.max(facts.records, 1), choices.maxTake?.take ?? 1000);
  return [
    {
      operation: "v2-occurrences",
      query: [
        ["idState", facts.stateUuid],
        ["initialdate", day],
        ["finaldate", day],
        ["take", String(take)],
      ],
      form: "raw",
    },
  ];
}

/**
 * Both bounds on the day of the record latest in its day (the greatest time of day in the settled
 * zone; in v1 the row shown latest), in v2 (the window's state, one page) and in v1 (its state),
 * each bound moved a day out when it was settled exclusive: every reading keeps the record, and a
 * server comparing a bound with a time before the day's end (`D 23:59:00`) drops it.
 */
function latestOfDayQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const queries: DrawnQuery[] = [];
  const dates = choices.v2Dates;
  const inDays = new Set(facts.days);
  let latest: { day: string; time: number } | undefined;
  for (const at of dates === undefined ? [] : facts.instants) {
    const offset = offsetAt(at, dates!.zone);
    const day = dayInZone(at, dates!.zone);
    if (offset === undefined || day === undefined || !inDays.has(day)) continue;
    const time = (((at + offset * 60_000) % DAY_MS) + DAY_MS) % DAY_MS;
    if (latest === undefined || time > latest.time) latest = { day, time };
  }
  if (dates !== undefined && latest !== undefined)
    queries.push({
      operation: "v2-occurrences",
      query: [
        ["idState", facts.stateUuid],
        ["initialdate", dates.fromInclusive ? latest.day : dayBefore(latest.day)],
        ["finaldate", dates.toInclusive ? latest.day : dayAfter(latest.day)],
        ["take", String(Math.min(Math.max(facts.records, 1), choices.maxTake?.take ?? 1000))],
      ],
      form: "raw",
    });
  const state = facts.v1StateId;
  const day = facts.v1LatestDay;
  if (state !== undefined && day !== undefined)
    queries.push({
      operation: "v1-occurrences",
      query: [
        ["estado_id[]", state],
        ["data_ocorrencia[gt]", v1GtOf(day, choices)],
        ["data_ocorrencia[lt]", choices.v1Bounds?.ltInclusive === false ? dayAfter(day) : day],
      ],
      form: "raw",
    });
  return queries;
}

/**
 * v1 Cidade[lk]: the part around an accented letter of a city's name in the other case, a
 * name of unaccented letters upper-cased whole, and the part around a name's apostrophe: a server
 * folding the case of A-Z only misses the first, or (when the probe settling the case rule was
 * fooled by an accented name) lists the second where a case-keeping reading lists nothing; a
 * server whose SQL the quote breaks finds nothing for the third.
 */
function caseLikeQueries(facts: MirrorFacts): DrawnQuery[] {
  const accented = facts.v1CityNames.find(
    (each) => accentCased(each) && otherCaseAccentPattern(each) !== undefined,
  );
  const plain = facts.v1CityNames.find(
    (each) => /^[A-Za-z ]+$/.test(each) && each !== each.toUpperCase(),
  );
  const quoted = facts.v1CityNames.find((each) => each.includes("'"));
  const quote = quoted?.indexOf("'") ?? -1;
  const patterns = [
    accented === undefined ? undefined : otherCaseAccentPattern(accented),
    plain === undefined ? undefined : `%${plain.toUpperCase()}%`,
    quoted === undefined ? undefined : `%${quoted.slice(Math.max(0, quote - 2), quote + 3)}%`,
  ];
  return patterns.flatMap((pattern) =>
    pattern === undefined
      ? []
      : [{ operation: "v1-cities", query: [["Cidade[lk]", pattern]], form: "raw" } as const],
  );
}

/**
 * The first two letters of a name that some names start with and others do not (`Ni`), for a
 * pattern too short for a search with a minimum length; undefined when none.
 */
function twoLetterStart(names: readonly string[]): string | undefined {
  const starts = names.map((name) => name.slice(0, 2)).filter((two) => /^\p{L}{2}$/u.test(two));
  return starts.find((two) => names.some((name) => !name.startsWith(two)));
}

/**
 * Short patterns: v1 Cidade[lk] `%` alone (every city) and the first two letters of a name with
 * `%` after them, and v2 cityName of those two letters. A search that ignores, or answers nothing
 * for, a pattern without letters or shorter than three letters differs.
 */
function shortNameQueries(facts: MirrorFacts): DrawnQuery[] {
  const queries: DrawnQuery[] = [];
  const v1 = twoLetterStart(facts.v1CityNames);
  if (facts.v1CityNames.length > 0)
    queries.push({ operation: "v1-cities", query: [["Cidade[lk]", "%"]], form: "raw" });
  if (v1 !== undefined)
    queries.push({ operation: "v1-cities", query: [["Cidade[lk]", `${v1}%`]], form: "raw" });
  const names = facts.v2CityNames;
  const v2 = twoLetterStart(names);
  if (v2 !== undefined)
    queries.push({ operation: "v2-cities", query: [["cityName", v2]], form: "raw" });
  return queries;
}

/**
 * v1 Populacao[gt] and [lt] together, at the list's lower quartile and median populations: a
 * server dropping [lt] when [gt] comes with it lists the cities above the median. Then one above
 * and one below the largest population (seven digits and more in a real list): only its city,
 * whose bounds a server printing numbers to six significant digits (`%g`) rounds past it.
 */
function populationQueries(facts: MirrorFacts): DrawnQuery[] {
  const sorted = [...new Set(facts.populations)].sort((a, b) => a - b);
  const [low, middle, largest] = [
    sorted[Math.floor(sorted.length / 4)],
    sorted[Math.floor(sorted.length / 2)],
    sorted[sorted.length - 1],
  ];
  if (low === undefined || middle === undefined || largest === undefined || low >= middle)
    return [];
  const between = (from: number, to: number): DrawnQuery => ({
    operation: "v1-cities",
    query: [
      ["Populacao[gt]", String(from)],
      ["Populacao[lt]", String(to)],
    ],
    form: "raw",
  });
  return [between(low, middle), between(largest - 1, largest + 1)];
}

/**
 * v1 Populacao[gt] and [lt] beside the window's EstadoId: [lt] on a population of one of its
 * cities (the bound's own value, whose reading is settled alone) and [gt] one above another's
 * (a value no city holds, so a bound compared rounded or truncated lists that city). A server
 * that reads a bound otherwise when another filter comes with it, or at a coarser precision,
 * lists another set than the settled readings give.
 */
function statePopulationQueries(facts: MirrorFacts): DrawnQuery[] {
  const state = facts.v1StateId;
  const sorted = [...new Set(facts.v1StatePopulations)];
  const [low, high] = [
    sorted[Math.floor(sorted.length / 4)],
    sorted[Math.floor((sorted.length * 3) / 4)],
  ];
  if (state === undefined || low === undefined || high === undefined || low >= high) return [];
  return [
    {
      operation: "v1-cities",
      query: [
        ["EstadoId", state],
        ["Populacao[gt]", String(low + 1)],
        ["Populacao[lt]", String(high)],
      ],
      form: "raw",
    },
  ];
}

/**
 * v2 cityName with a LIKE wildcard in it: a city's name with its second letter written `_`, and
 * its first letters followed by `%`. No name holds either character, so every reading of the
 * name (exact or partial, case and accents folded or not) lists nothing: a server that puts the
 * name in a LIKE unescaped lists the city.
 */
function wildcardNameQueries(facts: MirrorFacts): DrawnQuery[] {
  const name = facts.cities
    .map((city) => textOf(city, "name"))
    .find((each) => each !== undefined && each.length >= 4);
  if (name === undefined) return [];
  return [`${name.slice(0, 1)}_${name.slice(2)}`, `${name.slice(0, 2)}%`].map((pattern) => ({
    operation: "v2-cities",
    query: [["cityName", pattern]],
    form: "raw",
  }));
}

/**
 * More than ten city ids in one query (a list an IN clause or a parameter parser may cut): the
 * window's state with ten cities of other states first, then every city of the state, over the
 * whole window; in v1 (estado_id[] and cidade_id[], the state's first city named twice) and in
 * v2 (idState and idCities, one page as large as the window). A server that keeps the first ten
 * ids drops the state's cities; one that joins a repeated v1 id once per value lists its rows
 * twice. Some values come after the dates, apart from the others: a parser that keeps only the
 * first run of a repeated key (v2: the other states' cities, nothing of the state) or only its
 * last (v1: the state's first city alone) differs.
 */
function manyCitiesQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const [first, last] = [facts.days[0], facts.days[facts.days.length - 1]];
  if (first === undefined || last === undefined) return [];
  const queries: DrawnQuery[] = [];
  const v1State = facts.v1StateId;
  const v1Others = facts.v1OtherCityIds.slice(0, 10);
  if (v1State !== undefined && facts.v1CityIds.length > 0 && v1Others.length > 0) {
    const gt = v1GtOf(first, choices);
    queries.push({
      operation: "v1-occurrences",
      query: [
        ["estado_id[]", v1State],
        ...[...v1Others, ...facts.v1CityIds].map((id): [string, string] => ["cidade_id[]", id]),
        ["data_ocorrencia[gt]", gt],
        ["data_ocorrencia[lt]", last],
        // The state's first city named again last, apart from the others: its rows come once (a
        // list of values is a set), and the list is every cidade_id[] wherever it is written.
        ...facts.v1CityIds.slice(0, 1).map((id): [string, string] => ["cidade_id[]", id]),
      ],
      form: "raw",
    });
  }
  const v2Others = facts.otherCities.slice(0, 10).flatMap((city) => textOf(city, "id") ?? []);
  const v2Own = facts.cities.flatMap((city) => textOf(city, "id") ?? []);
  if (v2Others.length > 0 && v2Own.length > 0 && facts.records > 0) {
    queries.push({
      operation: "v2-occurrences",
      query: [
        ["idState", facts.stateUuid],
        ...v2Others.map((id): [string, string] => ["idCities", id]),
        ["initialdate", first],
        ["finaldate", last],
        // The state's own cities apart from the others: idCities is every value, wherever written.
        ...v2Own.map((id): [string, string] => ["idCities", id]),
        ["take", String(Math.min(facts.records, choices.maxTake?.take ?? 1000))],
      ],
      form: "raw",
    });
  }
  return queries;
}

/**
 * v1 Cidade[lk] with a bare value (no `%`): the first three letters of a name that no city is
 * named, and the last four letters of a name that no city's name starts with. Whichever the
 * settled reading of a bare value (the whole name, or a part), one of them tells it from a
 * server that reads it as a prefix (the value given a trailing `%`).
 */
function bareLikeQueries(facts: MirrorFacts): DrawnQuery[] {
  const names = facts.v1CityNames;
  const folded = names.map((name) => foldName(name));
  const start = names
    .map((name) => name.slice(0, 3))
    .find((part) => part.length === 3 && !folded.includes(foldName(part)));
  const end = names
    .filter((name) => name.length >= 6)
    .map((name) => name.slice(-4))
    .find((part) => !folded.some((name) => name.startsWith(foldName(part))));
  return [start, end].flatMap((part) =>
    part === undefined
      ? []
      : [{ operation: "v1-cities", query: [["Cidade[lk]", part]], form: "raw" } as const],
  );
}

/**
 * v1 Cidade[lk] with a wildcard between letters: a name's first two letters, `%`, its last two;
 * and the name with its second letter written `_`. Every reading of LIKE lists the name; a
 * server honouring only a leading and a trailing `%` (a contains or prefix search) lists nothing.
 * Then the name with a `_` after it: `_` is exactly one character, so the name itself is not
 * listed, which a server turning `_` into an optional character (a regular expression's `.?`)
 * lists.
 */
function innerWildcardLikeQueries(facts: MirrorFacts): DrawnQuery[] {
  const name = facts.v1CityNames.find((each) => /^[A-Za-z]{5,}$/.test(each));
  if (name === undefined) return [];
  return [
    `${name.slice(0, 2)}%${name.slice(-2)}`,
    `${name.slice(0, 1)}_${name.slice(2)}`,
    `${name}_`,
  ].map((pattern) => ({ operation: "v1-cities", query: [["Cidade[lk]", pattern]], form: "raw" }));
}

/**
 * v1 field[] naming every column of the definitions but the last, the first of them twice, over
 * the window's state and days: the projection must show each row's values as the whole rows do,
 * the last column left out (a server whose projection path reads a column otherwise, or that
 * answers whole rows when a column is named twice, differs). Then the id with every other column
 * (odd places, then even): a column must not depend on another being asked (a server deriving
 * hora_ocorrencia from a data_ocorrencia it did not select writes midnight).
 */
function everyColumnQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const window = v1Window(facts);
  const every = specColumns("v1/occurrence-definitions");
  const columns = every.slice(0, -1);
  if (window === undefined || columns.length === 0) return [];
  const { state, first, last } = window;
  const gt = v1GtOf(first, choices);
  const [id = "", ...others] = every;
  // Neighbouring columns apart (data_ocorrencia and hora_ocorrencia, a city's population and
  // density): each half beside the id, its other half not asked.
  const halves = [0, 1].map((parity) => [id, ...others.filter((_, i) => i % 2 === parity)]);
  return [[columns[0] ?? "", ...columns], ...halves].map((fields) => ({
    operation: "v1-occurrences",
    query: [
      ["estado_id[]", state],
      ["data_ocorrencia[gt]", gt],
      ["data_ocorrencia[lt]", last],
      ...fields.map((column): [string, string] => ["field[]", column]),
    ],
    form: "raw",
  }));
}

/**
 * v2 pages 1 and 2 of the window's state at the settled default take (no take sent), in this
 * order, when the window holds more records than a page: a server keeping an answer by a key
 * that forgets the page when the take is its default answers page 2 as page 1.
 */
function defaultTakePageQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  const take = choices.defaultTake;
  if (from === undefined || to === undefined || take === undefined || facts.records <= take)
    return [];
  return ["1", "2"].map((page) => ({
    operation: "v2-occurrences",
    query: [
      ["idState", facts.stateUuid],
      ["initialdate", from],
      ["finaldate", to],
      ["page", page],
    ],
    form: "raw",
  }));
}

/**
 * v2 page 1 at take 25, then page 12 at take 5, of the window's state over its days: written
 * without their names, the two queries' values run alike (`1` `25`, `12` `5`), so a server
 * keeping answers by a key of the values alone, joined without a separator, answers the second
 * as the first (whatever the window holds: page 12 of five is records 56 to 60, or none).
 */
function joinedValueQueries(facts: MirrorFacts): DrawnQuery[] {
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  if (from === undefined || to === undefined || facts.records === 0) return [];
  const pages = [
    ["1", "25"],
    ["12", "5"],
  ] as const;
  return pages.map(([page, take]) => ({
    operation: "v2-occurrences",
    query: [
      ["idState", facts.stateUuid],
      ["initialdate", from],
      ["finaldate", to],
      ["page", page],
      ["take", take],
    ],
    form: "raw",
  }));
}

/**
 * v2 occurrences of the window with idState given twice, when the server's reading of a repeated
 * value was settled: the window's state where it reads (first or last) and another state at the
 * other place, in one page as large as the window (up to the largest take served). A server
 * counting by one value and paging by the other answers another state's records under the
 * window's count.
 */
function repeatedStateQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  const [other] = facts.otherStates;
  const reading = choices.repeatedValues;
  if (from === undefined || to === undefined || other === undefined || reading === undefined)
    return [];
  const states = reading === "last" ? [other, facts.stateUuid] : [facts.stateUuid, other];
  const take = Math.max(1, Math.min(facts.records, choices.maxTake?.take ?? 1000));
  return [
    {
      operation: "v2-occurrences",
      query: [
        ...states.map((state) => ["idState", state] as const),
        ["initialdate", from],
        ["finaldate", to],
        ["take", String(take)],
      ],
      form: "raw",
    },
  ];
}

/**
 * v2 occurrences without idState or idCities (as clients ask for the whole country) on the
 * shortest run of the window's days that shows every kind of its records (without human victims,
 * with civilians, agents or both, with animal victims or not), in one page as large as the
 * largest take served: alone and with each typeOccurrence value settled. Judged on the window's
 * state alone (`projected`): its records in the answer are those the same query selects with its
 * idState. A server that reads a filter otherwise when no place is asked (another query, another
 * table) differs.
 */
function nationalQueries(facts: MirrorFacts, choices: ServerChoices): DrawnQuery[] {
  const days = facts.richestDays;
  if (days === undefined) return [];
  const types = [
    ...(choices.victimReading === undefined ? [] : ["withVictim"]),
    ...(choices.typeOccurrenceValues ?? []),
  ];
  const take = String(choices.maxTake?.take ?? 1000);
  return [undefined, ...types].map((type) => ({
    operation: "v2-occurrences",
    query: [
      ["initialdate", days.from],
      ["finaldate", days.to],
      ...(type === undefined ? [] : [["typeOccurrence", type] as [string, string]]),
      ["take", take],
    ],
    form: "raw",
    projected: true,
  }));
}

/** How many items the oracle expects a v2 occurrences query to count; undefined when unknown. */
export type CountOf = (query: QueryPairs) => number | undefined;

/**
 * v2 pages 1 and 2 of the window's state in ascending order at a take one less than the
 * window's records (up to the largest take served), the count the oracle expects: page 2 holds
 * exactly one item. A server whose offset is off by one only for large takes or past page 1,
 * that rounds pageCount down, or whose hasNextPage or last page miss a lone last item, answers
 * otherwise.
 */
function edgeTakeQueries(
  facts: MirrorFacts,
  choices: ServerChoices,
  countOf: CountOf,
): DrawnQuery[] {
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  if (from === undefined || to === undefined) return [];
  const window: QueryPairs = [
    ["idState", facts.stateUuid],
    ["initialdate", from],
    ["finaldate", to],
    ["order", "ASC"],
  ];
  const count = countOf([...window, ["take", "1"]]) ?? 0;
  const take = Math.min(count - 1, choices.maxTake?.take ?? 1000);
  if (take < 2) return [];
  return ["1", "2"].map((page) => ({
    operation: "v2-occurrences",
    query: [...window, ["take", String(take)], ["page", page]],
    form: "raw",
  }));
}

/**
 * The queries every differential run sends first, whatever its seed, in this order (one at a
 * time: the second idCities query must follow the first): a state's name as v2 cityName, and a
 * city's name beside another state; v2 cityName in lower case, and without accents (every
 * accented letter of the names folded once; where accents are kept, an accented name then the
 * same name bare); one city then two cities as v2 idCities; the
 * window's state over its days, then with finaldate and with initialdate moved to its median
 * record's day; the window's state with a typeOccurrence in one page as large as the window; v2
 * initialdate and finaldate on a day with a record at midnight and a later one; the latest record
 * of its day in both versions; v1 [gt] and [lt] on one day (one with a row at 00:00:00 and a
 * later one, when the window has such a day), [gt] on a day with rows before 03:00, and [gt]
 * percent-encoded; v1 empty answers for a city without rows and for a day a city has none; v1
 * Cidade[lk] with an accented letter in the other case than the name's, and an unaccented name
 * upper-cased; v1 Cidade[lk] with a demonym no city name holds; v1 Cidade[lk] `%` alone and two
 * letters with `%` after them, and v2 cityName of two letters; v1 Populacao[gt] and [lt]
 * together, and beside EstadoId; a v2 cityName holding `_` or `%`; v1 Cidade[lk] with a bare
 * start and a bare end of a name, and with a wildcard between letters; v1 field[] of every column
 * but the last; more than ten city ids in v1 and in v2; v2 pages 1 then 2 at the default take; v2
 * page 1 at take 25 then page 12 at take 5 (their values alike when joined without names); the
 * window with idState given twice (when a repeated value's reading was settled); v2
 * occurrences without a place on the window's days that show every kind of record, alone and
 * with each typeOccurrence (judged on the window's state); v2 pages 1 and 2 at a take one less
 * than the window's records (`countOf`: the count the oracle expects).
 * Each kind is left out when the mirror has nothing to draw it from.
 * No random draw: the run's seeded draws are the same with them or without them.
 */
export function certainDraws(
  facts: MirrorFacts,
  choices: ServerChoices,
  operations: readonly CoveredOperation[],
  countOf?: CountOf,
): DrawnQuery[] {
  return [
    ...cityNameQueries(facts),
    ...lowerCaseNameQueries(facts),
    ...foldedNameQueries(facts, choices),
    ...firstCityQueries(facts),
    ...oneChangeQueries(facts),
    ...stateTypeQueries(facts, choices),
    ...v2MidnightQueries(facts, choices),
    ...latestOfDayQueries(facts, choices),
    ...v1BoundQueries(facts, choices),
    ...emptyV1Queries(facts, choices),
    ...caseLikeQueries(facts),
    ...demonymLikeQueries(facts),
    ...shortNameQueries(facts),
    ...populationQueries(facts),
    ...statePopulationQueries(facts),
    ...wildcardNameQueries(facts),
    ...bareLikeQueries(facts),
    ...innerWildcardLikeQueries(facts),
    ...everyColumnQueries(facts, choices),
    ...manyCitiesQueries(facts, choices),
    ...defaultTakePageQueries(facts, choices),
    ...joinedValueQueries(facts),
    ...repeatedStateQueries(facts, choices),
    ...nationalQueries(facts, choices),
    ...(countOf === undefined ? [] : edgeTakeQueries(facts, choices, countOf)),
  ].filter((drawn) => operations.includes(drawn.operation));
}
