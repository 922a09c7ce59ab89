import type { RequestHandler } from "express";

/** Brasília's offset from UTC, in which the real service states its freshness headers. */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** An instant as ISO 8601 in Brasília time, e.g. 2024-12-31T21:00:00.000-03:00. */
export function toBrasiliaIso(epochMs: number): string {
  return `${new Date(epochMs + BRASILIA_OFFSET_MS).toISOString().slice(0, -1)}-03:00`;
}

/** The freshness headers of /api/v2/occurrences answers: the instant, then epoch seconds. */
export const FRESHNESS_HEADERS = ["X-Last-Update", "X-Last-Update-Timestamp"] as const;

/**
 * The freshness headers real /occurrences answers carry (real-world.md): X-Last-Update, the
 * instant in Brasília time (ISO 8601, -03:00), and X-Last-Update-Timestamp, the same instant in
 * epoch seconds. Their exact format is not published; this is the mock's choice (README).
 */
export function createFreshnessHeaders(lastUpdate: number): RequestHandler {
  const iso = toBrasiliaIso(lastUpdate);
  const seconds = String(Math.floor(lastUpdate / 1000));
  return (_request, response, next) => {
    response.setHeader(FRESHNESS_HEADERS[0], iso);
    response.setHeader(FRESHNESS_HEADERS[1], seconds);
    next();
  };
}
