/**
 * Conformance's checks, for a room that judges answers it did not send (`learn` over a
 * capture): the one way into src/conformance besides `index.ts` (the run). Every check is a
 * pure function of `CheckInput`s (method, URL, contract path, query, status, headers, parsed
 * body), which a live answer (conform's `ExchangeView`) and a captured one both fill; its
 * outcomes go into a `CheckTally` (checks, coverage), which knows nothing of a run's header.
 * Another room imports from here or from `index.ts`, never a file behind them (lint refuses
 * it: eslint.config.mjs, ARCHITECTURE.md).
 */

// What a check reads, what it gives, and the tally of what it gave.
export type { CheckInput, QueryPairs } from "./check-input";
export { queryValue, queryValues } from "./exchange";
export { CHECKS, type CheckId } from "./check-catalogue";
export { RULES, type LearnJudgement, type Rule } from "./rules";
export { EXCHANGE_KINDS, specColumns, type ExchangeKind } from "./inspect-exchange";
export { failure, outcome, witnessedBy, type CheckOutcome, type Failure } from "./outcome";
export { CheckTally, type TallyResult } from "./check-tally";
export { CHECK_STATUSES, type CheckResult, type Verdict } from "./report";
export { recomputeCoverage, type CoverageEntry } from "./coverage";

// Evidence: the query that witnesses a rule, or why none does.
export { nonEmptyEvidence, queryOf, withAnswerEvidence } from "./answer-evidence";

// The body readers the checks read answers with (lenient: a wrong field is undefined).
export { readV1Rows, readV2Cities, readV2Page, v1RowTime } from "./read-body";
export { boundDaysRange, possibleRange } from "./dates";
export { foldName } from "./text";

// One answer alone.
export { checkV2Page } from "./checks/check-v2-page";
export { checkV1Counts } from "./checks/check-v1-counts";
export { checkV1Definitions } from "./checks/check-v1-definitions";
export { checkV1Fields } from "./checks/check-v1-fields";
export { checkV1CityFilters, checkV1OccurrenceFilters, v1Window } from "./checks/check-v1-filters";
export { hasAnyVictim, v2Window } from "./checks/check-occurrence-filters";
export { rawItems } from "./checks/check-records";

// Several answers together.
export { checkCitiesFilters } from "./checks/check-cities-filters";
export { checkConcatenation } from "./checks/check-concatenation";
export { checkV1Rows, checkV2Resources } from "./checks/check-consistency";
export { checkCrossRecords } from "./checks/check-cross-records";
export { checkSeenPairs } from "./checks/check-seen-pairs";
export { seenPairs, seenV2Records } from "./checks/seen-pairs";
export { checkCrossCities } from "./checks/check-cross-version";
export { checkItemCountStable, filterKey } from "./checks/check-item-count-stable";
export { checkTakeAgreement } from "./checks/check-take-agreement";
export { checkNestedIds } from "./checks/check-nested-ids";
export { checkNarrowing } from "./checks/check-narrowing";
export { checkPartition } from "./checks/check-partition";
export { checkCityState, checkRecordsStable } from "./checks/check-records-across";
export { checkRepeatable } from "./checks/check-repeatable";
export { checkReverse } from "./checks/check-reverse";
export { checkSequence } from "./checks/check-sequence";
export { checkV1Partition } from "./checks/check-v1-partition";

// The coverage map as the console and HTML reports show it.
export { renderCoverageShort } from "./reporters/console-coverage";
export { coverageHtmlTable } from "./reporters/coverage-html-table";
