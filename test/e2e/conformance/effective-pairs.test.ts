// In process (no socket): in the end-to-end tier for its time, eight whole conform runs.
import { onRequest } from "../../conformance/broken/answers";
import { brokenStateless } from "../../conformance/broken/oracle-case";
import { brokenOutcome } from "../../conformance/broken/oracle-outcome";
import { SEEDS } from "../../conformance/broken/run-case";

/**
 * A breakage of the class "X ignored only when Y comes with it" on a pair no catalogue server
 * names: `order` dropped whenever `typeOccurrence` is sent (whatever its value, `all` included).
 * Random draws miss it on some seeds (order=DESC beside an effective typeOccurrence is rare, and
 * on seeds where typeOccurrence is never effective only `x beside y` coverage reaches it); the
 * differential run's steering to pairs of parameters not yet effective together catches it.
 */
const ORDER_IGNORED_BESIDE_TYPE = brokenStateless(
  "order ignored when typeOccurrence comes with it",
  ["v2.oracle.occurrences"],
  onRequest("v2-occurrences", (query) => {
    if (query.has("typeOccurrence")) query.delete("order");
  }),
);

describe("the differential run's steering to effective pairs of parameters", () => {
  test.each(SEEDS)(
    "seed %i: order ignored only beside typeOccurrence fails v2.oracle.occurrences",
    async (seed) => {
      const outcome = await brokenOutcome(ORDER_IGNORED_BESIDE_TYPE, seed);
      expect(outcome.failed).toContain("v2.oracle.occurrences");
      expect(outcome.caught).toBe(true);
    },
  );
});
