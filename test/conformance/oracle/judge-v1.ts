import type { CheckInput } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import type { Expectation } from "../../../src/conformance/oracle/oracle";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { askV1Of, v1MirrorOfMock, type AskV1 } from "./v1-mirror-of-mock";
import type { V1TestQuery } from "./v1-test-queries";
import { TEST_WINDOW, v1TestHandler, type V1TestServer } from "./v1-test-servers";

/** A server of the tests: how to ask it, and its mirror (read from its uncapped twin). */
export async function serveV1(server: V1TestServer): Promise<{ ask: AskV1; mirror: Mirror }> {
  const uncapped = { ...server.settings, v1MaxRows: undefined };
  const ask = askV1Of(v1TestHandler(server.profile, server.settings), server.breakage);
  const twin = askV1Of(v1TestHandler(server.profile, uncapped), server.breakage);
  return { ask, mirror: await v1MirrorOfMock(twin, TEST_WINDOW) };
}

/** A query the oracle judged inside, its expectation and the server's answer. */
export interface JudgedV1 {
  readonly query: V1TestQuery;
  readonly expectation: Expectation;
  readonly seen: CheckInput;
}

/** Asks every query the oracle judges inside, each with its expectation. */
export async function judgeV1(
  ask: AskV1,
  mirror: Mirror,
  choices: ServerChoices,
  queries: readonly V1TestQuery[],
): Promise<JudgedV1[]> {
  const oracle = createOracle(mirror, choices);
  const judged: JudgedV1[] = [];
  for (const query of queries) {
    const expected = oracle.expect({ operation: query.operation, query: query.pairs });
    if (!expected.inside) continue;
    const seen = await ask(query.operation, query.pairs, query.form);
    judged.push({ query, expectation: expected.expectation, seen });
  }
  return judged;
}

/** The differing answers, each as its URL and differences (empty when all agree). */
export function differing(judged: readonly JudgedV1[]): string[] {
  return judged.flatMap(({ expectation, seen }) => {
    const differences = expectation.differences(seen);
    return differences.length === 0 ? [] : [`${seen.url}: ${JSON.stringify(differences)}`];
  });
}

/** The aspects of the differences of every answer, each once. */
export function aspectsOf(judged: readonly JudgedV1[]): string[] {
  const aspects = judged.flatMap(({ expectation, seen }) =>
    expectation.differences(seen).map((difference) => difference.aspect),
  );
  return [...new Set(aspects)].sort();
}

/** The same answers judged again with other choices (no request sent again). */
export function rejudgeV1(
  judged: readonly JudgedV1[],
  mirror: Mirror,
  choices: ServerChoices,
): JudgedV1[] {
  const oracle = createOracle(mirror, choices);
  return judged.flatMap(({ query, seen }) => {
    const expected = oracle.expect({ operation: query.operation, query: query.pairs });
    return expected.inside ? [{ query, expectation: expected.expectation, seen }] : [];
  });
}
