import type { CheckInput } from "../check-input";
import type { CheckOutcome } from "../outcome";
import type { LoosePage } from "../read-body";
import { checkCityNameFormat, checkVictimsBelong } from "./check-consistency";
import { checkOccurrenceFilters } from "./check-occurrence-filters";
import { checkOrder } from "./check-order";
import { checkPageMeta } from "./check-page-meta";
import { checkRecordsOfAnswer } from "./check-records";

/**
 * The checks of one v2 /occurrences page read from its answer, in the order reports list them:
 * victims belong to their record, the records themselves, city names, pageMeta, the order and
 * the filters. `conform` runs them on the answers it asks for, `learn` on captured ones.
 */
export function checkV2Page(exchange: CheckInput, page: LoosePage): CheckOutcome[] {
  const order = checkOrder(exchange, page.items);
  const names = checkCityNameFormat(exchange, page.items);
  return [
    checkVictimsBelong(exchange, page.items),
    ...checkRecordsOfAnswer(exchange),
    ...(names === undefined ? [] : [names]),
    ...checkPageMeta(exchange, page),
    ...(order === undefined ? [] : [order]),
    ...checkOccurrenceFilters(exchange, page.items),
  ];
}
