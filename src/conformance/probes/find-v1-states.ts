import { pathOf } from "../../contract";
import { formatDay } from "../dates";
import type { QueryInput } from "../exchange";
import { readV1Rows, type V1Row } from "../read-body";
import type { ProbeContext } from "./probe-context";

/** The half-widths, in days, of the windows tried around the anchor day (widened). */
const SPANS = [3, 30, 365, 3650] as const;

/** The half-widths tried when the first window already reaches the v1 cap (narrowed). */
const NARROWER = [2, 1] as const;

/** Two v1 states that both have occurrences in a window (a third has some too), and its query. */
export interface V1StateWitness {
  readonly states: readonly string[];
  readonly near: QueryInput;
  /** The cities (cidade_id) with occurrences in that window: witnesses of cidade_id[]. */
  readonly cities: readonly string[];
}

/**
 * The witness of estado_id[]: a window around `anchor` in which at least three states (else
 * two) have occurrences (read from the server's own estado_id column), widened until one is
 * found; the seed picks two of those states. A server that honours only one value must answer
 * the union differently; one that ignores estado_id[] shows another state's rows, in the union
 * or in each state asked alone. Under a v1 cap (`cap`, one number for every list) a window whose
 * list reaches the cap is no whole set: wider ones are not tried, narrower ones are (down to a
 * day either side), so that the union and each state's list stay under the cap. Undefined when
 * no window tried has two such states.
 */
export async function findV1States(
  ctx: ProbeContext,
  anchor: number,
  cap?: number,
  stateIds: readonly string[] = [],
): Promise<V1StateWitness | undefined> {
  let two: V1StateWitness | undefined;
  const spans: number[] = [...SPANS];
  for (let span = spans.shift(); span !== undefined; span = spans.shift()) {
    const near = {
      "data_ocorrencia[gt]": formatDay(anchor - span),
      "data_ocorrencia[lt]": formatDay(anchor + span),
    };
    let rows = await rowsNear(ctx, near);
    if (cap !== undefined && rows.length >= cap) {
      // Cut at the cap: wider windows are cut too; narrower ones may fit, and so may the
      // states the cut list does not show, asked together in the same window.
      spans.splice(0, spans.length, ...NARROWER.filter((narrower) => narrower < span));
      const shown = new Set(rows.map((row) => String(row.estado_id)));
      const others = stateIds.filter((state) => !shown.has(state));
      if (others.length < 2) continue;
      rows = await rowsNear(ctx, { ...near, "estado_id[]": others });
      if (rows.length >= cap) continue;
    }
    const states = [...new Set(rows.map((row) => String(row.estado_id)))].sort();
    const cities = [...new Set(rows.map((row) => String(row.cidade_id)))].sort();
    // Three at best: the two chosen, and one left out that a server ignoring the filter shows
    // in the union; with two, each state asked alone shows the other.
    if (states.length < 2) continue;
    const found = { states: ctx.prng.shuffle(states).slice(0, 2), near, cities };
    if (states.length >= 3) return found;
    two ??= found;
  }
  return two;
}

/** The state and city of each v1 row a window (and its states, if named) lists; none on failure. */
async function rowsNear(ctx: ProbeContext, query: QueryInput): Promise<readonly V1Row[]> {
  // Only observed: what the window holds decides the witness, the checks come after.
  const exchange = await ctx.client.get(pathOf("v1-occurrences"), {
    ...query,
    "field[]": ["estado_id", "cidade_id"],
  });
  return exchange.status === 200 ? (readV1Rows(exchange.body) ?? []) : [];
}
