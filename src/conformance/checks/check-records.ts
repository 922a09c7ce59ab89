import { isRecord } from "../../is-record";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";

/** The `data` items of a v2 answer as plain objects (others left out). */
export function rawItems(exchange: Pick<CheckInput, "body">): Record<string, unknown>[] {
  const data = isRecord(exchange.body) ? exchange.body.data : undefined;
  return Array.isArray(data) ? data.filter(isRecord) : [];
}

function idOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.id === "string" ? value.id : undefined;
}

function firstRepeat(ids: readonly (string | undefined)[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (id === undefined) continue;
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * Records do not contradict each other within one answer (api-v2 2.3, 2.6, 2.7): no two records
 * share an id, and no victim (human or animal) is listed twice under its occurrence.
 */
export function checkRecordsOfAnswer(exchange: CheckInput): CheckOutcome[] {
  const items = rawItems(exchange);
  const twice = firstRepeat(items.map(idOf));
  const victimTwice = items.flatMap((item) => {
    const victims = [item.victims, item.animalVictims].flatMap((list) =>
      Array.isArray(list) ? list.map(idOf) : [],
    );
    const repeat = firstRepeat(victims);
    return repeat === undefined ? [] : [{ occurrence: idOf(item) ?? "?", victim: repeat }];
  })[0];
  return [
    outcome(
      "v2.records.unique-id",
      twice === undefined
        ? []
        : [
            failure(
              "v2.records.unique-id",
              exchange,
              `two records of one answer have the id ${twice}`,
              "one record per id",
              `id ${twice} twice`,
            ),
          ],
    ),
    outcome(
      "v2.records.victims",
      victimTwice === undefined
        ? []
        : [
            failure(
              "v2.records.victims",
              exchange,
              `occurrence ${victimTwice.occurrence} lists victim ${victimTwice.victim} twice`,
              "each victim once under its occurrence",
              `victim ${victimTwice.victim} twice`,
            ),
          ],
    ),
  ];
}
