import type { Occurrence } from "../../../src/generated/types";
import { documentedOf } from "./documented-parameters";
import type { Breakage } from "./break-handler";
import { isFor, onAnswer, v1Rows } from "./answers";
import { AS_IS, honestCase, type OracleHonestServer } from "./oracle-case";
import { repaged } from "./whole-result";

/** Items sorted by date in the order asked, ties by document number the other way. */
function tiesByDocumentNumber(items: readonly Occurrence[], descending: boolean): Occurrence[] {
  const sign = descending ? -1 : 1;
  return [...items].sort((a, b) => {
    const [ta, tb] = [Date.parse(a.date), Date.parse(b.date)];
    return ta !== tb ? sign * (ta - tb) : -sign * (a.documentNumber - b.documentNumber);
  });
}

/** The first request to each path answered 429 with Retry-After: 0; every later one served. */
function busyOnce(): Breakage {
  const seen = new Set<string>();
  return async (request, upstream) => {
    if (seen.has(request.path)) return upstream(request);
    seen.add(request.path);
    return {
      status: 429,
      headers: { "content-type": "application/json; charset=utf-8", "Retry-After": "0" },
      body: { msg: "too many requests", msgCode: "too-many-requests", code: 429 },
    };
  };
}

/** A weak validator of an answer's body: its length and a digest of its text. */
function etagOf(body: unknown): string {
  const text = JSON.stringify(body) ?? "";
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return `W/"${text.length.toString(16)}-${(hash >>> 0).toString(16)}"`;
}

/** Parameter names read whatever their case, and `order` whatever its case. */
const caseInsensitive: Breakage = (request, upstream) => {
  const id = (["v2-occurrences", "v2-cities", "v1-occurrences", "v1-cities"] as const).find(
    (each) => isFor(request, each),
  );
  if (id === undefined) return upstream(request);
  const names = documentedOf(id);
  const query = new URLSearchParams();
  for (const [name, value] of request.query) {
    const known = names.find((each) => each.toLowerCase() === name.toLowerCase()) ?? name;
    query.append(known, known === "order" ? value.toUpperCase() : value);
  }
  return upstream({ ...request, query });
};

/** Honest servers that differ from the mock where the spec is silent, of kinds not yet listed. */
export const ORACLE_HONEST_EDGES: readonly OracleHonestServer[] = [
  honestCase(
    "ties on the date ordered by document number against the direction asked (ASC: down, DESC: up)",
    () => {
      const make = (descending: boolean): Breakage =>
        repaged({
          when: (query) => (query.get("order") === "DESC") === descending,
          whole: (items) => tiesByDocumentNumber(items, descending),
        })();
      const [up, down] = [make(false), make(true)];
      return (request, upstream) =>
        (request.query.get("order") === "DESC" ? down : up)(request, upstream);
    },
  ),
  honestCase(
    "the first request to each path answered 429 with Retry-After: 0, then served",
    busyOnce,
  ),
  honestCase(
    "ETag on every answer, 304 without a body when If-None-Match matches",
    () => async (request, upstream) => {
      const answer = await upstream(request);
      if (answer.status !== 200) return answer;
      const tag = etagOf(answer.body);
      answer.headers.ETag = tag;
      answer.headers["Last-Modified"] = "Thu, 01 Jan 2026 00:00:00 GMT";
      if (request.headers["if-none-match"] === tag)
        return { status: 304, headers: { ETag: tag }, body: "" };
      return answer;
    },
  ),
  honestCase("default take 7 (an odd default), default order ASC", AS_IS, {
    settings: { defaultTake: 7 },
  }),
  honestCase("v1 city rows carry three more columns (Regiao, Capital, Sigla)", () =>
    onAnswer("v1-cities", (answer, request) => {
      if (request.query.has("field[]")) return;
      for (const row of v1Rows(answer) ?? []) {
        row.Regiao = "Sudeste";
        row.Capital = false;
        row.Sigla = "XX";
      }
    }),
  ),
  honestCase(
    "parameter names read whatever their case, order=asc and desc accepted",
    () => caseInsensitive,
  ),
];
