import {
  type CheckOutcome,
  checkPartition,
  filterKey,
  nonEmptyEvidence,
  readV2Cities,
  witnessedBy,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";

/**
 * The counts of every state add up to the unfiltered count (api-v2 4.1), where the capture
 * holds an unfiltered answer, the unfiltered cities list (its states are every state) and an
 * answer filtered by nothing but idState for each of them. Witnessed by two non-empty states.
 */
export function statePartition(
  occurrences: readonly LearnView[],
  cities: LearnView | undefined,
): CheckOutcome[] {
  const whole = occurrences.find((view) => filterKey(view) === "");
  const states = new Set((readV2Cities(cities?.body) ?? []).flatMap((city) => city.stateId ?? []));
  if (whole === undefined || states.size === 0) return [];
  const parts = [...states].map((state) =>
    occurrences.find((view) => filterKey(view) === `idState=${state}`),
  );
  if (parts.some((part) => part === undefined)) return [];
  const found = parts as LearnView[];
  const outcome = checkPartition("v2.partition.states", whole, found, "itemCount per state");
  return witnessedBy([outcome], nonEmptyEvidence(found, 2, "fewer than two states with records"));
}
