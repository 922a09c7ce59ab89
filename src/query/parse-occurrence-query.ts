import { FIRST_PAGE } from "../contract";
import { createQueryParser } from "./create-query-parser";
import { DAY_MS, dayStart } from "../day-start";
import { describeQuerySchema } from "./describe-query-schema";
import type { Order, OccurrenceQuery } from "./occurrence-query";
import type { QueryParseResult } from "./query-parse-result";
import type { RawQuery } from "./raw-query";

/** The server's configured defaults and limits for the v2 occurrences list. */
export interface OccurrenceQuerySettings {
  /** take when the request has none. */
  readonly defaultTake: number;
  /** Largest take accepted; a larger one is a 400 that states it. */
  readonly maxTake: number;
  /** order when the request has none. */
  readonly defaultOrder: Order;
  /** Zone in which initialdate and finaldate are whole days, in minutes east of UTC. */
  readonly dateOffsetMinutes: number;
}

/** Parses one raw v2 occurrences query. */
export type OccurrenceQueryParser = (raw: RawQuery) => QueryParseResult<OccurrenceQuery>;

/**
 * Builds the parser of the v2 occurrences list: the schema-driven parser (with take's maximum
 * set to the configured one), then the rule across parameters (finaldate not before
 * initialdate), then defaults (the first page, the configured take and order); dates become
 * the instants their whole days span in the zone.
 */
export function createOccurrenceQueryParser(
  settings: OccurrenceQuerySettings,
): OccurrenceQueryParser {
  const { defaultTake, maxTake, defaultOrder, dateOffsetMinutes: offset } = settings;
  const parse = createQueryParser("query/v2-occurrences", {
    bounds: { take: { minimum: 1, maximum: maxTake, accepted: `an integer from 1 to ${maxTake}` } },
  });
  // The accepted form comes from the schema alone; a schema without finaldate is a programming
  // error.
  const finaldateAccepted =
    describeQuerySchema("query/v2-occurrences").properties.get("finaldate")?.accepted;
  if (finaldateAccepted === undefined) throw new Error("query/v2-occurrences has no finaldate");
  return (raw) => {
    const parsed = parse(raw);
    if (!parsed.ok) return parsed;
    const query = parsed.value;
    if (query.initialdate !== undefined && query.finaldate !== undefined) {
      if (query.finaldate < query.initialdate) {
        const problem = {
          parameter: "finaldate",
          message: `is before initialdate ${query.initialdate}`,
          accepted: finaldateAccepted,
          received: raw.finaldate,
        };
        return { ok: false, problems: [problem] };
      }
    }
    return {
      ok: true,
      value: {
        page: query.page ?? FIRST_PAGE,
        take: query.take ?? defaultTake,
        order: query.order ?? defaultOrder,
        victims: query.typeOccurrence ?? "all",
        stateUuid: query.idState?.toLowerCase(),
        cityUuids: query.idCities?.map((uuid) => uuid.toLowerCase()),
        from: query.initialdate === undefined ? undefined : dayStart(query.initialdate, offset),
        until:
          query.finaldate === undefined ? undefined : dayStart(query.finaldate, offset) + DAY_MS,
      },
    };
  };
}
