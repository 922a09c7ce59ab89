import { foldName } from "../../../src/query";
import { matchLike } from "../../../src/query/v1";
import { toPlainCityName } from "../../../src/world";
import type { Breakage } from "./break-handler";
import {
  isFor,
  keepV1Rows,
  onAnswer,
  onRequest,
  onV1Rows,
  onV2Items,
  v1Rows,
  v2Cities,
  withColumnShown,
  withQuery,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cachedOn, repaged, wholeV2, without } from "./whole-result";

const HOUR_MS = 3_600_000;

/** The largest body a proxy's response buffer holds: 1 MiB. */
const BUFFER_CHARS = 1 << 20;

/** A text folded (accents dropped, lower case) as the characters LIKE compares. */
function folded(text: string): string[] {
  return Array.from(foldName(text));
}

/**
 * A v1 cities server that filters on `Cidade[lk]` itself, with `matches` (a row and the pattern):
 * the core is asked without the pattern, the row's `Cidade` and `columns` shown while it judges.
 */
export function cidadeLkMatchedBy(
  matches: (row: Record<string, unknown>, pattern: string) => boolean,
  columns: readonly string[] = [],
): Breakage {
  return async (request, upstream) => {
    const pattern = request.query.get("Cidade[lk]");
    if (!isFor(request, "v1-cities") || pattern === null) return upstream(request);
    let asked = withQuery(request, (query) => query.delete("Cidade[lk]"));
    const drops: ((row: Record<string, unknown>) => void)[] = [];
    for (const column of ["Cidade", ...columns]) {
      const shown = withColumnShown(asked, column);
      asked = shown.asked;
      drops.push(shown.drop);
    }
    const answer = await upstream(asked);
    keepV1Rows(answer, (row) => {
      const kept = matches(row, pattern);
      for (const drop of drops) drop(row);
      return kept;
    });
    return answer;
  };
}

/** `HH:MM:SS` moved three hours back (the -03:00 clock of a UTC time of day). */
function threeHoursBack(time: string): string {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(":").map(Number);
  return [(hours + 21) % 24, minutes, seconds].map((n) => String(n).padStart(2, "0")).join(":");
}

/**
 * v1 rows of Bahia on the -03:00 clock: `data_ocorrencia` (and `hora_ocorrencia` beside it) three
 * hours back; `nome_estado` shown while the rows are read.
 */
const bahiaOnLocalClock: Breakage = async (request, upstream) => {
  if (!isFor(request, "v1-occurrences")) return upstream(request);
  const { asked, drop } = withColumnShown(request, "nome_estado");
  const answer = await upstream(asked);
  for (const row of v1Rows(answer) ?? []) {
    if (row.nome_estado === "Bahia" && typeof row.data_ocorrencia === "string") {
      const time = Date.parse(`${row.data_ocorrencia.replace(" ", "T")}Z`) - 3 * HOUR_MS;
      const shown = new Date(time).toISOString().slice(0, 19).replace("T", " ");
      row.data_ocorrencia = shown;
      if ("hora_ocorrencia" in row) row.hora_ocorrencia = shown.slice(11);
    } else if (row.nome_estado === "Bahia" && typeof row.hora_ocorrencia === "string") {
      row.hora_ocorrencia = threeHoursBack(row.hora_ocorrencia);
    }
    drop(row);
  }
  return answer;
};

/** Lower case, accents stripped but the cedilla kept (a hand-written folding table without ç). */
function foldNoCedilla(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u0326\u0328-\u036f]/g, "")
    .normalize("NFC");
}

/** Whether a typeOccurrence asks for a victim filter (withVictim or withoutVictim). */
function victimFilter(query: URLSearchParams): boolean {
  const type = query.get("typeOccurrence");
  return type === "withVictim" || type === "withoutVictim";
}

/**
 * A server whose typeOccurrence reads "with victims" as `has` says, on the queries `when` picks
 * (their pages computed from the whole result of typeOccurrence=all, sifted).
 */
function victimsReadAs(
  when: (query: URLSearchParams) => boolean,
  has: (item: {
    readonly victims: readonly { readonly personType: string }[];
    readonly animalVictims: readonly unknown[];
  }) => boolean,
): () => Breakage {
  return repaged({
    when: (query) => victimFilter(query) && when(query),
    whole: async (_items, request, upstream) => {
      const wanted = request.query.get("typeOccurrence") === "withVictim";
      const all = withQuery(request, (query) => query.set("typeOccurrence", "all"));
      return ((await wholeV2(all, upstream)) ?? []).filter((item) => has(item) === wanted);
    },
  });
}

/**
 * Real backend mistakes found in a third batch: a LIKE over more columns than named, guarded
 * against short or letterless patterns, date bounds read by position, one state's rows or enum
 * migrated otherwise, a v1 column read from v2, a folding table without ç, a victim filter
 * joined on other tables, a list joined twice, a cache key missing a parameter, a body cut.
 */
export const ORACLE_UNLISTED_BATCH3_SERVERS: readonly OracleBrokenServer[] = [
  // v1 cities
  brokenStateless(
    "Cidade[lk] also matched against Gentilico (a search over the name columns: Cidade LIKE p OR Gentilico LIKE p)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    cidadeLkMatchedBy(
      (row, pattern) =>
        matchLike(folded(String(row.Cidade)), folded(pattern)) ||
        (typeof row.Gentilico === "string" && matchLike(folded(row.Gentilico), folded(pattern))),
      ["Gentilico"],
    ),
  ),
  brokenStateless(
    "Cidade[lk] of wildcards only (% or _%) answers an empty list (a search guard returning [] for a pattern without a letter)",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      const pattern = request.query.get("Cidade[lk]");
      if (pattern !== null && !/\p{L}/u.test(pattern)) keepV1Rows(answer, () => false);
    }),
  ),
  brokenStateless(
    "Cidade[lk] with fewer than three letters ignored (a search's minimum length): Ni% lists every city",
    [ORACLE_RULES.v1Cities, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      const pattern = query.get("Cidade[lk]");
      if (pattern !== null && Array.from(pattern.replace(/[%_]/g, "")).length < 3)
        query.delete("Cidade[lk]");
    }),
  ),
  // v1 occurrences
  brokenStateless(
    "v1 date bounds read by position (the first date parameter written is the start): [lt] written before [gt] makes a reversed range",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates"],
    onRequest("v1-occurrences", (query) => {
      const names = [...query.keys()];
      const gtAt = names.indexOf("data_ocorrencia[gt]");
      const ltAt = names.indexOf("data_ocorrencia[lt]");
      const gt = query.get("data_ocorrencia[gt]");
      const lt = query.get("data_ocorrencia[lt]");
      if (gt === null || lt === null || ltAt > gtAt) return;
      query.set("data_ocorrencia[gt]", lt);
      query.set("data_ocorrencia[lt]", gt);
    }),
  ),
  brokenStateless(
    "v1 nome_cidade written as v2's city name (upper case, accents dropped: the v1 view reads the v2 column), /cities Cidade unchanged",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.nome_cidade === "string") row.nome_cidade = toPlainCityName(row.nome_cidade);
    }),
  ),
  brokenStateless(
    "v1 rows of Bahia (imported from a partner's local-time system) show data_ocorrencia and hora_ocorrencia on the -03:00 clock, other states UTC",
    [ORACLE_RULES.v1Occurrences, "cross.dates"],
    bahiaOnLocalClock,
  ),
  // v2 occurrences
  brokenCase(
    "typeOccurrence without idState or idCities counts animal victims as victims (the national query joins both tables); with a place, human victims only",
    [ORACLE_RULES.v2Occurrences, "v2.filter.type-occurrence", "v2.partition.type-occurrence"],
    victimsReadAs(
      (query) => !query.has("idState") && !query.has("idCities"),
      (item) => item.victims.length > 0 || item.animalVictims.length > 0,
    ),
  ),
  brokenCase(
    "typeOccurrence=withVictim counts civilian victims only (the join on the civilians' table): an occurrence whose victims are all agents is withoutVictim",
    [
      ORACLE_RULES.v2Occurrences,
      "v2.filter.type-occurrence",
      "v2.partition.type-occurrence",
      "v2.filter.intersection",
    ],
    victimsReadAs(
      () => true,
      (item) => item.victims.some((victim) => victim.personType !== "Agent"),
    ),
  ),
  brokenStateless(
    "a dead victim's situation written DEAD on Bahia's records (one state's enum migrated in capitals)",
    [ORACLE_RULES.v2Occurrences, "v2.records.nested-ids"],
    onV2Items((items) => {
      for (const item of items)
        if (item.state.name === "Bahia")
          for (const victim of item.victims)
            if (victim.situation === "Dead") victim.situation = "DEAD";
    }),
  ),
  brokenStateless(
    "contextInfo.clippings listed once per complementary reason (clippings and reasons fetched in one join)",
    [ORACLE_RULES.v2Occurrences, "v2.records.nested-ids"],
    onV2Items((items) => {
      for (const { contextInfo } of items)
        if (contextInfo.complementaryReasons.length >= 2 && contextInfo.clippings.length > 0)
          contextInfo.clippings = contextInfo.complementaryReasons.flatMap(() =>
            contextInfo.clippings.map((clipping) => ({ ...clipping })),
          );
    }),
  ),
  brokenStateless(
    "a v2 JSON body over 1 MiB cut at 1 MiB (a proxy's response buffer), status 200",
    [ORACLE_RULES.v2Occurrences, "v2.status"],
    onAnswer("v2-occurrences", (answer) => {
      if (answer.status !== 200) return;
      const text = JSON.stringify(answer.body);
      if (text.length > BUFFER_CHARS) answer.body = text.slice(0, BUFFER_CHARS);
    }),
  ),
  brokenCase(
    "a v2 occurrences cache keyed without finaldate (the key built from a list of parameter names that misses it)",
    [ORACLE_RULES.v2Occurrences, "v2.filter.dates"],
    cachedOn("v2-occurrences", (query) => without(query, "finaldate")),
  ),
  // v2 cities
  brokenStateless(
    "cityName folded with a table that has no cedilla: accents and case folded but ç kept (nova iguacu finds nothing, niteroi finds NITERÓI)",
    [ORACLE_RULES.v2Cities, "v2.cities.filters"],
    onAnswer("v2-cities", async (answer, request, upstream) => {
      const name = request.query.get("cityName");
      const cities = v2Cities(answer);
      if (name === null || cities === undefined) return;
      const all = v2Cities(await upstream(withQuery(request, (query) => query.delete("cityName"))));
      const kept = (all ?? []).filter((city) => foldNoCedilla(city.name) === foldNoCedilla(name));
      cities.splice(0, cities.length, ...kept);
    }),
  ),
];
