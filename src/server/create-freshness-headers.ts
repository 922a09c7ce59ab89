import { FRESHNESS_HEADERS, STATE_FRESHNESS_HEADERS } from "../contract";
import type { WorldState } from "../world/views-entry";

/** Brasília's offset from UTC, in which the real service states its freshness headers. */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** An instant as ISO 8601 in Brasília time, e.g. 2024-12-31T21:00:00.000-03:00. */
export function toBrasiliaIso(epochMs: number): string {
  return `${new Date(epochMs + BRASILIA_OFFSET_MS).toISOString().slice(0, -1)}-03:00`;
}

/**
 * The freshness headers real /occurrences answers carry (real-world.md): X-Last-Update, the instant
 * in Brasília time (ISO 8601, -03:00), and X-Last-Update-Timestamp, the same instant in epoch
 * seconds. A request filtered by one known state (idState) also gets X-Last-Update-State-Id,
 * X-Last-Update-State (its name) and X-Last-Update-State-Timestamp (the last update of that state's
 * data, epoch seconds like X-Last-Update-Timestamp), as real clients read (real-world.md "More of
 * what real clients do"). Their exact format is not published; this is the mock's choice
 * (docs/contract.md). Returns the headers for a request's idState (as parsed).
 */
export function createFreshnessHeaders(
  lastUpdate: number,
  states: readonly WorldState[] = [],
): (idState: unknown) => Readonly<Record<string, string>> {
  const iso = toBrasiliaIso(lastUpdate);
  const seconds = String(Math.floor(lastUpdate / 1000));
  const byId = new Map(states.map((state) => [state.uuid, state]));
  return (idState) => {
    const headers: Record<string, string> = {
      [FRESHNESS_HEADERS[0]]: iso,
      [FRESHNESS_HEADERS[1]]: seconds,
    };
    const state = typeof idState === "string" ? byId.get(idState) : undefined;
    if (state !== undefined) {
      headers[STATE_FRESHNESS_HEADERS[0]] = state.uuid;
      headers[STATE_FRESHNESS_HEADERS[1]] = state.name;
      headers[STATE_FRESHNESS_HEADERS[2]] = seconds;
    }
    return headers;
  };
}
