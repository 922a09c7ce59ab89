import { isOccurrenceRecord, type ExchangeSummary, type Source } from "../capture";
import { isRecord } from "../is-record";
import { formatLabel, detectSchema } from "../validation/detect-entry";

/** The kinds of data a body can hold. */
export type DataKind = "occurrences" | "cities" | "states";

/** Where a body was read: its source, and the exchange it answered when recorded. */
export interface Place {
  readonly source: Source;
  readonly exchange?: ExchangeSummary;
}

const DATA_ENDPOINT = /\/api\/v2\/(occurrences|cities|states)\/?$/;

/** The data endpoint a recorded exchange answered (a successful GET), if any. */
export function endpointOf(exchange: ExchangeSummary): DataKind | undefined {
  if (exchange.method !== "GET" || exchange.status < 200 || exchange.status >= 300) {
    return undefined;
  }
  try {
    const match = DATA_ENDPOINT.exec(new URL(exchange.url, "http://relative.invalid").pathname);
    return match?.[1] as DataKind | undefined;
  } catch {
    return undefined;
  }
}

/** What a bare array holds, from its first item: v2 items, or nothing served (v1 rows). */
function kindOfArray(items: readonly unknown[]): DataKind | "ignored" | undefined {
  const first = items[0];
  if (first === undefined) return "ignored";
  if (isOccurrenceRecord(first)) return "occurrences";
  if (isRecord(first) && "state" in first && "id" in first && "name" in first) return "cities";
  if (isRecord(first) && Object.keys(first).every((key) => key === "id" || key === "name")) {
    return "states";
  }
  const detected = detectSchema(items);
  if (detected.found && detected.schema.startsWith("v1/")) return "ignored";
  return undefined;
}

/** The kind of a v2 envelope without a recorded URL, from its shape. */
function kindOfEnvelope(body: Record<string, unknown>): DataKind | "ignored" | undefined {
  const detected = detectSchema(body);
  if (!detected.found) return undefined;
  switch (detected.schema) {
    case "v2/occurrences-response":
      return "occurrences";
    case "v2/cities-response":
      return "cities";
    case "v2/states-response":
      return "states";
    default:
      // Another endpoint's answer is ignored; a single record detectSchema tells (a city, a v1
      // row) is no answer: not an accepted form.
      return detected.schema.endsWith("-response") ? "ignored" : undefined;
  }
}

/**
 * Where a body's items are: `pointer` "/data" (an envelope's list), "" (a bare array) or undefined
 * (the body is one record).
 */
export interface ListOf {
  /** What the items are. */
  readonly kind: DataKind;
  /** "/data", "" or undefined. */
  readonly pointer: string | undefined;
}

/** A body with nothing to serve: an answer of another endpoint, an error answer, v1 rows. */
export interface Ignored {
  /** Always true. */
  readonly ignored: true;
}

/** A body of no accepted form: its line. */
export interface Problem {
  /** `label: what is wrong`. */
  readonly problem: string;
}

const IGNORED: Ignored = { ignored: true };

/**
 * What a body holds, decided from its shape (or its recorded URL) and its first item: its list,
 * "ignored" (an answer of another endpoint, v1 rows), or the line of a body of no accepted form.
 */
export function verdictOf(body: unknown, place: Place): ListOf | Ignored | Problem {
  const label = formatLabel(place);
  if (place.exchange !== undefined) {
    const kind = endpointOf(place.exchange);
    if (kind === undefined) return IGNORED;
    if (!isRecord(body) || !Array.isArray(body.data)) {
      return { problem: `${label}: an answer of /${kind} without a data list` };
    }
    return { kind, pointer: "/data" };
  }
  if (Array.isArray(body)) {
    const kind = kindOfArray(body);
    if (kind === undefined) {
      return {
        problem: `${label}: not an accepted form: an array of neither v2 occurrences, cities nor states`,
      };
    }
    return kind === "ignored" ? IGNORED : { kind, pointer: "" };
  }
  if (isOccurrenceRecord(body)) return { kind: "occurrences", pointer: undefined };
  const kind = isRecord(body) ? kindOfEnvelope(body) : undefined;
  if (kind === undefined || !isRecord(body) || (kind !== "ignored" && !Array.isArray(body.data))) {
    const why = detectSchema(body).reason;
    return {
      problem: `${label}: not an accepted form (v2 occurrences, cities or states answers, records, HAR, proxy recordings): ${why}`,
    };
  }
  return kind === "ignored" ? IGNORED : { kind, pointer: "/data" };
}
