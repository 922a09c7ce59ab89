import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { type LooseOccurrence } from "../read-body";

const CHECK = "v2.paging.reverse";

/** The items of pages in page order, as [id, time] (items without either are left out). */
function sequenceOf(pages: readonly CheckInput[]): { id: string; time: number }[] {
  return pages.flatMap((page) =>
    (pageOf(page)?.items ?? []).flatMap((item: LooseOccurrence) =>
      item.id === undefined || item.time === undefined ? [] : [{ id: item.id, time: item.time }],
    ),
  );
}

/** Runs of equal time, each as its sorted ids: ties whose order the spec leaves open. */
function runsOf(sequence: readonly { id: string; time: number }[]): string[] {
  const runs: { time: number; ids: string[] }[] = [];
  for (const item of sequence) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.time === item.time) last.ids.push(item.id);
    else runs.push({ time: item.time, ids: [item.id] });
  }
  return runs.map((run) => `${new Date(run.time).toISOString()} {${run.ids.sort().join(", ")}}`);
}

/**
 * One set read to its end in order=ASC and in order=DESC (api-v2 4.1, 8): the DESC sequence is
 * the ASC sequence reversed. Where a server breaks ties the same way both ways the reverse is
 * exact; where ties may come in any order (the spec orders by date only), items of equal date
 * are compared as sets, so only what every tie order forbids fails: an item missing, added,
 * repeated or out of date order in one direction.
 */
export function checkReverse(
  ascending: readonly CheckInput[],
  descending: readonly CheckInput[],
): CheckOutcome {
  const asc = runsOf(sequenceOf(ascending));
  const desc = runsOf([...sequenceOf(descending)].reverse());
  const at = asc.findIndex((run, i) => desc[i] !== run);
  if (at === -1 && asc.length === desc.length) return outcome(CHECK, []);
  const index = at === -1 ? Math.min(asc.length, desc.length) : at;
  const shown = descending[descending.length - 1] ?? ascending[0];
  if (shown === undefined) return outcome(CHECK, []);
  return outcome(CHECK, [
    failure(
      CHECK,
      shown,
      "order=DESC read to its end is not the order=ASC sequence reversed",
      `date group ${index + 1} (from the oldest) as in ASC: ${asc[index] ?? "none (ASC ends here)"}`,
      `DESC, reversed, has ${desc[index] ?? "none (DESC ends here)"}`,
    ),
  ]);
}
