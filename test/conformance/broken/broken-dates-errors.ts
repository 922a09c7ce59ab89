import type { JsonAnswer, JsonRequest, Upstream } from "./break-handler";
import { broken, type BrokenServer } from "./broken-server";
import {
  filterKinds,
  isFor,
  onRequest,
  onV1Rows,
  onV2Items,
  shiftParameter,
  v1Rows,
  v2Page,
} from "./answers";

const HOUR_MS = 3_600_000;

/** The Brasília offset a broken server mixes into its dates, in hours. */
const LOCAL_OFFSET_HOURS = -3;

/** An answer of the core to a bad parameter of the same version: a genuine error body. */
export async function errorBody(request: JsonRequest, upstream: Upstream): Promise<unknown> {
  const bad = isFor(request, "v2-occurrences") ? "take=abc" : "cidade_id[]=abc";
  return (await upstream({ ...request, query: new URLSearchParams(bad) })).body;
}

/** The local (-03:00) calendar day of a UTC instant, `YYYY-MM-DD`. */
function localDay(utcMs: number): string {
  return new Date(utcMs + LOCAL_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** A 5xx in the version's own error body. */
async function serverError(request: JsonRequest, upstream: Upstream): Promise<JsonAnswer> {
  return {
    status: 500,
    headers: { "Content-Type": "application/json" },
    body: await errorBody(request, upstream),
  };
}

/** Dates (api-v2 2.3, 4.1; api-v1 4.1) and errors (api-v2 7, api-v1 1). */
export const DATE_AND_ERROR_BREAKAGES: readonly BrokenServer[] = [
  broken(
    "v1 data_ocorrencia[lt] also returns the day after the bound",
    ["v1.filter.dates", "v1.filter.occurrences"],
    onRequest("v1-occurrences", (query) => shiftParameter(query, "data_ocorrencia[lt]", 2)),
  ),
  broken(
    "v1 data_ocorrencia[gt] also returns the day before the bound",
    ["v1.filter.dates", "v1.filter.occurrences"],
    onRequest("v1-occurrences", (query) => shiftParameter(query, "data_ocorrencia[gt]", -2)),
  ),
  broken(
    "v2 date shows the -03:00 calendar day with the UTC time (labelled Z)",
    // The days moved unevenly break the order by date as shown: v2.order names it too.
    ["v2.dates.zone", "cross.dates", "v2.filter.dates", "v2.partition.dates", "v2.order"],
    onV2Items((items) => {
      for (const item of items) {
        const ms = Date.parse(item.date);
        item.date = `${localDay(ms)}${item.date.slice(10)}`;
      }
    }),
  ),
  broken(
    "v1 data_ocorrencia shows the calendar day 3 h earlier with the time of day unchanged",
    ["cross.dates", "v1.dates.zone", "v1.filter.dates", "v1.filter.occurrences"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const shown = row.data_ocorrencia;
        if (typeof shown !== "string") continue;
        const ms = Date.parse(`${shown.replace(" ", "T")}Z`);
        if (!Number.isNaN(ms)) row.data_ocorrencia = `${localDay(ms)}${shown.slice(10)}`;
      }
    }),
  ),
  broken(
    "a valid v2 query combining a state and a window answers HTTP 500",
    ["v2.status"],
    async (request, upstream) => {
      const q = request.query;
      const combined = q.has("idState") && (q.has("initialdate") || q.has("finaldate"));
      return isFor(request, "v2-occurrences") && combined
        ? serverError(request, upstream)
        : upstream(request);
    },
  ),
  broken(
    "a valid v1 query with several estado_id[] answers HTTP 500",
    ["v1.status"],
    async (request, upstream) =>
      isFor(request, "v1-occurrences") && request.query.getAll("estado_id[]").length > 1
        ? serverError(request, upstream)
        : upstream(request),
  ),
  broken(
    "an error body under HTTP 200 for a v2 query with several idCities",
    ["v2.status", "v2.schema"],
    async (request, upstream) => {
      if (!isFor(request, "v2-occurrences") || request.query.getAll("idCities").length < 2)
        return upstream(request);
      return { ...(await serverError(request, upstream)), status: 200 };
    },
  ),
  broken(
    "an empty v2 result answers HTTP 404 with an error body",
    ["v2.status"],
    async (request, upstream) => {
      const answer = await upstream(request);
      const page = v2Page(answer);
      if (!isFor(request, "v2-occurrences") || page?.pageMeta.itemCount !== 0) return answer;
      return { ...(await serverError(request, upstream)), status: 404 };
    },
  ),
  broken(
    "an empty v2 result answers data: null",
    ["v2.schema", "v2.status"],
    async (request, upstream) => {
      const answer = await upstream(request);
      const page = v2Page(answer);
      if (page !== undefined && page.pageMeta.itemCount === 0 && filterKinds(request.query) > 0) {
        Reflect.set(page, "data", null);
      }
      return answer;
    },
  ),
  broken("an empty v1 result answers HTTP 404", ["v1.status"], async (request, upstream) => {
    const answer = await upstream(request);
    const rows = v1Rows(answer);
    if (!isFor(request, "v1-occurrences") || rows === undefined || rows.length > 0) return answer;
    return { ...(await serverError(request, upstream)), status: 404 };
  }),
];
