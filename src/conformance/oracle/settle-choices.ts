import type { ProbeContext } from "../probes/probe-context";
import { choiceObservation } from "./choice-evidence";
import type { ServerChoices } from "./server-choices";
import { settleV1Choices } from "./settle-v1-choices";
import { settleV2BoundsAlone } from "./settle-v2-bounds-alone";
import { settleV2Choices, type Settled } from "./settle-v2-choices";

/** Which versions' choices to settle (both by default). */
export interface SettleScope {
  readonly v1?: boolean;
  readonly v2?: boolean;
}

/** The largest take the bound-alone pages are asked with. */
const BOUNDS_ALONE_TAKE = 100;

/** The v2 choices, then each date bound alone against beside the other (settleV2BoundsAlone). */
async function withBoundsAlone(ctx: ProbeContext, v2: Settled): Promise<Settled> {
  const served = (v2.choices as Pick<ServerChoices, "maxTake">).maxTake?.take;
  const alone = await settleV2BoundsAlone(
    ctx,
    Math.min(served ?? BOUNDS_ALONE_TAKE, BOUNDS_ALONE_TAKE),
  );
  return { choices: v2.choices, evidence: [...v2.evidence, ...alone.evidence] };
}

/**
 * Settles every reading the spec leaves open (ServerChoices), each once: what the run's probes
 * already classified (`ctx.learned`: bound days, the victim reading, the v1 cap and zone; the
 * defaults from the unfiltered first page), the rest by targeted requests (the victim reading
 * the probes left open is read once the mirror is: settleVictimReading) (at most 20, never
 * judged: a refusal is a reading too). Each choice is reported once as an observation (topic
 * `choices`) with its evidence; one the requests could not settle stays undefined, and the
 * oracle then judges only what does not depend on it. Then each date bound of each version is
 * asked alone and beside the other bound (four requests a version): a server that reads a bound
 * otherwise alone fails the version's dates rule (the oracle judges both bounds only).
 */
export async function settleChoices(
  ctx: ProbeContext,
  scope: SettleScope = {},
): Promise<ServerChoices> {
  ctx.phase("choices");
  const empty: Settled = { choices: {}, evidence: [] };
  const [v2, v1] = await Promise.all([
    scope.v2 === false
      ? empty
      : settleV2Choices(ctx).then((settled) => withBoundsAlone(ctx, settled)),
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
  const choices = { ...v2.choices, ...victims.choices, ...v1.choices } as ServerChoices;
  // The late probes read v1 bounds as settled here.
  if (choices.v1Bounds !== undefined) ctx.learned.v1Bounds = choices.v1Bounds;
  return choices;
}
