import { pathOf } from "../../contract";
import type { ExchangeView } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { readV2Cities } from "../read-body";

/** The v2 cities path, which the bare-query check names. */
const CITIES = pathOf("v2-cities");

/** application/json, or a structured-syntax JSON type (RFC 6839: anything ending in +json). */
const JSON_TYPE = /^\s*application\/(?:[\w.!#$&^-]+\+)?json\s*(?:;|$)/i;

/** The charset parameter of a media type (quoted or not). */
const CHARSET = /;\s*charset\s*=\s*("[^"]*"|[^;\s]+)/i;

/**
 * "Responses are JSON" (api-v2 1, 2.1; api-v1 1): a JSON body comes under a JSON Content-Type,
 * since real clients (browsers, R's httr, axios) pick their parser from it. Applied to answers
 * that parsed as JSON.
 */
export function checkContentType(
  check: "v2.content-type" | "v1.content-type",
  exchange: ExchangeView,
): CheckOutcome | undefined {
  if (!exchange.json) return undefined;
  const type = exchange.headers["content-type"];
  if (type === undefined || !JSON_TYPE.test(type))
    return outcome(check, [
      failure(
        check,
        exchange,
        "a JSON body under a Content-Type that does not say JSON",
        "Content-Type: application/json",
        type === undefined ? "no Content-Type" : `Content-Type: ${type}`,
      ),
    ]);
  // JSON is UTF-8 (RFC 8259 8.1); a client that honours another declared charset (Python's
  // requests, R's httr) misreads every letter outside ASCII. An ASCII body reads alike in any.
  const charset = CHARSET.exec(type)?.[1]?.replace(/^"|"$/g, "");
  const misdeclared =
    charset !== undefined && !/^utf-?8$/i.test(charset) && /[^\t\n\r\x20-\x7e]/.test(exchange.text);
  return outcome(
    check,
    misdeclared
      ? [
          failure(
            check,
            exchange,
            `a JSON body with letters outside ASCII declared as charset=${charset}`,
            "no charset, or charset=utf-8 (JSON is UTF-8: RFC 8259 8.1)",
            `Content-Type: ${type}`,
          ),
        ]
      : [],
  );
}

function cityIds(exchange: ExchangeView): string[] | undefined {
  return readV2Cities(exchange.body)
    ?.map((city) => city.id ?? "?")
    .sort();
}

/**
 * The v2 cities GET with a bare `?` (which real clients send; api-v2 4.2: every parameter is
 * optional) is a request without parameters: it answers as the same GET without it does.
 */
export function checkBareQuery(bare: ExchangeView, plain: ExchangeView): CheckOutcome | undefined {
  const expected = cityIds(plain);
  if (plain.status !== 200 || expected === undefined) return undefined;
  const seen = bare.status === 200 ? cityIds(bare) : undefined;
  const same =
    seen !== undefined &&
    seen.length === expected.length &&
    seen.every((id, i) => id === expected[i]);
  return outcome(
    "v2.cities.bare-query",
    same
      ? []
      : [
          failure(
            "v2.cities.bare-query",
            bare,
            `GET ${CITIES}? (bare ?) does not answer as GET ${CITIES}`,
            `HTTP 200 with the same ${expected.length} cities`,
            seen === undefined
              ? bare.status === 0
                ? `no answer: ${bare.error ?? "?"}`
                : `HTTP ${bare.status} ${bare.text.slice(0, 120)}`
              : `${seen.length} cities${seen.length === expected.length ? ", other ids" : ""}`,
          ),
        ],
  );
}
