import { TOTAL_COUNT_HEADER } from "../../../src/contract";
import {
  isFor,
  keepRowsByShownDate,
  keepV1Rows,
  onAnswer,
  onRequest,
  onV1Rows,
  setV1Rows,
  v1Rows,
  withColumnShown,
  withQuery,
} from "./answers";
import { brokenCase, brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";
import { cachedOn, without } from "./whole-result";

const OCCURRENCES = ORACLE_RULES.v1Occurrences;
const CITIES = ORACLE_RULES.v1Cities;

/** Text written as UTF-8 and read back as Latin-1 (São -> SÃ£o). */
export function mojibake(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

/** Whether the request target names a parameter percent-encoded (`field%5B%5D`). */
function encodedIn(target: string | undefined, raw: string): boolean {
  const encoded = raw.replace("[", "%5B").replace("]", "%5D");
  return (target ?? "").toLowerCase().includes(`${encoded.toLowerCase()}=`);
}

/** Lower case for A–Z only, as SQLite's LIKE folds case (accented letters keep theirs). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Whether a name matches a like pattern (`%` any run, `_` one letter; a bare value: a part). */
function asciiLike(name: string, pattern: string): boolean {
  const body = pattern
    .split("")
    .map((c) => (c === "%" ? ".*" : c === "_" ? "." : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  const anchored = pattern.includes("%") || pattern.includes("_") ? `^${body}$` : body;
  return new RegExp(anchored, "s").test(asciiLower(name));
}

/** The cap of the broken server that caps only some lists. */
const FIELD_CAP = 100;

/** The day (`YYYY-MM-DD`) and hour of a v1 `data_ocorrencia`. */
function dayAndHour(row: Record<string, unknown>): [string, number] | undefined {
  const shown = row.data_ocorrencia;
  return typeof shown === "string" ? [shown.slice(0, 10), Number(shown.slice(11, 13))] : undefined;
}

/** v1 GET /occurrences: real backend mistakes the hand-written rules may not look at. */
export const ORACLE_V1_OCCURRENCE_SERVERS: readonly OracleBrokenServer[] = [
  brokenStateless(
    "field[] always adds id_ocorrencia (the primary key every ORM select carries)",
    [OCCURRENCES, "v1.field-selection"],
    onV1Rows((rows, request) => {
      if (!request.query.has("field[]")) return;
      for (const row of rows) if (!("id_ocorrencia" in row)) row.id_ocorrencia = 0;
    }),
  ),
  brokenStateless(
    "a city of another state still matched: estado_id[] dropped when cidade_id[] comes with it",
    [OCCURRENCES, "v1.filter.occurrences", "v1.partition"],
    onRequest("v1-occurrences", (query) => {
      if (query.has("cidade_id[]")) query.delete("estado_id[]");
    }),
  ),
  brokenStateless(
    "data_ocorrencia[gt] read in -03:00: the bound day's rows before 03:00 UTC dropped",
    [OCCURRENCES, "v1.filter.dates", "v1.filter.occurrences", "cross.dates"],
    onAnswer("v1-occurrences", (answer, request) => {
      const gt = request.query.get("data_ocorrencia[gt]");
      if (gt === null) return;
      keepV1Rows(answer, (row) => {
        const at = dayAndHour(row);
        return at === undefined || at[0] !== gt || at[1] >= 3;
      });
    }),
  ),
  brokenStateless(
    `a cap that differs by query: lists asked with field[] cut at ${FIELD_CAP} rows, others whole`,
    [OCCURRENCES, "v1.field-selection", "v1.partition", "cross.occurrence-count"],
    onAnswer("v1-occurrences", (answer, request) => {
      const rows = v1Rows(answer);
      if (rows !== undefined && request.query.has("field[]"))
        answer.body = rows.slice(0, FIELD_CAP);
    }),
  ),
  brokenStateless(
    "a list with a date bound loses its last row (X-Total-Count agreeing)",
    [OCCURRENCES, "v1.filter.dates", "v1.partition", "cross.occurrence-count"],
    onAnswer("v1-occurrences", (answer, request) => {
      const q = request.query;
      const rows = v1Rows(answer);
      if (rows === undefined || (!q.has("data_ocorrencia[gt]") && !q.has("data_ocorrencia[lt]")))
        return;
      setV1Rows(answer, rows.slice(0, -1));
    }),
  ),
  brokenStateless(
    "ORM join: a row with both civilians killed and wounded comes twice",
    [OCCURRENCES, "v1.partition", "cross.occurrence-count"],
    onAnswer("v1-occurrences", (answer) => {
      const rows = v1Rows(answer);
      if (rows === undefined) return;
      const twice = (row: Record<string, unknown>): boolean =>
        Number(row.qtd_morto_civil_ocorrencia) > 0 && Number(row.qtd_ferido_civil_ocorrencia) > 0;
      setV1Rows(
        answer,
        rows.flatMap((row) => (twice(row) ? [row, { ...row }] : [row])),
      );
    }),
  ),
  brokenCase(
    "a cache keyed without field[]: a projection answered from the cache of the same rows' first form",
    [OCCURRENCES, "v1.field-selection"],
    cachedOn("v1-occurrences", (query) => without(query, "field[]")),
  ),
  brokenStateless(
    "the same cidade_id[] given twice: its rows come twice (an IN list joined, not a set)",
    [OCCURRENCES, "v1.filter.occurrences", "v1.partition"],
    onAnswer("v1-occurrences", (answer, request) => {
      const cities = request.query.getAll("cidade_id[]");
      const rows = v1Rows(answer);
      if (rows === undefined || new Set(cities).size === cities.length) return;
      const times = (row: Record<string, unknown>): number =>
        cities.filter((city) => city === String(row.cidade_id)).length || 1;
      setV1Rows(
        answer,
        rows.flatMap((row) => Array<Record<string, unknown>>(times(row)).fill(row)),
      );
    }),
  ),
  brokenStateless(
    "data_ocorrencia[gt] and [lt] on the same day answer empty; longer ranges keep both days",
    [OCCURRENCES, "v1.filter.dates", "v1.filter.occurrences"],
    onAnswer("v1-occurrences", (answer, request) => {
      const gt = request.query.get("data_ocorrencia[gt]");
      if (gt !== null && gt === request.query.get("data_ocorrencia[lt]"))
        keepV1Rows(answer, () => false);
    }),
  ),
  brokenStateless(
    "data_ocorrencia[lt] exclusive when [gt] comes with it, inclusive alone",
    [OCCURRENCES, "v1.filter.dates", "v1.filter.occurrences"],
    onAnswer("v1-occurrences", (answer, request) => {
      const lt = request.query.get("data_ocorrencia[lt]");
      if (lt === null || !request.query.has("data_ocorrencia[gt]")) return;
      keepV1Rows(answer, (row) => dayAndHour(row)?.[0] !== lt);
    }),
  ),
  brokenStateless(
    "nome_cidade and nome_estado in mojibake (UTF-8 read as Latin-1: SÃ£o Paulo)",
    [OCCURRENCES, "cross.records", "v1.consistency"],
    onV1Rows((rows) => {
      for (const row of rows) {
        if (typeof row.nome_cidade === "string") row.nome_cidade = mojibake(row.nome_cidade);
        if (typeof row.nome_estado === "string") row.nome_estado = mojibake(row.nome_estado);
      }
    }),
  ),
  brokenStateless(
    "id_ocorrencia as a string when field[] selects columns (a bigint through another driver path)",
    [OCCURRENCES, "v1.schema"],
    onV1Rows((rows, request) => {
      if (!request.query.has("field[]")) return;
      for (const row of rows)
        if (typeof row.id_ocorrencia === "number") row.id_ocorrencia = String(row.id_ocorrencia);
    }),
  ),
  brokenStateless(
    "data_ocorrencia[lt] compared with the timestamp (<= 'D' is D at 00:00:00): the [lt] day's rows after midnight dropped",
    [OCCURRENCES, "v1.filter.dates", "v1.filter.occurrences"],
    keepRowsByShownDate(
      "data_ocorrencia[lt]",
      (shown, lt) =>
        typeof shown !== "string" || !shown.startsWith(lt) || shown.endsWith(" 00:00:00"),
    ),
    // Only a row at midnight on the [lt] day tells this server from one whose [lt] is exclusive
    // (an honest reading): the worlds hold such rows (an unknown time, as in real v1 data).
  ),
  brokenStateless(
    "data_ocorrencia[gt] compared with the instant (> D 00:00:00): the [gt] day's rows at midnight dropped",
    [OCCURRENCES, "v1.filter.dates", "v1.filter.occurrences"],
    keepRowsByShownDate("data_ocorrencia[gt]", (shown, gt) => shown !== `${gt} 00:00:00`),
  ),
  brokenStateless(
    "estado_id[] and cidade_id[] joined with OR: a city of another state brings its rows beside the state's",
    [OCCURRENCES, "v1.filter.occurrences", "v1.partition"],
    async (request, upstream) => {
      const q = request.query;
      if (!isFor(request, "v1-occurrences") || !q.has("estado_id[]") || !q.has("cidade_id[]"))
        return upstream(request);
      const states = await upstream(withQuery(request, (query) => query.delete("cidade_id[]")));
      const cities = await upstream(withQuery(request, (query) => query.delete("estado_id[]")));
      const rows = v1Rows(states);
      if (rows === undefined) return states;
      const left = new Map<string, number>();
      for (const row of rows)
        left.set(JSON.stringify(row), (left.get(JSON.stringify(row)) ?? 0) + 1);
      const more = (v1Rows(cities) ?? []).filter((row) => {
        const key = JSON.stringify(row);
        const count = left.get(key) ?? 0;
        left.set(key, count - 1);
        return count <= 0;
      });
      setV1Rows(states, [...rows, ...more]);
      return states;
    },
  ),
  brokenStateless(
    "field[] cuts data_ocorrencia to its date (a DATE cast in the projection path only)",
    [OCCURRENCES, "v1.schema", "v1.field-selection", "v1.consistency"],
    onV1Rows((rows, request) => {
      if (!request.query.has("field[]")) return;
      for (const row of rows)
        if (typeof row.data_ocorrencia === "string")
          row.data_ocorrencia = row.data_ocorrencia.slice(0, 10);
    }),
  ),
  brokenStateless(
    "field[] with a date bound loses its last named column (the operator's column list overwrites the select's)",
    [OCCURRENCES, "v1.field-selection"],
    onV1Rows((rows, request) => {
      const q = request.query;
      const last = q.getAll("field[]").at(-1);
      if (last === undefined || (!q.has("data_ocorrencia[gt]") && !q.has("data_ocorrencia[lt]")))
        return;
      for (const row of rows) Reflect.deleteProperty(row, last);
    }),
  ),
];

/** Drops a percent-encoded parameter the server does not recognise (it reads raw brackets only). */
function encodedIgnored(
  id: "v1-occurrences" | "v1-cities",
  raw: string,
): OracleBrokenServer["make"] {
  return () => (request, upstream) => {
    if (!isFor(request, id) || !encodedIn(request.target, raw)) return upstream(request);
    const query = new URLSearchParams(request.query);
    query.delete(raw);
    return upstream({ ...request, query });
  };
}

/** v1 GET /cities: real backend mistakes the hand-written rules may not look at. */
export const ORACLE_V1_CITY_SERVERS: readonly OracleBrokenServer[] = [
  brokenStateless(
    "the unfiltered /cities drops its last city, X-Total-Count still counting it",
    [CITIES, "cross.cities", "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      const rows = v1Rows(answer);
      if (rows === undefined || [...request.query.keys()].length > 0) return;
      const total = Object.keys(answer.headers).find(
        (name) => name.toLowerCase() === TOTAL_COUNT_HEADER.toLowerCase(),
      );
      answer.body = rows.slice(0, -1);
      if (total === undefined) answer.headers[TOTAL_COUNT_HEADER] = String(rows.length);
    }),
  ),
  brokenStateless(
    "Cidade[lk] with an apostrophe finds nothing (the quote breaks the unescaped SQL)",
    [CITIES, "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      if ((request.query.get("Cidade[lk]") ?? "").includes("'")) keepV1Rows(answer, () => false);
    }),
  ),
  brokenStateless(
    "Populacao[lt] ignored when Populacao[gt] comes with it",
    [CITIES, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      if (query.has("Populacao[gt]")) query.delete("Populacao[lt]");
    }),
  ),
  brokenStateless(
    "a city of another state still matched: EstadoId ignored when Cidade[lk] comes with it",
    [CITIES, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      if (query.has("Cidade[lk]")) query.delete("EstadoId");
    }),
  ),
  brokenStateless(
    "Cidade[lk] folds case for A-Z only (SQLite's LIKE): a lower-case accented letter misses its capital",
    [CITIES, "v1.filter.cities"],
    onAnswer("v1-cities", (answer, request) => {
      const pattern = request.query.get("Cidade[lk]");
      if (pattern === null || !/[\u0080-\uffff]/.test(pattern)) return;
      const folded = asciiLower(pattern);
      keepV1Rows(answer, (row) => typeof row.Cidade !== "string" || asciiLike(row.Cidade, folded));
    }),
  ),
  brokenStateless(
    "/cities field[] always adds CidadeId",
    [CITIES, "v1.field-selection"],
    onAnswer("v1-cities", (answer, request) => {
      if (!request.query.has("field[]")) return;
      for (const row of v1Rows(answer) ?? []) if (!("CidadeId" in row)) row.CidadeId = 0;
    }),
  ),
  brokenStateless(
    "Populacao[gt] compared as text (a string column): 9000 > 100000",
    [CITIES, "v1.filter.cities"],
    async (request, upstream) => {
      const bound = request.query.get("Populacao[gt]");
      if (!isFor(request, "v1-cities") || bound === null) return upstream(request);
      const query = new URLSearchParams(request.query);
      query.delete("Populacao[gt]");
      const answer = await upstream({ ...request, query });
      keepV1Rows(answer, (row) => String(row.Populacao) >= bound);
      return answer;
    },
  ),
  brokenCase(
    "a percent-encoded Cidade%5Blk%5D ignored (every city): only the raw brackets are read",
    [CITIES, "v1.filter.cities"],
    encodedIgnored("v1-cities", "Cidade[lk]"),
  ),
  brokenStateless(
    "Cidade in mojibake (UTF-8 read as Latin-1)",
    [CITIES, "cross.cities", "v1.filter.cities"],
    onAnswer("v1-cities", (answer) => {
      for (const row of v1Rows(answer) ?? [])
        if (typeof row.Cidade === "string") row.Cidade = mojibake(row.Cidade);
    }),
  ),
  brokenStateless(
    "Populacao bounds compared in thousands (the bound rounded down to the thousand: a column kept in thousands)",
    [CITIES, "v1.filter.cities"],
    onRequest("v1-cities", (query) => {
      for (const name of ["Populacao[gt]", "Populacao[lt]"]) {
        const bound = Number(query.get(name));
        if (query.has(name) && Number.isFinite(bound))
          query.set(name, String(Math.floor(bound / 1000) * 1000));
      }
    }),
  ),
  brokenStateless(
    "Populacao[lt] exclusive when EstadoId comes with it, inclusive alone (another query builder)",
    [CITIES, "v1.filter.cities"],
    async (request, upstream) => {
      const lt = request.query.get("Populacao[lt]");
      if (!isFor(request, "v1-cities") || lt === null || !request.query.has("EstadoId"))
        return upstream(request);
      // Filtered in the query, whatever field[] shows: Populacao is asked for and dropped again.
      const { asked, drop } = withColumnShown(request, "Populacao");
      const answer = await upstream(asked);
      keepV1Rows(answer, (row) => {
        const population = row.Populacao;
        drop(row);
        return String(population) !== lt;
      });
      return answer;
    },
  ),
  brokenStateless(
    "field[] loses the column an operator filters on (Populacao with Populacao[gt] or [lt], Cidade with Cidade[lk])",
    [CITIES, "v1.field-selection"],
    onAnswer("v1-cities", (answer, request) => {
      const q = request.query;
      if (!q.has("field[]")) return;
      const filtered = [
        ...(q.has("Populacao[gt]") || q.has("Populacao[lt]") ? ["Populacao"] : []),
        ...(q.has("Cidade[lk]") ? ["Cidade"] : []),
      ];
      for (const row of v1Rows(answer) ?? [])
        for (const column of filtered) Reflect.deleteProperty(row, column);
    }),
  ),
];

/** v1 GET /occurrences: the bracket forms percent-encoded, as URLSearchParams writes them. */
export const ORACLE_V1_ENCODING_SERVERS: readonly OracleBrokenServer[] = [
  brokenCase(
    "a percent-encoded field%5B%5D ignored (whole rows): only the raw brackets are read",
    [OCCURRENCES, "v1.field-selection"],
    encodedIgnored("v1-occurrences", "field[]"),
  ),
  brokenCase(
    "a percent-encoded estado_id%5B%5D ignored: only the raw brackets are read",
    [OCCURRENCES, "v1.filter.occurrences", "v1.partition"],
    encodedIgnored("v1-occurrences", "estado_id[]"),
  ),
  brokenCase(
    "a percent-encoded data_ocorrencia%5Bgt%5D ignored: only the raw brackets are read",
    [OCCURRENCES, "v1.filter.dates", "v1.filter.occurrences"],
    encodedIgnored("v1-occurrences", "data_ocorrencia[gt]"),
  ),
];
