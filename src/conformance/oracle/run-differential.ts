import type { QueryPairs } from "../check-input";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import type { ExchangeView } from "../exchange";
import { failedRequestReason, isUnanswered } from "../failed-answer";
import type { HttpClient } from "../http-client";
import type { CoveredOperation } from "../rules";
import type { SeededRandom } from "../../seeded-random";
import { certainDraws } from "./certain-draws";
import { deriveQuery } from "./derive-query";
import { drawQuery, type DrawnQuery } from "./draw-query";
import {
  coverPairs,
  effectiveParameters,
  steerable,
  pairCoverage,
  steerToPair,
  uncoveredPairs,
} from "./effective-pairs";
import { groupDifferences, type DifferenceFound, type DifferenceGroup } from "./group-differences";
import { mirrorFacts } from "./mirror-facts";
import type { Difference, Expected, Oracle } from "./oracle";
import { requestLine, sendDrawnQuery } from "./send-drawn-query";
import { shrinkQuery, type ShrinkTry } from "./shrink-query";

/**
 * The requests the differential run sends by default (certain draws, seeded draws and their
 * shrinking).
 */
export const DIFF_REQUESTS = 344;

/** The requests kept out of the seeded draws: the certain draws' (what they leave, shrinking's). */
const CERTAIN_REQUESTS = 58;

/** The most smaller queries tried to shrink one difference. */
export const SHRINK_TRIES = 16;

/** The most differences of one operation and aspect shrunk (the rest are grouped by them). */
const SHRUNK_PER_ASPECT = 2;

/** The failed answers kept for the status checks (the first ones). */
const FAILED_KEPT = 10;

/** Queries sent at once while drawing (shrinking goes one query at a time). */
const BATCH = 4;

/** How often a query is a near duplicate of one sent before (a value changed, added, dropped). */
const NEAR_DUPLICATES = 0.3;

/** The queries sent kept to derive near duplicates from (the latest ones). */
const KEPT_SENT = 40;

/**
 * The most queries drawn (no request: the oracle judges them first) to find one that sends a
 * parameter not yet exercised on a non-empty expected answer, per query sent in the second half
 * of the drawing.
 */
const STEER_DRAWS = 40;

/** How often each operation is drawn, by weight. */
const WEIGHTS: Readonly<Record<CoveredOperation, number>> = {
  "v2-occurrences": 4,
  "v2-cities": 2,
  "v1-occurrences": 3,
  "v1-cities": 2,
};

/** What the differential run did for one operation. */
export interface OperationRun {
  readonly operation: CoveredOperation;
  /** Answers compared with their expected answer. */
  readonly compared: number;
  /** Drawn queries the oracle could not judge (not sent). */
  readonly outside: number;
  /**
   * Why a request failed (HTTP 5xx, no answer), for the first one that did: it was not compared.
   */
  readonly failed?: string;
  /** Each parameter sent on a query whose expected answer lists something: the first such query. */
  readonly exercised: ReadonlyMap<string, string>;
  /** The differences found, grouped by fingerprint. */
  readonly groups: readonly DifferenceGroup[];
  /**
   * The pairs of documented parameters (`a + b`) no query sent with both effective on an
   * expected answer listing something: none could be drawn on this server's data.
   */
  readonly uncoveredPairs?: readonly string[];
}

/** What the differential run did. */
export interface DifferentialResult {
  readonly runs: readonly OperationRun[];
  /**
   * The first answers that failed (HTTP 5xx, no answer), a tried-again attempt included: not
   * compared, and for the status checks to judge.
   */
  readonly failedAnswers: readonly ExchangeView[];
  /** The requests it sent. */
  readonly requests: number;
}

/** How to run it. */
export interface DifferentialOptions {
  readonly client: HttpClient;
  readonly oracle: Oracle;
  readonly prng: SeededRandom;
  /** The operations to draw queries of (those the server serves). */
  readonly operations: readonly CoveredOperation[];
  /** The most requests to send, shrinking included (default DIFF_REQUESTS). */
  readonly requests?: number;
  /** Whether the certain draws go first (default true; false: the seeded draws alone). */
  readonly certain?: boolean;
}

interface Tally {
  compared: number;
  outside: number;
  failed?: string;
  readonly exercised: Map<string, string>;
  readonly found: DifferenceFound[];
}

/**
 * The differential run: seeded queries over every documented parameter of each operation, drawn
 * inside the mirror's window, each answer compared exactly with the oracle's expected one. A
 * difference is shrunk to a minimal query (while the budget lasts) and findings are grouped by
 * fingerprint. Drawing stops when what is left of `requests` is what shrinking needs.
 */
export async function runDifferential(options: DifferentialOptions): Promise<DifferentialResult> {
  const { client, oracle, prng, operations } = options;
  const budget = options.requests ?? DIFF_REQUESTS;
  const drawLimit = budget - Math.min(CERTAIN_REQUESTS, Math.floor(budget / 4));
  const facts = mirrorFacts(oracle.mirror);
  const tallies = new Map<CoveredOperation, Tally>(
    operations.map((operation) => [
      operation,
      { compared: 0, outside: 0, exercised: new Map(), found: [] },
    ]),
  );
  const shrunk = new Map<string, number>();
  const pairs = pairCoverage(operations);
  let answersTold = false;
  let sent = 0;

  const weighted = operations.flatMap((operation) =>
    Array<CoveredOperation>(WEIGHTS[operation]).fill(operation),
  );
  const expectOf = (drawn: Pick<DrawnQuery, "operation" | "query" | "projected">) =>
    oracle.expect({
      operation: drawn.operation,
      query: drawn.query,
      ...(drawn.projected === undefined ? {} : { projected: drawn.projected }),
    });
  const failedAnswers: ExchangeView[] = [];
  const send = async (drawn: DrawnQuery): Promise<ExchangeView> => {
    sent += 1;
    const exchange = await sendDrawnQuery(client, drawn);
    // A failed attempt tried again spent a request of the budget too (a healthy server has none).
    if (client.failedAttempt(exchange) !== undefined) sent += 1;
    for (const answer of [client.failedAttempt(exchange), exchange])
      if (answer !== undefined && isUnanswered(answer) && failedAnswers.length < FAILED_KEPT)
        failedAnswers.push(answer);
    return exchange;
  };

  /** `certain`: a certain draw, compared but no witness (the seeded draws steer by witnesses). */
  const judge = async (
    drawn: DrawnQuery,
    expected: Expected,
    exchange: ExchangeView,
    certain = false,
  ): Promise<void> => {
    const tally = tallies.get(drawn.operation)!;
    if (!expected.inside) return;
    if (isUnanswered(exchange)) {
      tally.failed ??= failedRequestReason(requestLine(drawn), exchange);
      return;
    }
    tally.compared += 1;
    const differences = expected.expectation.differences(exchange);
    const { nonEmpty } = expected.expectation;
    if (nonEmpty && !certain)
      for (const [name] of drawn.query)
        if (!tally.exercised.has(name)) tally.exercised.set(name, requestLine(drawn));
    // An oracle without canonical answers cannot tell effective parameters: no pair steering.
    if (expected.expectation.answer !== undefined) answersTold = true;
    // A projected query judges part of its answer: it tells no parameter effective.
    const effective =
      drawn.projected === true
        ? []
        : effectiveParameters(oracle, drawn, expected.expectation, facts);
    const names = [...new Set(drawn.query.map(([name]) => name))];
    coverPairs(pairs.get(drawn.operation)!, effective, names, nonEmpty, requestLine(drawn));
    const [first] = differences;
    if (first === undefined) return;
    const key = `${drawn.operation} ${first.aspect}`;
    const shrinkable = (shrunk.get(key) ?? 0) < SHRUNK_PER_ASPECT && sent < budget;
    if (!shrinkable) {
      tally.found.push({
        operation: drawn.operation,
        difference: first,
        differences,
        query: drawn.query,
        drawn: drawn.query,
        exchange,
      });
      return;
    }
    shrunk.set(key, (shrunk.get(key) ?? 0) + 1);
    let minimal: {
      exchange: ExchangeView;
      difference: Difference;
      differences: readonly Difference[];
    } = { exchange, difference: first, differences };
    const attempt = async (query: QueryPairs): Promise<ShrinkTry> => {
      if (sent >= budget) return "unjudged";
      const smaller = { ...drawn, query };
      const again = expectOf(smaller);
      if (!again.inside) return "unjudged";
      const answer = await send(smaller);
      if (isUnanswered(answer)) return "unjudged";
      const all = again.expectation.differences(answer);
      const same = all.find((d) => d.aspect === first.aspect);
      if (same === undefined) return "agrees";
      minimal = {
        exchange: answer,
        difference: same,
        differences: [same, ...all.filter((d) => d !== same)],
      };
      return "differs";
    };
    const result = await shrinkQuery(drawn.query, attempt, SHRINK_TRIES);
    tally.found.push({
      operation: drawn.operation,
      difference: minimal.difference,
      differences: minimal.differences,
      query: result.query,
      drawn: drawn.query,
      causes: result.causes,
      exchange: minimal.exchange,
    });
  };

  const sentQueries: DrawnQuery[] = [];
  /** The requests the certain draws took (their shrinking included). */
  let certainSent = 0;

  /** The documented parameters of an operation not yet sent on a non-empty expected answer. */
  const missingOf = (operation: CoveredOperation): string[] =>
    DOCUMENTED_PARAMETERS[operation].filter((name) => !tallies.get(operation)!.exercised.has(name));
  /**
   * In the second half of the drawing, a query of an operation whose rule is not witnessed yet
   * that sends a missing parameter on a non-empty expected answer (the first of STEER_DRAWS
   * draws), so the seed's luck does not leave a rule unwitnessed; undefined when none is found.
   */
  const steered = (pending: readonly DrawnQuery[]): DrawnQuery | undefined => {
    if (sent - certainSent < drawLimit / 2) return undefined;
    const wanting = operations.filter((operation) =>
      missingOf(operation).some(
        (name) =>
          !pending.some((drawn) => drawn.operation === operation && hasName(drawn.query, name)),
      ),
    );
    if (wanting.length === 0) return undefined;
    for (let tries = 0; tries < STEER_DRAWS; tries += 1) {
      const operation = prng.pick(wanting);
      const drawn = drawQuery(operation, prng, facts, oracle.choices);
      const missing = missingOf(operation);
      if (!missing.some((name) => hasName(drawn.query, name))) continue;
      const expected = expectOf(drawn);
      if (expected.inside && expected.expectation.nonEmpty) return drawn;
    }
    return undefined;
  };

  /**
   * In the second half of the drawing, a query sending a pair of documented parameters not yet
   * sent together with both effective (effective-pairs.ts), so a parameter ignored or read
   * otherwise only beside another one shows whatever the seed.
   */
  const pairSteered = (pending: readonly DrawnQuery[]): DrawnQuery | undefined => {
    if (sent - certainSent < drawLimit / 2 || !answersTold) return undefined;
    const wanting = operations.filter((operation) => steerable(operation, pairs.get(operation)!));
    if (wanting.length === 0) return undefined;
    const operation = prng.pick(wanting);
    return steerToPair(oracle, prng, facts, operation, pairs.get(operation)!, pending);
  };

  // The certain draws first, one at a time (a pair of them is sent in order), out of what
  // shrinking keeps. The seeded draws after them are those a run without them sends: no near
  // duplicate is derived from a certain draw, and none is a witness (steering reads those).
  const reserve = budget - drawLimit;
  const countOf = (query: QueryPairs): number | undefined => {
    const expected = expectOf({ operation: "v2-occurrences", query });
    return expected.inside ? expected.expectation.itemCount : undefined;
  };
  const certain =
    options.certain === false ? [] : certainDraws(facts, oracle.choices, operations, countOf);
  for (const drawn of certain) {
    if (sent >= Math.min(reserve, drawLimit)) break;
    const expected = expectOf(drawn);
    if (!expected.inside) {
      tallies.get(drawn.operation)!.outside += 1;
      continue;
    }
    await judge(drawn, expected, await send(drawn), true);
  }
  certainSent = sent;
  const seededLimit = Math.min(budget, drawLimit + certainSent);

  // Queries the oracle cannot judge cost no request; a bound keeps a narrow mirror from looping.
  for (let draws = 0; sent < seededLimit && draws < budget * 20 && weighted.length > 0;) {
    const batch: { readonly drawn: DrawnQuery; readonly expected: Expected }[] = [];
    while (batch.length < Math.min(BATCH, seededLimit - sent) && draws < budget * 20) {
      draws += 1;
      const drawn =
        steered(batch.map((entry) => entry.drawn)) ??
        pairSteered(batch.map((entry) => entry.drawn)) ??
        (sentQueries.length > 0 && prng.chance(NEAR_DUPLICATES)
          ? deriveQuery(prng.pick(sentQueries), prng, facts, oracle.choices)
          : drawQuery(prng.pick(weighted), prng, facts, oracle.choices));
      const expected = expectOf(drawn);
      if (expected.inside) batch.push({ drawn, expected });
      else tallies.get(drawn.operation)!.outside += 1;
    }
    const answers = await Promise.all(batch.map(({ drawn }) => send(drawn)));
    sentQueries.push(...batch.map(({ drawn }) => drawn));
    sentQueries.splice(0, Math.max(0, sentQueries.length - KEPT_SENT));
    for (const [i, { drawn, expected }] of batch.entries())
      await judge(drawn, expected, answers[i]!);
  }

  return {
    runs: [...tallies].map(([operation, tally]) => ({
      operation,
      compared: tally.compared,
      outside: tally.outside,
      ...(tally.failed === undefined ? {} : { failed: tally.failed }),
      exercised: tally.exercised,
      groups: groupDifferences(tally.found),
      uncoveredPairs: uncoveredPairs(operation, pairs.get(operation)!),
    })),
    failedAnswers,
    requests: sent,
  };
}

/** Whether a query sends a parameter of that name. */
function hasName(query: QueryPairs, name: string): boolean {
  return query.some(([sent]) => sent === name);
}
