import { V1_OCCURRENCE_COLUMNS } from "../../../src/query/v1";
import { isFor, onAnswer, onRequest, v1Rows, withQuery } from "../broken/answers";
import type { Breakage } from "../broken/break-handler";
import { aspectsOf, judgeV1 } from "./judge-v1";
import { askV1Of, v1MirrorOfMock } from "./v1-mirror-of-mock";
import { v1TestQueries } from "./v1-test-queries";
import { TEST_WINDOW, V1_TEST_SERVERS, v1TestHandler } from "./v1-test-servers";

jest.setTimeout(120_000);

const QUERIES = 200;

/**
 * /cities without its last city, X-Total-Count still counting it (a header the spec does not
 * state).
 */
const dropLastCity: Breakage = onAnswer("v1-cities", (answer) => {
  const rows = v1Rows(answer);
  if (rows !== undefined && rows.length > 0) answer.body = rows.slice(0, -1);
});

/** field[] answered with the id added, as an ORM that always selects the primary key. */
const fieldsWithId: Breakage = async (request, upstream) => {
  const fields = request.query.getAll("field[]");
  if (!isFor(request, "v1-occurrences") || fields.length === 0) return upstream(request);
  const answer = await upstream(withQuery(request, (query) => query.delete("field[]")));
  const keep = V1_OCCURRENCE_COLUMNS.filter(
    (column) => column === "id_ocorrencia" || fields.includes(column),
  );
  const rows = v1Rows(answer);
  if (rows !== undefined) {
    answer.body = rows.map((row) =>
      Object.fromEntries(keep.map((column) => [column, row[column]])),
    );
  }
  return answer;
};

/** cidade_id[] dropped when estado_id[] is given: a city of the state no longer narrows. */
const citiesIgnoredWithState: Breakage = onRequest("v1-occurrences", (query) => {
  if (query.has("estado_id[]")) query.delete("cidade_id[]");
});

/**
 * The [lt] day's rows dropped from lists longer than 20 rows: an off-by-one for long lists only.
 */
const upperDayDroppedWhenLong: Breakage = onAnswer("v1-occurrences", (answer, request) => {
  const rows = v1Rows(answer);
  const lt = request.query.get("data_ocorrencia[lt]");
  if (rows === undefined || rows.length <= 20 || lt === null) return;
  answer.body = rows.filter((row) => String(row.data_ocorrencia).slice(0, 10) !== lt);
});

/** /cities answers cached by EstadoId alone: the first answer of a state is served again. */
function citiesCachedByState(): Breakage {
  const cache = new Map<string, unknown>();
  return onAnswer("v1-cities", (answer, request) => {
    const key = request.query.get("EstadoId") ?? "";
    if (answer.status !== 200) return;
    if (cache.has(key)) answer.body = cache.get(key);
    else cache.set(key, answer.body);
  });
}

/** Populacao[gt] read strictly (the city at the bound left out) while [lt] keeps its bound. */
const populationAboveStrict: Breakage = onAnswer("v1-cities", (answer, request) => {
  const rows = v1Rows(answer);
  const gt = request.query.get("Populacao[gt]");
  if (rows !== undefined && gt !== null)
    answer.body = rows.filter((row) => row.Populacao !== Number(gt));
});

describe("the v1 oracle catches broken servers nobody wrote a rule for", () => {
  it.each([
    ["a /cities that drops its last city", "cities.missing", () => dropLastCity],
    ["field[] always answered with id_ocorrencia", "rows.columns", () => fieldsWithId],
    ["cidade_id[] ignored when estado_id[] is given", "rows.extra", () => citiesIgnoredWithState],
    [
      "the [lt] day dropped from lists of more than 20 rows",
      "rows.missing",
      () => upperDayDroppedWhenLong,
    ],
    ["/cities cached by EstadoId alone", "cities.extra", citiesCachedByState],
    ["Populacao[gt] strict while [lt] is inclusive", "cities.missing", () => populationAboveStrict],
  ] as const)("%s: %s", async (_name, aspect, make) => {
    const honest = V1_TEST_SERVERS[0];
    if (honest === undefined) throw new Error("no test server");
    // The mirror is read from the broken server itself, as conform reads it.
    const ask = askV1Of(v1TestHandler("spec", {}), make());
    const mirror = await v1MirrorOfMock(ask, TEST_WINDOW);
    const judged = await judgeV1(ask, mirror, honest.choices, v1TestQueries(31, QUERIES, mirror));
    expect(aspectsOf(judged)).toContain(aspect);
  });
});
