/**
 * The bytes of answers the proxy holds for validation at once, across all connections: each
 * answer takes from it as its chunks arrive and gives back once inspected and recorded. An
 * answer that finds the budget spent is relayed whole but not validated, so memory stays
 * bounded however many large answers are in flight.
 */
export interface BodyBudget {
  /** Takes `bytes` from the budget; false (nothing taken) when fewer are left. */
  take(bytes: number): boolean;
  /** Gives `bytes` back. */
  give(bytes: number): void;
}

/** The default --max-body-total: 128 MiB held at once across all answers. */
export const DEFAULT_MAX_BODY_TOTAL = 128 * 1024 * 1024;

/** A budget of `total` bytes. */
export function createBodyBudget(total: number): BodyBudget {
  let left = total;
  return {
    take(bytes) {
      if (bytes > left) return false;
      left -= bytes;
      return true;
    },
    give(bytes) {
      left = Math.min(total, left + bytes);
    },
  };
}

/** A share of a budget: what it takes is counted, and `release` gives back all it still holds. */
export interface HeldBudget extends BodyBudget {
  /** Gives back everything still held. */
  release(): void;
}

/** A share of `budget` for one exchange. */
export function holdFrom(budget: BodyBudget): HeldBudget {
  let held = 0;
  return {
    take(bytes) {
      if (!budget.take(bytes)) return false;
      held += bytes;
      return true;
    },
    give(bytes) {
      const back = Math.min(bytes, held);
      held -= back;
      budget.give(back);
    },
    release() {
      budget.give(held);
      held = 0;
    },
  };
}
