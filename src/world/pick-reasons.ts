import type { MockReasonItem, ReasonName, ReasonRef } from "../generated/types";
import { catalogItem } from "./catalog-item";
import type { SeededRandom } from "../seeded-random";
import { COMPLEMENTARY_REASONS, MAIN_REASONS } from "./vocabulary";
import { itemTable } from "./item-table";

const MAIN_REASON_TABLE = itemTable("reason", MAIN_REASONS);
const COMPLEMENTARY_ITEMS = COMPLEMENTARY_REASONS.map((name) => catalogItem("reason", name));

/** The main reason of an occurrence, weighted by how often it occurs. */
export function pickMainReason(random: SeededRandom): ReasonRef {
  return MAIN_REASON_TABLE.pick(random);
}

/**
 * Zero to two complementary reasons, distinct from the main one and from each other; Execução
 * only when someone died.
 */
export function pickComplementaryReasons(
  random: SeededRandom,
  main: ReasonName,
  hasDeath: boolean,
): MockReasonItem[] {
  const draw = random.next();
  const count = draw < 0.7 ? 0 : draw < 0.95 ? 1 : 2;
  const picked: MockReasonItem[] = [];
  while (picked.length < count) {
    const item = random.pick(COMPLEMENTARY_ITEMS);
    const allowed = item.name !== main && (hasDeath || item.name !== "Execução");
    if (allowed && !picked.includes(item)) picked.push(item);
  }
  return picked;
}
