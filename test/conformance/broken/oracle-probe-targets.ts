import type { City } from "../../../src/generated/types";
import { foldName } from "../../../src/query";
import { worldOf } from "./mock-handlers";
import type { WorldName } from "./broken-server";
import { shiftDay } from "../../../src/conformance/dates";

const HOUR_MS = 3_600_000;

/** `YYYY-MM-DD` of an instant. */
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A request target as a client writes it, or one sent with request headers. */
export type ProbeTarget =
  string | { readonly target: string; readonly headers: Readonly<Record<string, string>> };

/**
 * Request targets, as a client writes them, that touch every breakage of the oracle's catalogue
 * (each filter pairing, the takes and pages the off-by-ones need, the bracket forms raw and
 * percent-encoded, a name with an apostrophe and one with a space written `+`, a window edge with
 * an occurrence before 03:00 UTC, a sequence of queries a cache keyed on part of the query
 * confuses, a request sent with a header, a v1 window ending on 31 December, a 29 February, a
 * take just past a thousand, the states list read again, a v2 parameter given twice), built from
 * the world and its v2 cities list: for checking that each breakage changes some answer. Asked in
 * order through one breakage (caches fill as they go).
 */
export function oracleProbeTargets(world: WorldName, cities: readonly City[]): ProbeTarget[] {
  const { occurrences, states, cities: worldCities } = worldOf(world, "spec");
  const v2 = "/api/v2/occurrences";
  const v2c = "/api/v2/cities";
  const v1 = "/api/v1/occurrences";
  const v1c = "/api/v1/cities";
  const count = occurrences.length;
  const middle = occurrences[Math.floor(count / 2)];
  const day = dayOf(middle?.time ?? 0);
  const early = occurrences.find((item) => item.time % (24 * HOUR_MS) < 3 * HOUR_MS);
  const earlyDay = dayOf(early?.time ?? 0);
  const late = occurrences.find((item) => item.time % (24 * HOUR_MS) >= 23 * HOUR_MS);
  const lateDay = dayOf(late?.time ?? 0);
  const lastDay = dayOf(occurrences.reduce((last, item) => Math.max(last, item.time), 0));
  const earlyState = states.find((state) => state.id === early?.stateId)?.uuid ?? "";
  const woundedOnly = occurrences.find(
    (item) =>
      item.v2.victims.length > 0 &&
      item.v2.victims.every((victim) => victim.situation === "Wounded"),
  );
  const [first, second] = cities;
  const stateA = first?.state.id ?? "";
  const otherState = cities.find((city) => city.state.id !== stateA);
  const stateB = otherState?.state.id ?? "";
  const apostrophe = cities.find((city) => city.name.includes("'"))?.name ?? "";
  const accented = cities.find((city) => /(^|[\s'-])[ÁÉÍÓÚÂÊÔÃÕÇ]/.test(city.name))?.name ?? "";
  const spaced = cities.find((city) => city.name.includes(" "))?.name ?? "";
  const city = first?.id ?? "";
  const cityB = second?.id ?? "";
  const window = `initialdate=${shiftDay(day, -20)}&finaldate=${day}`;
  const name = (text: string): string => encodeURIComponent(text).replace(/%27/g, "'");
  // A take that divides the count, so the last page is full (a look-ahead's hasNextPage).
  const fullTake = [25, 20, 10, 5, 4, 2, 1].find((take) => count % take === 0) ?? 1;
  // The busiest cities: three ids make a query text longer than 128 characters.
  const busiestIds = [
    ...occurrences.reduce(
      (counts, item) => counts.set(item.v2.city.id, (counts.get(item.v2.city.id) ?? 0) + 1),
      new Map<string, number>(),
    ),
  ]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id]) => id);
  const busiest = busiestIds.map((id) => `idCities=${id}`).join("&");
  const [busy = "", busyB = ""] = busiestIds;
  // A city of Pará with records (v1 ids 51 on), and a year with records in December.
  const paraCity = occurrences.find((item) => item.stateId === 4)?.cityId ?? 0;
  const decemberYear = dayOf(
    occurrences.find((item) => /^\d{4}-12-(0[2-9]|[12]\d)$/.test(dayOf(item.time)))?.time ?? 0,
  ).slice(0, 4);
  // A 29 February with records (a leap day read as 1 March shows on it).
  const leapDay = `${dayOf(
    occurrences.find((item) => dayOf(item.time).endsWith("-02-29"))?.time ?? 0,
  ).slice(0, 4)}-02-29`;
  // A v1 city whose population is no multiple of a thousand (a bound rounded shows on it).
  const peopled = worldCities.find((each) => each.population > 1000 && each.population % 1000 > 1);
  const population = peopled?.population ?? 0;
  // A day holding records of one instant (a tie), and the page of take 10 of that day that holds
  // the tie's first record, in each order.
  const tied = occurrences.find((item, i) => occurrences[i + 1]?.time === item.time);
  const tieDay = dayOf(tied?.time ?? 0);
  const ofTieDay = occurrences.filter((item) => dayOf(item.time) === tieDay);
  const tieAt = ofTieDay.findIndex((item) => item.time === tied?.time);
  const tiePage = (position: number): number => Math.floor(position / 10) + 1;
  const tieWindow = `initialdate=${tieDay}&finaldate=${tieDay}&take=10`;
  // A city whose name has an accented letter, that name with its first accented letter as `_`,
  // and a city whose name is longer than 20 characters.
  const withAccent = cities.find((each) => foldName(each.name) !== each.name.toLowerCase());
  const letters = Array.from(withAccent?.name ?? "");
  const at = letters.findIndex((letter) => foldName(letter) !== letter.toLowerCase());
  const oneUnknown = [...letters.slice(0, at), "_", ...letters.slice(at + 1)].join("");
  const long = cities.find((each) => Array.from(each.name).length > 20)?.name ?? "";
  // A city whose name has a ç, and a demonym that is no part of any city's name.
  const cedilla = cities.find((each) => /ç/i.test(each.name))?.name ?? "";
  const demonym =
    worldCities.find(
      (each) => !worldCities.some((other) => foldName(other.name).includes(foldName(each.demonym))),
    )?.demonym ?? "";
  return [
    // v2 occurrences: defaults, takes and pages.
    v2,
    `${v2}?take=20`,
    `${v2}?take=70`,
    `${v2}?take=${count - 1}`,
    `${v2}?take=10&page=2`,
    `${v2}?take=7&page=2`,
    `${v2}?take=200&page=${Math.ceil(count / 200)}`,
    `${v2}?take=3`,
    `${v2}?take=100&page=12`,
    `${v2}?take=1000&page=2`,
    // Caches keyed on part of the query: the first form asked, then the others.
    `${v2}?take=20&typeOccurrence=withVictim`,
    `${v2}?take=20&order=DESC`,
    `${v2}?idCities=${city}&take=20`,
    `${v2}?idCities=${city}&idCities=${otherState?.id ?? ""}&take=20`,
    `${v2}?idCities=${city}&idCities=${city}&take=50`,
    // Filters in combination.
    `${v2}?typeOccurrence=withVictim&take=50`,
    `${v2}?idState=${stateB}&typeOccurrence=withVictim&take=20&page=2`,
    `${v2}?${window}&order=DESC&take=20`,
    `${v2}?idState=${stateB}&idCities=${city}`,
    `${v2}?idState=${stateA}&${window}&take=20`,
    `${v2}?initialdate=${day}&finaldate=${day}`,
    // A bound alone (read otherwise than beside the other bound).
    `${v2}?initialdate=${day}&take=20`,
    `${v2}?initialdate=${day}&order=DESC&take=20`,
    `${v2}?initialdate=${earlyDay}&finaldate=${shiftDay(earlyDay, 10)}&take=1000`,
    `${v2}?initialdate=${shiftDay(earlyDay, -10)}&finaldate=${earlyDay}&take=1000`,
    `${v2}?idState=${earlyState}&initialdate=${earlyDay}&finaldate=${shiftDay(earlyDay, 10)}&take=1000`,
    `${v2}?idCities=${woundedOnly?.v2.city.id ?? city}&typeOccurrence=withVictim&take=1000`,
    // v2 cities.
    v2c,
    `${v2c}?stateId=${stateA}`,
    `${v2c}?stateId=${stateA}&cityName=${name(first?.name ?? "")}`,
    `${v2c}?cityName=${name(apostrophe)}`,
    `${v2c}?cityName=${name(spaced).replace(/%20/g, "+")}`,
    `${v2c}?cityName=${name(first?.name ?? "")}&stateId=${stateB}`,
    `${v2c}?cityId=${cityB}&stateId=${stateB}`,
    `${v2c}?cityName=${name(first?.state.name ?? "")}`,
    `${v2c}?cityName=${name((first?.name ?? "").slice(1, 4).toLowerCase())}`,
    // v1 occurrences: a cache keyed without field[] sees the whole rows first.
    `${v1}?cidade_id[]=1`,
    `${v1}?cidade_id[]=1&field[]=local_ocorrencia`,
    `${v1}?cidade_id[]=1&cidade_id[]=1`,
    `${v1}?field[]=id_ocorrencia`,
    `${v1}?field%5B%5D=local_ocorrencia&cidade_id[]=1`,
    `${v1}?estado_id%5B%5D=1`,
    `${v1}?data_ocorrencia%5Bgt%5D=${day}`,
    `${v1}?estado_id[]=2&cidade_id[]=1`,
    `${v1}?data_ocorrencia[gt]=${earlyDay}`,
    `${v1}?data_ocorrencia[gt]=${day}&data_ocorrencia[lt]=${day}`,
    `${v1}?data_ocorrencia[gt]=${shiftDay(day, -30)}&data_ocorrencia[lt]=${day}`,
    `${v1}?data_ocorrencia[gt]=${day}&data_ocorrencia[lt]=${shiftDay(day, -30)}`,
    v1,
    // v1 cities.
    v1c,
    `${v1c}?EstadoId=4`,
    `${v1c}?field[]=Cidade`,
    `${v1c}?Populacao[gt]=100000`,
    `${v1c}?Populacao[gt]=100000&Populacao[lt]=500000`,
    `${v1c}?EstadoId=2&Cidade[lk]=%25Rio%25`,
    `${v1c}?Cidade[lk]=%25${name(apostrophe.slice(apostrophe.indexOf("'") - 1).toLowerCase())}%25`,
    `${v1c}?Cidade%5Blk%5D=%25Rio%25`,
    `${v1c}?Cidade[lk]=%25${name(accented.toLowerCase())}%25`,
    `${v2}?take=50&page=${Math.ceil(count / 50) + 2}`,
    // A full last page; a long query asked in two orders (a cache keyed on its first characters).
    `${v2}?take=${fullTake}&page=${count / fullTake}`,
    `${v2}?${busiest}&order=ASC&take=20`,
    `${v2}?${busiest}&order=DESC&take=20`,
    // v2 cities: an id beside another city's name; an accented name in lower case.
    `${v2c}?cityId=${city}&cityName=${name(second?.name ?? "")}`,
    `${v2c}?cityName=${name(accented.toLowerCase())}`,
    // v1 field[] with the date, and beside a date bound.
    `${v1}?cidade_id[]=1&field[]=id_ocorrencia&field[]=data_ocorrencia`,
    `${v1}?data_ocorrencia[gt]=${day}&field[]=id_ocorrencia&field[]=local_ocorrencia`,
    // v1 Populacao bounds at a city's population, one above it, beside its state, with field[].
    `${v1c}?Populacao[gt]=${population}`,
    `${v1c}?Populacao[gt]=${population + 1}`,
    `${v1c}?EstadoId=${peopled?.stateId ?? 0}&Populacao[lt]=${population}`,
    `${v1c}?field[]=Cidade&field[]=Populacao&Populacao[gt]=100000`,
    // Kinds no one listed: the whole list in DESC order, a name with a LIKE wildcard, more than
    // ten city ids, an encoded cidade_id, a city whose id has one below it, [lt] alone, two
    // states, a bare [lk] value, field[] out of the spec's order and without an operator's
    // column, and a parameter no operation documents.
    `${v2}?order=DESC&take=1000`,
    `${v2c}?cityName=${name(`${(first?.name ?? "").slice(0, 1)}_${(first?.name ?? "").slice(2)}`)}`,
    `${v1}?estado_id[]=1&${Array.from({ length: 12 }, (_, i) => `cidade_id[]=${i + 2}`).join("&")}`,
    `${v1}?cidade_id%5B%5D=2`,
    `${v1}?cidade_id[]=2`,
    `${v1}?data_ocorrencia[lt]=${day}`,
    `${v1}?estado_id[]=1&estado_id[]=2`,
    `${v1c}?Cidade[lk]=Rio`,
    `${v1}?cidade_id[]=2&field[]=data_ocorrencia&field[]=id_ocorrencia`,
    `${v1c}?field[]=Cidade&Populacao[gt]=100000`,
    `${v1}?uf_estado=RJ`,
    // More kinds: typeOccurrence beside two cities, DESC beside a city and a window, the default
    // take's pages 1 then 2, the states list, three v1 filters together, Populacao[gt] beside
    // Cidade[lk], field[] beside two cities, a parameter name in another case.
    `${v2}?idCities=${city}&idCities=${cityB}&typeOccurrence=withVictim&take=1000`,
    `${v2}?idCities=${city}&${window}&order=DESC&take=1000`,
    `${v2}?page=1`,
    `${v2}?page=2`,
    "/api/v2/states",
    `${v1}?estado_id[]=1&cidade_id[]=1&data_ocorrencia[gt]=2000-01-01`,
    `${v1c}?Cidade[lk]=%25a%25&Populacao[gt]=100000`,
    `${v1}?cidade_id[]=1&cidade_id[]=2&field[]=id_ocorrencia`,
    `${v2}?IDSTATE=${stateA}&take=20`,
    // Still more: two cities in the other order, a reversed window, another typeOccurrence, v1
    // field[] led by a text column or naming one twice or agents' wounded, LIKE wildcards
    // between letters, a window with no record, a day with a record after 23:00 (UTC), both
    // definitions.
    `${v2}?idCities=${otherState?.id ?? ""}&idCities=${city}&take=20`,
    `${v2}?initialdate=${day}&finaldate=${shiftDay(day, -20)}&take=20`,
    `${v2}?typeOccurrence=all&take=20`,
    `${v1}?field[]=local_ocorrencia&field[]=id_ocorrencia`,
    `${v1}?cidade_id[]=2&field[]=local_ocorrencia&field[]=local_ocorrencia`,
    `${v1}?field[]=id_ocorrencia&field[]=qtd_ferido_agen_segur_ocorrencia`,
    `${v1c}?Cidade[lk]=%25a_a%25`,
    `${v2}?initialdate=2000-01-01&finaldate=2000-01-02&take=5`,
    `${v2}?initialdate=${lateDay}&finaldate=${lateDay}&take=1000`,
    `${v1}?data_ocorrencia[gt]=${lateDay}&data_ocorrencia[lt]=${lateDay}`,
    "/api/v1/occurrences/definitions",
    "/api/v1/cities/definitions",
    // Ties inside a small page, in each order; a repeated key written apart; brackets encoded in
    // lower case.
    `${v2}?${tieWindow}&page=${tiePage(tieAt)}`,
    `${v2}?${tieWindow}&order=DESC&page=${tiePage(ofTieDay.length - 1 - tieAt)}`,
    `${v1}?cidade_id[]=1&data_ocorrencia[gt]=2000-01-01&cidade_id[]=2`,
    `${v1}?field%5b%5d=local_ocorrencia&cidade_id[]=1`,
    // An accented name folded (no accents, lower case) beside its state; v1 [lk] with `_` for an
    // accented letter, with a space written `+`, and a name longer than 20 characters.
    `${v2c}?cityName=${name(foldName(withAccent?.name ?? ""))}&stateId=${withAccent?.state.id ?? ""}`,
    `${v1c}?Cidade[lk]=${name(oneUnknown)}`,
    `${v1c}?Cidade[lk]=%25${name(spaced).replace(/%20/g, "+")}%25`,
    `${v1c}?Cidade[lk]=%25${name(long)}%25`,
    `${v2}?idCities=${city}&order=DESC&take=50`,
    // The start of a name (a server matching starts only finds it; whole names do not).
    `${v2c}?cityName=${name((first?.name ?? "").slice(0, 4))}`,
    // A v1 range written [lt] first; v1 [lk] of a wildcard alone, of two letters, of a demonym; a
    // name with ç folded; the national withVictim set whole; one window asked twice, its finaldate
    // a day earlier the second time.
    `${v1}?data_ocorrencia[lt]=${day}&data_ocorrencia[gt]=${shiftDay(day, -30)}`,
    `${v1c}?Cidade[lk]=%25`,
    `${v1c}?Cidade[lk]=Ni%25`,
    `${v1c}?Cidade[lk]=%25${name(demonym)}%25`,
    `${v2c}?cityName=${name(foldName(cedilla))}`,
    `${v2}?typeOccurrence=withVictim&take=1000`,
    `${v2}?initialdate=${shiftDay(day, -30)}&finaldate=${day}&take=999`,
    `${v2}?initialdate=${shiftDay(day, -30)}&finaldate=${shiftDay(day, -1)}&take=999`,
    // finaldate alone, the last record's day; a busy city repeated before another; an
    // If-None-Match no server issued.
    `${v2}?finaldate=${lastDay}&take=20`,
    `${v2}?idCities=${busy}&idCities=${busy}&idCities=${busyB}&take=50`,
    { target: `${v2}?take=20`, headers: { "If-None-Match": '"no-such-tag"' } },
    // A city of Pará by its v1 id; a v1 window ending on 31 December.
    `${v1}?cidade_id[]=${paraCity}`,
    `${v1}?data_ocorrencia[gt]=${decemberYear}-12-01&data_ocorrencia[lt]=${decemberYear}-12-31`,
    // A 29 February with records in either version's bounds; page 2 of a take just past a
    // thousand; a v1 city's name followed by `_`; v1 hora_ocorrencia without data_ocorrencia.
    `${v2}?initialdate=${leapDay}&finaldate=${leapDay}&take=1000`,
    `${v1}?data_ocorrencia[gt]=${leapDay}&data_ocorrencia[lt]=${shiftDay(leapDay, 10)}`,
    `${v2}?take=1001&page=2`,
    `${v1c}?Cidade[lk]=${name(worldCities[0]?.name ?? "")}_`,
    `${v1}?cidade_id[]=1&field[]=id_ocorrencia&field[]=hora_ocorrencia`,
    // The states list again after a state was asked (a list the requests change).
    `${v2}?idState=${stateA}&take=1`,
    "/api/v2/states",
    // finaldate alone on the day initialdate alone was asked (a cache key of the values strung
    // together takes one for the other); idState given twice.
    `${v2}?finaldate=${day}&take=20`,
    `${v2}?idState=${stateA}&idState=${stateB}&take=20`,
  ];
}
