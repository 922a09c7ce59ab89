import {
  checkCrossRecords,
  type CheckOutcome,
  checkSeenPairs,
  foldName,
  queryValues,
  rawItems,
  readV1Rows,
  readV2Cities,
  seenPairs,
  seenV2Records,
} from "../conformance/checks-entry";
import type { KeptAnswers } from "./kept-answers";
import type { LearnView } from "./learn-view";

/** The most v2 records of one city compared with its v1 rows (the pairing is quadratic). */
const MAX_PAIRED = 2000;

function unfiltered(views: readonly LearnView[]): LearnView | undefined {
  return views.find((view) => view.query.length === 0);
}

/** The v2 records of a city from every captured v2 page, each once, as one answer. */
function recordsOfCity(kept: KeptAnswers, cityId: string, like: LearnView): LearnView {
  const records = new Map<string, Record<string, unknown>>();
  for (const view of kept["v2-occurrences"]) {
    for (const item of rawItems(view)) {
      const city = item.city as { id?: unknown } | undefined;
      if (typeof item.id === "string" && city?.id === cityId && records.size < MAX_PAIRED)
        records.set(item.id, item);
    }
  }
  return { ...like, body: { data: [...records.values()] } };
}

/**
 * v1 against v2 record by record where both were captured (api-v1 2.1, 9): each v1 answer of
 * one city (cidade_id[] once, whole rows) beside the v2 records of the city of the same name
 * in GET /cities, from every v2 page captured, paired by date as conform pairs them (needs
 * both cities lists; one outcome per such v1 answer); and every record captured in both versions,
 * paired by place (one outcome).
 */
export function crossRecordOutcomes(kept: KeptAnswers): CheckOutcome[] {
  const [firstV2] = kept["v2-occurrences"];
  if (firstV2 === undefined || kept["v1-occurrences"].length === 0) return [];
  const v1Cities = readV1Rows(unfiltered(kept["v1-cities"])?.body);
  const v2Cities = readV2Cities(unfiltered(kept["v2-cities"])?.body);
  const outcomes = kept["v1-occurrences"].flatMap((view) => {
    const ids = queryValues(view.query, "cidade_id[]");
    const rows = readV1Rows(view.body);
    if (ids.length !== 1 || queryValues(view.query, "field[]").length > 0 || rows === undefined)
      return [];
    const cityRow = v1Cities?.find((row) => String(row.CidadeId) === ids[0]);
    const name = typeof cityRow?.Cidade === "string" ? foldName(cityRow.Cidade) : undefined;
    const v2City = v2Cities?.find(
      (city) => city.name !== undefined && foldName(city.name) === name,
    );
    if (cityRow === undefined || v2City?.id === undefined) return [];
    return [checkCrossRecords(recordsOfCity(kept, v2City.id, firstV2), view, rows, cityRow)];
  });
  const seen = checkSeenPairs(
    seenPairs(seenV2Records(kept["v2-occurrences"]), kept["v1-occurrences"]),
  );
  if (seen !== undefined) outcomes.push(seen);
  if (outcomes.length > 0) return outcomes;
  const why = "no v1 answer of one city beside both cities lists and its v2 records";
  return [{ check: "cross.records", failures: [], unwitnessed: why }];
}
