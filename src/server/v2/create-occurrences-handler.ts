import type { RequestHandler } from "express";
import {
  createOccurrenceQueryParser,
  orderSelection,
  paginate,
  type OccurrenceQuerySettings,
  type RawQuery,
} from "../../query";
import { ApiError } from "../errors";
import { jsonAnswer } from "../answer";
import { respond } from "../respond";
import { createSelectionCache } from "./create-selection-cache";
import { occurrencesPageChunks } from "./render-occurrences-page";
import type { V2Data } from "./v2-data";

/**
 * GET /api/v2/occurrences (api-v2.md 4.1): parse and check the query, select the matching
 * occurrences from the indexes, cut the page, and write the envelope from cached record texts.
 */
export function createOccurrencesHandler(
  data: V2Data,
  settings: OccurrenceQuerySettings,
): RequestHandler {
  const parse = createOccurrenceQueryParser(settings);
  const select = createSelectionCache(data.index);
  return (request, response, next) => {
    const parsed = parse(request.query as RawQuery);
    if (!parsed.ok) {
      next(ApiError.invalidParameters(parsed.problems));
      return;
    }
    const query = parsed.value;
    const selection = select(query);
    const window = paginate(selection.end - selection.start, query.page, query.take);
    const positions = orderSelection(selection, query.order, window.start, window.end);
    const chunks = occurrencesPageChunks(window.pageMeta, positions, data.occurrenceJson);
    respond(response, jsonAnswer(chunks));
  };
}
