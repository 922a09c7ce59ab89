import type { OperationId } from "../../../src/contract";
import type { City } from "../../../src/generated/types";
import { foldName } from "../../../src/query";
import { stableUuid, stripAccents } from "../../../src/world";
import type { Breakage } from "./break-handler";
import {
  isFor,
  onRequest,
  onV1Rows,
  pageOf,
  v1Rows,
  v2Cities,
  withColumnShown,
  withQuery,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cidadeLkMatchedBy } from "./oracle-unlisted-batch3";
import { repaged } from "./whole-result";

/** The take an OFFSET is computed with at the most (a cap applied to the OFFSET alone). */
const OFFSET_CAP = 1000;

/** The one state whose cities keep their ids in the broken cities list. */
const KEPT_STATE = "Rio de Janeiro";

/**
 * Date bounds normalised through a month-length table without leap years: a bound on 29
 * February (each of `names` of the operation) rolls over to 1 March of the same year.
 */
function leapDayRolledOver(id: OperationId, names: readonly string[]): Breakage {
  return onRequest(id, (query) => {
    for (const name of names) {
      const leapDay = /^(\d{4})-02-29$/.exec(query.get(name) ?? "");
      if (leapDay !== null) query.set(name, `${leapDay[1]}-03-01`);
    }
  });
}

/**
 * Takes above the cap, past page 1: the OFFSET computed with the take capped while LIMIT reads
 * the take asked, so the page starts at (page - 1) × 1000 and overlaps the page before.
 */
const offsetWithCappedTake: () => Breakage = repaged({
  when: (query) => Number(query.get("take") ?? "0") > OFFSET_CAP && pageOf(query) > 1,
  page: (items, window) => {
    const { page, take } = window.pageMeta;
    const start = Math.min((page - 1) * OFFSET_CAP, items.length);
    return items.slice(start, start + take);
  },
});

/**
 * The ids a cities table made from the accented names gives: each city outside Rio de Janeiro
 * whose name has a letter outside ASCII, by its real id.
 */
function idsFromAccentedNames(cities: readonly City[]): Map<string, string> {
  return new Map(
    cities
      .filter((city) => city.state.name !== KEPT_STATE && /[\u0080-\uffff]/.test(city.name))
      .map((city) => [city.id, stableUuid(`city-name:${city.name}`)]),
  );
}

/**
 * v2 /cities read from a table keyed on the accented name (outside Rio de Janeiro) while the
 * occurrences' city.id comes from the unaccented one: /cities lists and reads `cityId` by ids no
 * record carries.
 */
const citiesIdsFromAccentedNames: Breakage = async (request, upstream) => {
  if (!isFor(request, "v2-cities")) return upstream(request);
  const bare = { method: "GET", path: request.path, query: new URLSearchParams(), headers: {} };
  const made = idsFromAccentedNames(v2Cities(await upstream(bare)) ?? []);
  const real = new Map([...made].map(([id, madeId]) => [madeId, id]));
  const cityId = real.get(request.query.get("cityId") ?? "");
  const asked =
    cityId === undefined ? request : withQuery(request, (query) => query.set("cityId", cityId));
  const answer = await upstream(asked);
  for (const city of v2Cities(answer) ?? []) city.id = made.get(city.id) ?? city.id;
  return answer;
};

/** A LIKE pattern as a regular expression with `_` written `.?` (zero or one character). */
function likeWithOptionalUnderscore(pattern: string): RegExp {
  const source = Array.from(foldName(pattern))
    .map((letter) =>
      letter === "%" ? ".*" : letter === "_" ? ".?" : letter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`, "su");
}

/** v1 rows' uf_estado made from nome_estado's first two letters (shown while the rows are read). */
const ufFromStateName: Breakage = async (request, upstream) => {
  if (!isFor(request, "v1-occurrences")) return upstream(request);
  const { asked, drop } = withColumnShown(request, "nome_estado");
  const answer = await upstream(asked);
  for (const row of v1Rows(answer) ?? []) {
    if ("uf_estado" in row && typeof row.nome_estado === "string")
      row.uf_estado = stripAccents(row.nome_estado).slice(0, 2).toUpperCase();
    drop(row);
  }
  return answer;
};

/**
 * A fifth batch of real backend mistakes, written outside the suite from docs/ alone: a leap day
 * rolled over to 1 March in either version's date bounds, an OFFSET computed with a capped take,
 * a cities list whose ids come from the accented names, a states list that loses each state
 * asked, a LIKE translated with `_` as `.?`, a federative unit made from the state's name, and a
 * time of day computed from an unselected date.
 */
/**
 * The states list kept in memory once read, and searched with `splice` where `find` was meant
 * (to name a header after the state asked): each state asked as idState leaves the list, and
 * GET /api/v2/states answers what is left.
 */
function statesSplicedByIdState(): Breakage {
  let kept: City[] | undefined;
  return async (request, upstream) => {
    const answer = await upstream(request);
    if (isFor(request, "v2-states") && answer.status === 200) {
      const states = v2Cities(answer);
      if (states !== undefined) {
        kept ??= [...states];
        states.splice(0, states.length, ...kept);
      }
    }
    const asked = request.query.get("idState");
    if (isFor(request, "v2-occurrences") && asked !== null && kept !== undefined)
      kept.splice(
        kept.findIndex((state) => state.id === asked),
        1,
      );
    return answer;
  };
}

export const ORACLE_UNLISTED_BATCH5_SERVERS: readonly OracleBrokenServer[] = [
  // v2 occurrences
  brokenStateless(
    "date bounds built with setUTCDate, setUTCMonth, then setUTCFullYear on a 1970 Date: a bound on 29 February (a leap day; 1970 is not leap) read as 1 March",
    [ORACLE_RULES.v2Occurrences, "v2.partition.dates"],
    leapDayRolledOver("v2-occurrences", ["initialdate", "finaldate"]),
  ),
  brokenCase(
    "takes above 1000: OFFSET computed with the take capped at 1000 while LIMIT uses the take asked (the cap applied in one place of two): pages after the first start too early and overlap",
    [ORACLE_RULES.v2Occurrences, "v2.paging.page-size", "v2.paging.concatenation"],
    offsetWithCappedTake,
  ),
  // v2 cities
  brokenStateless(
    "v2 /cities ids of cities outside Rio de Janeiro's real table made from the accented name while occurrences' city.id comes from the unaccented one: the two disagree for accented names (JABOATAO), and idCities with /cities' id finds nothing",
    [ORACLE_RULES.v2Cities, "v2.partition.cities"],
    citiesIdsFromAccentedNames,
  ),
  // v1 cities
  brokenStateless(
    "Cidade[lk] translated to a regular expression with _ as .? (zero or one character, a typo for .): Rio__Bonito and Belém_ match",
    [ORACLE_RULES.v1Cities],
    cidadeLkMatchedBy((row, pattern) =>
      likeWithOptionalUnderscore(pattern).test(foldName(String(row.Cidade))),
    ),
  ),
  // The states list (v2.consistency holds it to the cities).
  brokenCase(
    "the states list memo searched with splice instead of find to name the X-Last-Update-State header: each state asked as idState then disappears from GET /api/v2/states (an unknown idState removes the last one)",
    [ORACLE_RULES.v2Cities, "v2.consistency"],
    statesSplicedByIdState,
  ),
  // v1 occurrences
  brokenStateless(
    "v1 uf_estado made from the state's name (its first two letters upper-cased): RI for Rio de Janeiro, the other three states happen to come out right",
    [ORACLE_RULES.v1Occurrences, "v1.consistency"],
    ufFromStateName,
  ),
  // On the default world, where the suite once passed it (seed 5).
  brokenStateless(
    "v1 field[] with hora_ocorrencia but not data_ocorrencia: hora 00:00:00 (a model accessor computing the time from the unselected date column)",
    [ORACLE_RULES.v1Occurrences],
    onV1Rows((rows, request) => {
      const fields = request.query.getAll("field[]");
      if (!fields.includes("hora_ocorrencia") || fields.includes("data_ocorrencia")) return;
      for (const row of rows) if ("hora_ocorrencia" in row) row.hora_ocorrencia = "00:00:00";
    }),
    { world: "default" },
  ),
  brokenStateless(
    "v1 date bounds normalised with a days-in-month table without leap years: YYYY-02-29 rolls over to YYYY-03-01 ([gt] loses 29 February, [lt] gains 1 March)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.dates"],
    leapDayRolledOver("v1-occurrences", ["data_ocorrencia[gt]", "data_ocorrencia[lt]"]),
  ),
];
