import {
  createOccurrenceQueryParser,
  type OccurrenceQuery,
  type OccurrenceQueryParser,
  type Order,
} from "../../query";
import type { QueryPairs } from "../check-input";
import { parseDay } from "../dates";
import { readV2Query } from "./read-v2-query";
import type { ServerChoices } from "./server-choices";

/** The largest take judged when the server's own largest one is not settled. */
export const UNSETTLED_MAX_TAKE = 1000;

/** A v2 occurrences query read with the server's choices, before the mirror is looked at. */
export type OccurrencesQueryReading =
  | {
      readonly kind: "read";
      /** The parsed query (its take and order are the request's or placeholders: see below). */
      readonly value: OccurrenceQuery;
      /** The take served: the request's or the default, held to the largest when capped. */
      readonly take: number;
      /** The order served: the request's or the default. */
      readonly order: Order;
      /** The dates as sent (valid `YYYY-MM-DD` when present). */
      readonly initialdate?: string;
      readonly finaldate?: string;
      /** finaldate before initialdate, and the server answers that with an empty list. */
      readonly reversed: boolean;
      /** Which records count as with a victim (`human` when typeOccurrence needs none). */
      readonly reading: NonNullable<ServerChoices["victimReading"]>;
    }
  | { readonly kind: "refused"; readonly reason: string }
  | { readonly kind: "outside"; readonly reason: string };

let parser: OccurrenceQueryParser | undefined;

/**
 * The engine's parser with no limit of its own on take (the choices say what the server
 * serves) and placeholder defaults (the choices fill take and order when the query has none).
 */
function parse(raw: Readonly<Record<string, unknown>>): ReturnType<OccurrenceQueryParser> {
  parser ??= createOccurrenceQueryParser({
    defaultTake: 1,
    maxTake: Number.MAX_SAFE_INTEGER,
    defaultOrder: "ASC",
    dateOffsetMinutes: 0,
  });
  return parser(raw);
}

const outside = (reason: string): OccurrencesQueryReading => ({ kind: "outside", reason });

/**
 * Reads a v2 occurrences query as the server reads it, by its settled choices: unknown and
 * repeated parameters, the schema's values (a malformed one is not judged), default take and
 * order, the largest take (refused or capped), a reversed date range (refused or empty), and
 * typeOccurrence (the values answered, what counts as a victim). A refusal the choices predict
 * wins over what is not settled.
 */
export function readOccurrencesQuery(
  choices: ServerChoices,
  query: QueryPairs,
): OccurrencesQueryReading {
  const read = readV2Query("query/v2-occurrences", choices, query);
  if (read.kind !== "read") return read;
  const raw = read.raw;
  const { initialdate, finaldate } = raw;
  const reversed =
    typeof initialdate === "string" &&
    typeof finaldate === "string" &&
    parseDay(initialdate) !== undefined &&
    parseDay(finaldate) !== undefined &&
    finaldate < initialdate;
  const parsed = parse(reversed ? { ...raw, finaldate: initialdate } : raw);
  if (!parsed.ok) {
    const named = parsed.problems.map((problem) => `${problem.parameter} ${problem.message}`);
    return outside(
      `a value the schema does not accept (${named.join("; ")}): the server's reading of it is not settled`,
    );
  }
  const value = parsed.value;
  if (raw.take === undefined && choices.defaultTake === undefined)
    return outside("the default take is not settled");
  if (raw.order === undefined && choices.defaultOrder === undefined)
    return outside("the default order is not settled");
  let take = raw.take === undefined ? choices.defaultTake! : value.take;
  const order = raw.order === undefined ? choices.defaultOrder! : value.order;
  const maxTake = choices.maxTake;
  if (maxTake === undefined && take > UNSETTLED_MAX_TAKE) {
    return outside(`take ${take}: the largest take the server serves is not settled`);
  }
  if (maxTake !== undefined && take > maxTake.take) {
    if (maxTake.above === "refused") {
      const reason = `take ${take} is above the largest take served, ${maxTake.take}`;
      return { kind: "refused", reason };
    }
    take = maxTake.take;
  }
  if (reversed && choices.reversedDates === undefined) {
    return outside("finaldate is before initialdate, and how the server reads that is not settled");
  }
  if (reversed && choices.reversedDates === "refused") {
    const reason = `finaldate ${String(finaldate)} is before initialdate ${String(initialdate)}`;
    return { kind: "refused", reason };
  }
  const victims = value.victims;
  if (raw.typeOccurrence !== undefined && victims !== "withVictim") {
    if (!choices.typeOccurrenceValues?.includes(victims)) {
      return outside(`typeOccurrence=${victims}: whether the server answers it is not settled`);
    }
  }
  const reading = choices.victimReading;
  if (victims !== "all" && reading === undefined) {
    return outside("what typeOccurrence=withVictim counts as a victim is not settled");
  }
  return {
    kind: "read",
    value,
    take,
    order,
    ...(typeof initialdate === "string" ? { initialdate } : {}),
    ...(typeof finaldate === "string" ? { finaldate } : {}),
    reversed,
    reading: reading ?? "human",
  };
}
