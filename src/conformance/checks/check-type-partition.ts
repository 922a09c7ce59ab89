import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import { type LooseOccurrence } from "../read-body";
import { hasAnyVictim } from "./check-occurrence-filters";
import { itemCountOf } from "./check-partition";

const CHECK = "v2.partition.type-occurrence";

/** The four counts of one scope (the whole, or a state): unfiltered and each typeOccurrence. */
export interface TypeCounts {
  readonly scope: string;
  readonly unfiltered: CheckInput;
  readonly withVictim: CheckInput;
  readonly withoutVictim: CheckInput;
  readonly all: CheckInput;
}

/** What the suite knows of the two readings of "with victims" (api-v2 4.1 does not say). */
export interface VictimReadings {
  /** withVictim's reading, when observed on the small set. */
  readonly withVictim?: "human" | "any";
  /** Some withoutVictim item has an animal victim: withoutVictim is "no human victim". */
  readonly withoutHasAnimal: boolean;
}

/**
 * typeOccurrence partitions its scope (api-v2 4.1): itemCount(all) = the unfiltered itemCount
 * (every reading), and itemCount(withVictim) + itemCount(withoutVictim) = itemCount(all) when
 * withoutVictim is the complement of withVictim. The spec names withVictim only and leaves "with
 * victims" open (human victims, or human or animal), so a server may read the two values
 * differently: withVictim human-or-animal with withoutVictim "no human victim" counts the
 * animal-only occurrences twice (sum above the whole); withVictim human-only with withoutVictim
 * "no victim at all" leaves them out (sum below). Such a difference is returned as an
 * observation; it fails only when the server's own answers rule that pairing out (withVictim
 * observed human-only yet the sum is above; observed human-or-animal, or a withoutVictim item
 * with an animal victim, yet the sum is below).
 */
export function checkTypePartition(
  counts: TypeCounts,
  readings: VictimReadings,
): { outcome?: CheckOutcome; observation?: string } {
  const [u, w, o, a] = [counts.unfiltered, counts.withVictim, counts.withoutVictim, counts.all].map(
    itemCountOf,
  );
  if (u === undefined || w === undefined || o === undefined || a === undefined) return {};
  const failures: Failure[] = [];
  if (a !== u) {
    failures.push(
      failure(
        CHECK,
        counts.all,
        `${counts.scope}: typeOccurrence=all does not count the whole set`,
        `itemCount ${u}, as without typeOccurrence`,
        `itemCount ${a}`,
      ),
    );
  }
  const d = w + o - u;
  const above = d > 0 && readings.withVictim !== "human";
  const below = d < 0 && readings.withVictim !== "any" && !readings.withoutHasAnimal;
  if (d !== 0 && !above && !below) {
    failures.push(
      failure(
        CHECK,
        counts.withoutVictim,
        `${counts.scope}: withVictim and withoutVictim do not add up to the whole`,
        `${u} (the unfiltered itemCount), or a difference only a pairing of the two readings of "with victims" explains, which this server's answers rule out (withVictim reads ${readings.withVictim ?? "undetermined"}; withoutVictim items with animal victims: ${readings.withoutHasAnimal ? "yes" : "none seen"})`,
        `${w} + ${o} = ${w + o}`,
      ),
    );
  }
  return {
    outcome: outcome(CHECK, failures),
    ...(d !== 0 && (above || below)
      ? {
          observation: `typeOccurrence (${counts.scope}): withVictim ${w} + withoutVictim ${o} = ${w + o}, the whole ${u}: the two values read "with victims" differently (${above ? "withVictim counts animal victims, withoutVictim means no human victim" : "withVictim counts human victims, withoutVictim means no victim at all"})`,
        }
      : {}),
  };
}

/**
 * withoutVictim ∧ a set whose items are all known (api-v2 4.1): under either reading its count
 * is the set's items without a human victim, or those without any victim; anything else is what
 * every reading forbids. Undefined when the answer states no count.
 */
export function checkTypeOnSet(
  exchange: CheckInput,
  items: readonly LooseOccurrence[],
): CheckOutcome | undefined {
  const seen = itemCountOf(exchange);
  if (seen === undefined) return undefined;
  const noHuman = items.filter((item) => (item.victimCount ?? 0) === 0).length;
  const none = items.filter((item) => !hasAnyVictim(item)).length;
  const human = (pageOf(exchange)?.items ?? []).filter(
    (item) => (item.victimCount ?? 0) > 0,
  ).length;
  const failures: Failure[] = [];
  if (seen !== noHuman && seen !== none) {
    failures.push(
      failure(
        CHECK,
        exchange,
        "typeOccurrence=withoutVictim ∧ a set read in full: not the set's items without victims",
        noHuman === none
          ? `${noHuman} (the set's items without a victim)`
          : `${noHuman} (without a human victim) or ${none} (without any victim)`,
        `itemCount ${seen}`,
      ),
    );
  }
  if (human > 0) {
    failures.push(
      failure(
        CHECK,
        exchange,
        "typeOccurrence=withoutVictim returns items with human victims",
        "no item with a human victim (every reading of 'with victims')",
        `${human} such item(s)`,
      ),
    );
  }
  return outcome(CHECK, failures);
}
