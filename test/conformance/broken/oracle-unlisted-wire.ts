import { randomUUID } from "node:crypto";
import type { Breakage, JsonAnswer } from "./break-handler";
import {
  inFirstQuarter,
  isFor,
  onAnswer,
  onV1Rows,
  onV2Items,
  pageOf,
  v2Cities,
  v2Page,
} from "./answers";
import { brokenStateless, ORACLE_RULES, type OracleBrokenServer } from "./oracle-case";

/** A JSON answer's body sent as text: the JSON written with something before or after it. */
function wrapBody(answer: JsonAnswer, before: string, after: string): void {
  answer.body = `${before}${JSON.stringify(answer.body)}${after}`;
}

/** The Content-Type of an answer replaced (whatever case the core wrote its name in). */
function setContentType(answer: JsonAnswer, value: string): void {
  for (const name of Object.keys(answer.headers))
    if (name.toLowerCase() === "content-type") Reflect.deleteProperty(answer.headers, name);
  answer.headers["Content-Type"] = value;
}

/** The name/value pairs of a request target as written, in order (`+` a space). */
function pairsAsWritten(target: string | undefined): [string, string][] {
  const search = (target ?? "").split("?")[1] ?? "";
  const decode = (text: string): string => decodeURIComponent(text.replace(/\+/g, " "));
  return search
    .split("&")
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf("=");
      return at < 0 ? [decode(part), ""] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    });
}

/** A v1 occurrences request read again from its target by a parser of its own. */
function reparsed(read: (target: string) => URLSearchParams): Breakage {
  return (request, upstream) =>
    isFor(request, "v1-occurrences")
      ? upstream({ ...request, query: read(request.target ?? "") })
      : upstream(request);
}

/** v2 occurrences and v1 rows: the wire, the envelope, the records' types and nested values. */
export const ORACLE_UNLISTED_WIRE_SERVERS: readonly OracleBrokenServer[] = [
  brokenStateless(
    "the v2 occurrences envelope carries code 201 when order=DESC (a status constant of another handler)",
    [ORACLE_RULES.v2Occurrences, "v2.schema"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page !== undefined && request.query.get("order") === "DESC")
        (page as { code: number }).code = 201;
    }),
  ),
  brokenStateless(
    "the v2 cities envelope carries code 0 when stateId is given (an unset status field)",
    [ORACLE_RULES.v2Cities, "v2.schema"],
    onAnswer("v2-cities", (answer, request) => {
      if (v2Cities(answer) !== undefined && request.query.has("stateId"))
        (answer.body as { code: number }).code = 0;
    }),
  ),
  brokenStateless(
    "pageMeta page and take sent as strings on pages after the first (read from the query, not cast)",
    [ORACLE_RULES.v2Occurrences, "v2.schema"],
    onAnswer("v2-occurrences", (answer, request) => {
      const page = v2Page(answer);
      if (page === undefined || pageOf(request.query) < 2) return;
      const meta = page.pageMeta as unknown as Record<string, unknown>;
      meta.page = String(meta.page);
      meta.take = String(meta.take);
    }),
  ),
  brokenStateless(
    "v1 /cities with field[] answered as text/html (a template path's Content-Type)",
    [ORACLE_RULES.v1Cities, "v1.content-type"],
    onAnswer("v1-cities", (answer, request) => {
      if (answer.status === 200 && request.query.has("field[]"))
        setContentType(answer, "text/html; charset=utf-8");
    }),
  ),
  brokenStateless(
    "v2 occurrences with typeOccurrence answered as text/plain (a streamed path's Content-Type)",
    [ORACLE_RULES.v2Occurrences, "v2.content-type"],
    onAnswer("v2-occurrences", (answer, request) => {
      if (v2Page(answer) !== undefined && request.query.has("typeOccurrence"))
        setContentType(answer, "text/plain; charset=utf-8");
    }),
  ),
  brokenStateless(
    "v2 cities with stateId: the JSON preceded by a UTF-8 byte order mark (a file-backed cache)",
    [ORACLE_RULES.v2Cities, "v2.schema"],
    onAnswer("v2-cities", (answer, request) => {
      if (v2Cities(answer) !== undefined && request.query.has("stateId"))
        wrapBody(answer, "\uFEFF", "");
    }),
  ),
  brokenStateless(
    "v1 occurrences with estado_id[]: the JSON followed by a stray ] (two writes of one buffer)",
    [ORACLE_RULES.v1Occurrences, "v1.status"],
    onAnswer("v1-occurrences", (answer, request) => {
      if (answer.status === 200 && request.query.has("estado_id[]")) wrapBody(answer, "", "]");
    }),
  ),
  brokenStateless(
    "ids regenerated per request for records whose document number is odd (a UUID made on read)",
    [ORACLE_RULES.v2Occurrences, "v2.records.stable"],
    onV2Items((items) => {
      for (const item of items) if (item.documentNumber % 2 === 1) item.id = randomUUID();
    }),
  ),
  brokenStateless(
    "latitude and longitude as JSON numbers on pages after the first (another serializer path)",
    [ORACLE_RULES.v2Occurrences, "v2.schema"],
    onV2Items((items, request) => {
      if (pageOf(request.query) < 2) return;
      for (const item of items) {
        const record = item as unknown as Record<string, unknown>;
        record.latitude = Number(item.latitude);
        record.longitude = Number(item.longitude);
      }
    }),
  ),
  brokenStateless(
    "neighborhood null on the records of about a quarter of the cities (a join on a partial table)",
    [ORACLE_RULES.v2Occurrences, "v2.schema"],
    onV2Items((items) => {
      for (const item of items)
        if (inFirstQuarter(item.city.id))
          (item as unknown as Record<string, unknown>).neighborhood = null;
    }),
  ),
  brokenStateless(
    "v1 agents killed counted as civilians killed (qtd_morto_agen_segur_ocorrencia folded in)",
    // cross.records holds each v1 count column to its kind among the v2 record's victims.
    [ORACLE_RULES.v1Occurrences, "v1.counts", "cross.records"],
    onV1Rows((rows) => {
      for (const row of rows) {
        const agents = row.qtd_morto_agen_segur_ocorrencia;
        if (typeof agents !== "number" || typeof row.qtd_morto_civil_ocorrencia !== "number")
          continue;
        row.qtd_morto_civil_ocorrencia += agents;
        row.qtd_morto_agen_segur_ocorrencia = 0;
      }
    }),
  ),
  brokenStateless(
    "v1 populacao_cidade as a string on rows of about a quarter of the ids (a numeric column cast)",
    [ORACLE_RULES.v1Occurrences, "v1.schema"],
    onV1Rows((rows) => {
      for (const row of rows)
        if (typeof row.id_ocorrencia === "number" && row.id_ocorrencia % 4 === 1)
          row.populacao_cidade = String(row.populacao_cidade);
    }),
  ),
  brokenStateless(
    "v2 cities of about a quarter of the states carry state: null (a join on a partial table)",
    [ORACLE_RULES.v2Cities, "v2.schema"],
    onAnswer("v2-cities", (answer) => {
      for (const city of v2Cities(answer) ?? [])
        if (inFirstQuarter(city.state.id))
          (city as unknown as Record<string, unknown>).state = null;
    }),
  ),
  brokenStateless(
    "v2 pages leave out the occurrences of about a quarter of the cities, pageMeta unchanged (a filter after paging)",
    [ORACLE_RULES.v2Occurrences, "v2.paging.page-size", "cross.records"],
    onV2Items((items) => {
      const kept = items.filter((item) => !inFirstQuarter(item.city.id));
      items.splice(0, items.length, ...kept);
    }),
  ),
  brokenStateless(
    "v1 /cities answered with Content-Encoding: gzip, the body not compressed (a proxy's header kept)",
    [ORACLE_RULES.v1Cities, "v1.status", "v1.content-type"],
    onAnswer("v1-cities", (answer) => {
      if (answer.status === 200) answer.headers["Content-Encoding"] = "gzip";
    }),
  ),
  brokenStateless(
    "v1: a repeated key written apart (cidade_id[]=1&estado_id[]=1&cidade_id[]=2) keeps only its last run of values (a hand-rolled parser restarting the list)",
    [ORACLE_RULES.v1Occurrences, "v1.filter.occurrences"],
    reparsed((target) => {
      const runs = new Map<string, string[]>();
      let previous: string | undefined;
      for (const [name, value] of pairsAsWritten(target)) {
        if (name !== previous) runs.set(name, []);
        runs.get(name)?.push(value);
        previous = name;
      }
      return new URLSearchParams(
        [...runs].flatMap(([name, values]) => values.map((v) => [name, v])),
      );
    }),
  ),
  brokenStateless(
    "v1: brackets percent-encoded in lower case (field%5b%5d) not recognised, the parameter ignored",
    [ORACLE_RULES.v1Occurrences, "v1.field-selection", "v1.filter.occurrences"],
    reparsed((target) => {
      const written = (name: string): string =>
        encodeURIComponent(name).replace(/%5B/g, "%5b").replace(/%5D/g, "%5d");
      return new URLSearchParams(
        pairsAsWritten(target).filter(
          ([name]) => !(name.includes("[") && target.includes(written(name))),
        ),
      );
    }),
  ),
];
