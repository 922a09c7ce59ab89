import {
  createOccurrenceQueryParser,
  orderSelection,
  paginate,
  type OccurrenceQuerySettings,
} from "../../query";
import { jsonAnswer } from "../answer";
import type { RouteHandler } from "../core/core-route";
import { ApiError } from "../errors/api-error";
import { createSelectionCache } from "./create-selection-cache";
import { occurrencesPageChunks } from "./render-occurrences-page";
import type { V2Data } from "./v2-data";

/**
 * The v2 occurrences list (api-v2.md 4.1): parse and check the query, select the matching
 * occurrences from the indexes, cut the page, and write the envelope from cached record texts.
 */
export function createOccurrencesHandler(
  data: V2Data,
  settings: OccurrenceQuerySettings,
): RouteHandler {
  const parse = createOccurrenceQueryParser(settings);
  const select = createSelectionCache(data.index);
  return (exchange) => {
    const parsed = parse(exchange.rawQuery());
    if (!parsed.ok) throw ApiError.invalidParameters(parsed.problems);
    const query = parsed.value;
    const selection = select(query);
    const window = paginate(selection.end - selection.start, query.page, query.take);
    const positions = orderSelection(selection, query.order, window.start, window.end);
    const chunks = occurrencesPageChunks(window.pageMeta, positions, data.occurrenceJson);
    return jsonAnswer(chunks);
  };
}
