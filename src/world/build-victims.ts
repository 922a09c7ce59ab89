import type { ReasonName, Victim } from "../generated/types";
import { buildVictim } from "./build-victim";
import type { FakeContext } from "./fake-context";

/** Chance that an occurrence (of a reason that does not force one) has no human victim. */
const NO_VICTIM = 0.55;
/** Chance of each further victim once there is one. */
const ONE_MORE = 0.35;
const MAX_VICTIMS = 8;
const DEAD = 0.45;

/** What the victims of an occurrence depend on. */
export interface VictimsOf {
  readonly occurrenceId: string;
  readonly time: number;
  readonly mainReason: ReasonName;
  /** Police work (Ação policial, Operação policial): agents are hit more often. */
  readonly policeWork: boolean;
  /** The occurrence's source of shapes (further list items), apart from its values' source. */
  readonly shapes: FakeContext;
}

/**
 * The human victims of an occurrence. Many occurrences have none; an Execução has at least one
 * death (its first victim) and a Suicídio exactly one victim; agents are more likely in police
 * work.
 */
export function buildVictims(ctx: FakeContext, of: VictimsOf): Victim[] {
  const { random } = ctx;
  const execution = of.mainReason === "Execução";
  let count: number;
  if (of.mainReason === "Suicídio") count = 1;
  else if (!execution && random.chance(NO_VICTIM)) count = 0;
  else {
    count = 1;
    while (count < MAX_VICTIMS && random.chance(ONE_MORE)) count++;
  }
  const victims: Victim[] = [];
  for (let i = 0; i < count; i++) {
    const dead = (execution && i === 0) || random.chance(DEAD);
    const agent = random.chance(of.policeWork ? 0.25 : 0.05);
    const role = { occurrenceId: of.occurrenceId, time: of.time, dead, agent };
    victims.push(buildVictim(ctx, role, of.shapes));
  }
  return victims;
}
