import { pathOf } from "../../contract";
import { pageOf, type ExchangeView } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import type { ServerChoices } from "./server-choices";
import type { ChoiceEvidence } from "./choice-evidence";

/**
 * Two states the run counted apart (an answer of `idState` alone, a page or a take beside it)
 * with different counts, the first the one counted first; undefined without two such.
 */
function twoCountedStates(
  ctx: ProbeContext,
): readonly [readonly [string, number], readonly [string, number]] | undefined {
  const counts = new Map<string, number>();
  for (const exchange of ctx.v2Occurrences) {
    if (exchange.status !== 200) continue;
    const names = exchange.query.map(([name]) => name);
    const states = exchange.query.filter(([name]) => name === "idState");
    if (states.length !== 1 || names.some((name) => !["idState", "take", "page"].includes(name)))
      continue;
    const count = pageOf(exchange)?.meta?.itemCount;
    const state = states[0]?.[1];
    if (state !== undefined && count !== undefined && !counts.has(state)) counts.set(state, count);
  }
  const [first, ...others] = [...counts];
  const second = others.find(([, count]) => count !== first?.[1]);
  return first === undefined || second === undefined ? undefined : [first, second];
}

/**
 * How a v2 parameter of one value reads when given twice (`idState=A&idState=B`): refused with a
 * 4xx, or read as its first or its last value, told by the count of two states the run counted
 * apart (one request). Not settled when the count is neither's, or no two states were counted
 * apart with different counts.
 */
export async function settleRepeatedValues(ctx: ProbeContext): Promise<{
  readonly choices: Pick<ServerChoices, "repeatedValues">;
  readonly evidence: readonly ChoiceEvidence[];
}> {
  const states = twoCountedStates(ctx);
  if (states === undefined) return { choices: {}, evidence: [] };
  const [[first, firstCount], [last, lastCount]] = states;
  const exchange: ExchangeView = await ctx.client.get(pathOf("v2-occurrences"), {
    idState: [first, last],
    take: 1,
  });
  const count = exchange.status === 200 ? pageOf(exchange)?.meta?.itemCount : undefined;
  const repeatedValues: ServerChoices["repeatedValues"] =
    exchange.status >= 400 && exchange.status < 500
      ? "refused"
      : count === firstCount
        ? "first"
        : count === lastCount
          ? "last"
          : undefined;
  return {
    choices: repeatedValues === undefined ? {} : { repeatedValues },
    evidence: [
      {
        name: "a repeated value",
        reading:
          repeatedValues === undefined
            ? `not settled (HTTP ${exchange.status}${count === undefined ? "" : `, ${count} items, neither state's ${firstCount} nor ${lastCount}`})`
            : repeatedValues === "refused"
              ? `refused (HTTP ${exchange.status})`
              : `read as its ${repeatedValues} value`,
        exchange,
      },
    ],
  };
}
