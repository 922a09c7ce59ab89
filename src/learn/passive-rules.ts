import type { CheckId } from "../conformance/checks-entry";

/**
 * The rules of conform's catalogue that `learn` does not judge on a capture, each with why: they
 * need a request conform sends on purpose, a response header the capture readers do not keep
 * for learn, or answers joined in a way a session seldom holds. They are not-applicable in the
 * coverage; every other rule is judged on the exchanges that witness it.
 */
export const NOT_JUDGED_PASSIVELY: Readonly<Partial<Record<CheckId, string>>> = {
  "v2.status": "a capture holds the requests its user sent, valid or not: conform sends valid ones",
  "v1.status": "a capture holds the requests its user sent, valid or not: conform sends valid ones",
  "v2.schema": "shapes are judged as learn.schema (clustered into departures)",
  "v1.schema": "shapes are judged as learn.schema (clustered into departures)",
  "v2.content-type": "learn reads the bodies of a capture, not its response headers",
  "v1.content-type": "learn reads the bodies of a capture, not its response headers",
  "v2.paging.large-take": "needs a take above the maximum, which conform sends on purpose",
  "v2.partition.cities": "needs the counts of a state's cities split in groups, which conform asks",
  "v2.partition.type-occurrence": "needs both typeOccurrence values and all, which conform asks",
  "v2.partition.dates": "needs a window split in two, which conform asks",
  "v2.cities.bare-query": "needs a bare ? sent raw, which conform sends",
  "cross.occurrence-count":
    "needs both versions' counts of one city and window, which conform asks",
  "cross.dates": "needs both versions' rows of one city in a quiet window, which conform asks",
};

/** Why a rule learn judges was not applied: the capture holds no answer it applies to. */
export const NOTHING_TO_JUDGE = "the capture holds no answer this rule applies to";
