import { pathOf } from "../contract";
import {
  getSchema,
  splitByProfile,
  type ProfileChoice as Profile,
  type SchemaName,
} from "../schemas";
import { validateRestrictedRows } from "../validation";
import { checkV2Page } from "./checks/check-v2-page";
import { checkContentType } from "./checks/check-http";
import { checkSchema, schemaOutcome } from "./checks/check-schema";
import { checkV1Status, checkV2Status } from "./checks/check-status";
import { checkV1Definitions } from "./checks/check-v1-definitions";
import { checkV1Fields } from "./checks/check-v1-fields";
import { checkV1OccurrenceFilters } from "./checks/check-v1-filters";
import { queryValues, type ExchangeView, pageOf } from "./exchange";
import type { CheckOutcome } from "./outcome";
import { readV1Rows } from "./read-body";
import { checkV1Counts } from "./checks/check-v1-counts";
import { withAnswerEvidence } from "./answer-evidence";

/** The endpoints the suite calls, each with the checks every answer gets. */
export const EXCHANGE_KINDS = [
  "v2-occurrences",
  "v2-cities",
  "v1-occurrences",
  "v1-cities",
  "v1-occurrence-definitions",
  "v1-city-definitions",
] as const;
/** An endpoint the suite calls. */
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

/** The path of each kind: its operation's in the contract table (a kind is an operation id). */
export const KIND_PATHS = Object.fromEntries(
  EXCHANGE_KINDS.map((kind) => [kind, pathOf(kind)]),
) as Readonly<Record<ExchangeKind, string>>;

/** The column list the spec gives for a definitions endpoint (read from its schema's const). */
export function specColumns(schema: "v1/occurrence-definitions" | "v1/city-definitions"): string[] {
  const value = getSchema(schema).const;
  return Array.isArray(value) ? value.map(String) : [];
}

function v1ListOutcomes(
  exchange: ExchangeView,
  list: "v1/occurrences-response" | "v1/cities-response",
  strict: boolean,
  profile: Profile,
): CheckOutcome[] {
  const fields = queryValues(exchange.query, "field[]");
  const outcomes: CheckOutcome[] = [
    fields.length === 0
      ? checkSchema("v1.schema", exchange, list, strict, profile)
      : schemaOutcome(
          "v1.schema",
          exchange,
          `schemas/${list}.json restricted to field[] columns${strict ? " (strict)" : ""}`,
          splitByProfile(validateRestrictedRows(list, exchange.body, fields, { strict }), profile)
            .errors,
        ),
  ];
  const rows = readV1Rows(exchange.body);
  if (rows === undefined) return outcomes;
  const fieldsOutcome = checkV1Fields(exchange, rows);
  if (fieldsOutcome !== undefined) outcomes.push(fieldsOutcome);
  if (list === "v1/occurrences-response") {
    outcomes.push(...checkV1OccurrenceFilters(exchange, rows));
    const counts = checkV1Counts(exchange, rows);
    if (counts !== undefined) outcomes.push(counts);
  }
  return outcomes;
}

/**
 * The checks every answer to a valid request gets, whatever the probe that sent it: status,
 * schema, and for v2 occurrences the paging fields, the order and the filters on each item.
 * Checks that need several answers (or the unfiltered lists) run in the probes.
 */
export function inspectExchange(
  exchange: ExchangeView,
  kind: ExchangeKind,
  strict: boolean,
  profile: Profile = "spec",
): CheckOutcome[] {
  return withAnswerEvidence(exchange, inspectOnce(exchange, kind, strict, profile));
}

/** The status check of an answer's version (api-v2 7, api-v1 1). */
export function checkStatusOf(kind: ExchangeKind, exchange: ExchangeView): CheckOutcome {
  return kind.startsWith("v2") ? checkV2Status(exchange) : checkV1Status(exchange);
}

function inspectOnce(
  exchange: ExchangeView,
  kind: ExchangeKind,
  strict: boolean,
  profile: Profile,
): CheckOutcome[] {
  const v2 = kind.startsWith("v2");
  const status = checkStatusOf(kind, exchange);
  if (status.failures.length > 0) return [status];
  const contentType = checkContentType(v2 ? "v2.content-type" : "v1.content-type", exchange);
  return contentType === undefined
    ? checksOf(exchange, kind, strict, profile, status)
    : [contentType, ...checksOf(exchange, kind, strict, profile, status)];
}

function checksOf(
  exchange: ExchangeView,
  kind: ExchangeKind,
  strict: boolean,
  profile: Profile,
  status: CheckOutcome,
): CheckOutcome[] {
  const v2 = kind.startsWith("v2");
  const schema = (name: SchemaName): CheckOutcome =>
    checkSchema(v2 ? "v2.schema" : "v1.schema", exchange, name, strict, profile);
  switch (kind) {
    case "v2-occurrences": {
      const outcomes = [status, schema("v2/occurrences-response")];
      const page = pageOf(exchange);
      if (page === undefined) return outcomes;
      return [...outcomes, ...checkV2Page(exchange, page)];
    }
    case "v2-cities":
      return [status, schema("v2/cities-response")];
    case "v1-occurrences":
      return [status, ...v1ListOutcomes(exchange, "v1/occurrences-response", strict, profile)];
    case "v1-cities":
      return [status, ...v1ListOutcomes(exchange, "v1/cities-response", strict, profile)];
    case "v1-occurrence-definitions":
      return [
        status,
        schema("v1/occurrence-definitions"),
        checkV1Definitions(exchange, specColumns("v1/occurrence-definitions")),
      ];
    case "v1-city-definitions":
      return [
        status,
        schema("v1/city-definitions"),
        checkV1Definitions(exchange, specColumns("v1/city-definitions")),
      ];
  }
}
