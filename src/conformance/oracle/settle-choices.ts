import type { ProbeContext } from "../probes/probe-context";
import { choiceObservation } from "./choice-evidence";
import type { ServerChoices } from "./server-choices";
import { settleV1Choices } from "./settle-v1-choices";
import { settleV2Choices, type Settled } from "./settle-v2-choices";

/** Which versions' choices to settle (both by default). */
export interface SettleScope {
  readonly v1?: boolean;
  readonly v2?: boolean;
}

/**
 * Settles every reading the spec leaves open (ServerChoices), each once: what the run's probes
 * already classified (`ctx.learned`: bound days, the victim reading, the v1 cap and zone; the
 * defaults from the unfiltered first page), the rest by targeted requests (the victim reading
 * the probes left open is read once the mirror is: settleVictimReading) (at most 20, never
 * judged: a refusal is a reading too). Each choice is reported once as an observation (topic
 * `choices`) with its evidence; one the requests could not settle stays undefined, and the
 * oracle then judges only what does not depend on it.
 */
export async function settleChoices(
  ctx: ProbeContext,
  scope: SettleScope = {},
): Promise<ServerChoices> {
  ctx.phase("choices");
  const empty: Settled = { choices: {}, evidence: [] };
  const [v2, v1] = await Promise.all([
    scope.v2 === false ? empty : settleV2Choices(ctx),
    scope.v1 === false ? empty : settleV1Choices(ctx),
  ]);
  const victimReading = ctx.learned.victimReading;
  const victims: Settled = {
    choices: victimReading === undefined ? {} : { victimReading },
    // Left open by the probes, it is read from the mirror (settleVictimReading).
    evidence:
      scope.v2 === false || victimReading === undefined
        ? []
        : [
            {
              name: "typeOccurrence=withVictim",
              reading: victimReading === "human" ? "human victims only" : "human or animal victims",
            },
          ],
  };
  for (const evidence of [...v2.evidence, ...victims.evidence, ...v1.evidence])
    ctx.ledger.observe(choiceObservation(evidence));
  return { ...v2.choices, ...victims.choices, ...v1.choices } as ServerChoices;
}
