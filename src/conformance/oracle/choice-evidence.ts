import type { ExchangeView } from "../exchange";
import type { Observation } from "../outcome";

/** One settled choice as the report states it: its name, its reading and what showed it. */
export interface ChoiceEvidence {
  readonly name: string;
  readonly reading: string;
  readonly exchange?: ExchangeView;
}

/**
 * A settled choice as the one observation it is reported as (topic `choices`, `choice: ` first).
 */
export function choiceObservation(evidence: ChoiceEvidence): Observation {
  return {
    topic: "choices",
    text: `choice: ${evidence.name}: ${evidence.reading}`,
    ...(evidence.exchange === undefined ? {} : { exchange: evidence.exchange }),
  };
}
