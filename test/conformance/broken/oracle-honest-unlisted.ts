import { isRecord } from "../../../src/is-record";
import type { OperationId } from "../../../src/contract";
import type { Breakage } from "./break-handler";
import { isFor, onAnswer, onV1Rows, v2Page } from "./answers";
import { documentedOf } from "./documented-parameters";
import { honestCase, type OracleHonestServer } from "./oracle-case";

/** The 41 columns real v1 rows carried beyond the spec's (a 2019–2020 capture), as names. */
const EXTRA_V1_COLUMNS = Array.from({ length: 41 }, (_, i) => `coluna_extra_${i + 1}`);

/** The operations with documented parameters an unknown parameter is refused on. */
const LISTED: readonly OperationId[] = [
  "v2-occurrences",
  "v2-cities",
  "v1-occurrences",
  "v1-cities",
];

/** A 400 naming the parameter, in the v2 envelope or as a bare v1 object. */
function refusal(
  id: OperationId,
  name: string,
): { status: number; headers: Record<string, string>; body: unknown } {
  const msg = `unknown parameter ${name}; accepted: ${documentedOf(id).join(", ")}`;
  const body = id.startsWith("v2")
    ? { msg, msgCode: "bad-request", code: 400, data: [] }
    : { error: msg };
  return { status: 400, headers: { "content-type": "application/json; charset=utf-8" }, body };
}

/** Refuses a request naming a parameter its operation does not document. */
const unknownRefused: Breakage = async (request, upstream) => {
  const id = LISTED.find((each) => isFor(request, each));
  if (id === undefined) return upstream(request);
  const unknown = [...new Set(request.query.keys())].find(
    (name) => !documentedOf(id).includes(name),
  );
  return unknown === undefined ? upstream(request) : refusal(id, unknown);
};

/** Honest servers of kinds the first honest list does not hold (each must conform on seeds 1–8). */
export const ORACLE_HONEST_UNLISTED: readonly OracleHonestServer[] = [
  honestCase(
    "v1 occurrence rows carry 41 more columns than the spec lists (as the 2019–2020 service did)",
    () =>
      onV1Rows((rows, request) => {
        if (request.query.has("field[]")) return;
        for (const row of rows)
          EXTRA_V1_COLUMNS.forEach((column, i) => {
            row[column] = i % 7 === 0 ? "null" : i;
          });
      }),
  ),
  honestCase(
    "v1 field[] columns in the order the request names them",
    () => async (request, upstream) => {
      const answer = await upstream(request);
      const fields = request.query.getAll("field[]");
      const rows = Array.isArray(answer.body) ? answer.body : undefined;
      if (fields.length === 0 || rows === undefined || answer.status !== 200) return answer;
      if (!isFor(request, "v1-occurrences") && !isFor(request, "v1-cities")) return answer;
      answer.body = rows.map((row: unknown) => {
        if (!isRecord(row)) return row;
        const ordered: Record<string, unknown> = {};
        for (const field of fields) if (field in row) ordered[field] = row[field];
        for (const [name, value] of Object.entries(row))
          if (!(name in ordered)) ordered[name] = value;
        return ordered;
      });
      return answer;
    },
  ),
  honestCase(
    "undocumented headers on every answer (freshness, cache, request id, v2 total count)",
    () => async (request, upstream) => {
      const answer = await upstream(request);
      answer.headers["X-Last-Update"] = "2026-01-01 00:00:00";
      answer.headers["X-Last-Update-Timestamp"] = "2026-01-01T00:00:00-03:00";
      answer.headers["Cache-Control"] = "public, max-age=60";
      answer.headers["X-Request-Id"] = "7f9c0e2a";
      if (request.query.has("idState")) answer.headers["X-Last-Update-State"] = "Rio de Janeiro";
      const meta = v2Page(answer)?.pageMeta;
      if (meta !== undefined) answer.headers["X-Total-Count"] = String(meta.itemCount);
      return answer;
    },
  ),
  honestCase(
    "a parameter the operation does not document refused with HTTP 400 naming it",
    () => unknownRefused,
  ),
  honestCase("a page past the last refused with HTTP 404 in the error envelope", () =>
    onAnswer("v2-occurrences", (answer) => {
      const page = v2Page(answer);
      const meta = page?.pageMeta;
      if (meta === undefined || meta.page <= Math.max(1, meta.pageCount)) return;
      answer.status = 404;
      answer.body = {
        msg: `page ${meta.page} past the last page ${meta.pageCount}`,
        msgCode: "not-found",
        code: 404,
      };
    }),
  ),
  honestCase(
    "v1 /cities operators apply only to columns shown: [gt], [lt], [lk] ignored when field[] leaves their column out",
    () => (request, upstream) => {
      const fields = request.query.getAll("field[]");
      if (!isFor(request, "v1-cities") || fields.length === 0) return upstream(request);
      const query = new URLSearchParams(request.query);
      for (const [name, column] of [
        ["Populacao[gt]", "Populacao"],
        ["Populacao[lt]", "Populacao"],
        ["Cidade[lk]", "Cidade"],
      ] as const)
        if (!fields.includes(column)) query.delete(name);
      return upstream({ ...request, query });
    },
  ),
];
