import { isUnanswered } from "../failed-answer";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { ProbeContext } from "../probes/probe-context";
import { choiceObservation, type ChoiceEvidence } from "./choice-evidence";
import { createOracle } from "./create-oracle";
import type { DrawnQuery } from "./draw-query";
import type { Expectation } from "./oracle";
import type { Mirror, MirrorRecord } from "./mirror";
import { mirrorFacts, textOf } from "./mirror-facts";
import { readMirrorOccurrence } from "./read-mirror-occurrence";
import { sendDrawnQuery } from "./send-drawn-query";
import type { ServerChoices } from "./server-choices";

type VictimReading = NonNullable<ServerChoices["victimReading"]>;

const NAME = "typeOccurrence=withVictim";

/** The cities of animal-only records weighed for the deciding query, at most. */
const MAX_CITIES = 20;

const READINGS: Readonly<Record<VictimReading, string>> = {
  human: "human victims only",
  any: "human or animal victims",
};

/** The mirror's records with animal victims and no human one: where the two readings differ. */
function animalOnly(mirror: Mirror): MirrorRecord[] {
  return mirror.v2Occurrences.filter((record) => {
    const read = readMirrorOccurrence(record);
    return !("unread" in read) && read.animalVictim && !read.humanVictim;
  });
}

/** The expected answer under each reading, when both are inside the oracle's window. */
function expectedByReading(
  mirror: Mirror,
  choices: ServerChoices,
  drawn: DrawnQuery,
): Map<VictimReading, Expectation> | undefined {
  const expected = new Map<VictimReading, Expectation>();
  for (const reading of Object.keys(READINGS) as VictimReading[]) {
    const answer = createOracle(mirror, { ...choices, victimReading: reading }).expect(drawn);
    if (!answer.inside) return undefined;
    expected.set(reading, answer.expectation);
  }
  return expected;
}

/**
 * The query that tells the readings apart: withVictim on the city of a record with animal
 * victims only, over the whole window, in one page when a take is settled; the first such city
 * (fewest records first) whose expected answers differ between the readings.
 */
function decidingQuery(
  mirror: Mirror,
  choices: ServerChoices,
): { readonly drawn: DrawnQuery; readonly expected: Map<VictimReading, Expectation> } | undefined {
  const facts = mirrorFacts(mirror);
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  if (from === undefined || to === undefined) return undefined;
  const count = new Map<string, number>();
  for (const record of mirror.v2Occurrences) {
    const city = textOf(record, "city", "id");
    if (city !== undefined) count.set(city, (count.get(city) ?? 0) + 1);
  }
  const cities = [
    ...new Set(
      animalOnly(mirror)
        .map((record) => textOf(record, "city", "id"))
        .filter((city): city is string => city !== undefined),
    ),
  ].sort((a, b) => (count.get(a) ?? 0) - (count.get(b) ?? 0));
  const maxTake = choices.maxTake?.take;
  for (const city of cities.slice(0, MAX_CITIES)) {
    const take: [string, string][] =
      maxTake === undefined ? [] : [["take", String(Math.min(count.get(city) ?? 1, maxTake))]];
    const drawn: DrawnQuery = {
      operation: "v2-occurrences",
      query: [
        ["idCities", city],
        ["initialdate", from],
        ["finaldate", to],
        ["typeOccurrence", "withVictim"],
        ...take,
      ],
      form: "raw",
    };
    const expected = expectedByReading(mirror, choices, drawn);
    const [human, any] = [expected?.get("human"), expected?.get("any")];
    if (expected !== undefined && human?.answer !== undefined && human.answer !== any?.answer)
      return { drawn, expected };
  }
  return undefined;
}

/** Whether both readings count the same records of the window's state over the whole window. */
function alikeInWindow(mirror: Mirror, choices: ServerChoices): boolean {
  const facts = mirrorFacts(mirror);
  const [from, to] = [facts.days[0], facts.days[facts.days.length - 1]];
  if (from === undefined || to === undefined) return false;
  const expected = expectedByReading(mirror, choices, {
    operation: "v2-occurrences",
    query: [
      ["idState", facts.stateUuid],
      ["initialdate", from],
      ["finaldate", to],
      ["typeOccurrence", "withVictim"],
    ],
    form: "raw",
  });
  const [human, any] = [expected?.get("human")?.answer, expected?.get("any")?.answer];
  return human !== undefined && human === any;
}

/**
 * What typeOccurrence=withVictim counts as a victim, when the run's probes left it open: read
 * from the mirror. A window with no record of animal victims only gives the same answers under
 * both readings (judged as human victims only, and reported so); otherwise one request decides
 * (the reading whose expected answer is seen exactly). Reported once as a choice; left open when
 * neither or both readings match what the server answered, and an answer matching neither fails
 * v2.filter.type-occurrence (a server counting some victims only: civilians, the dead).
 */
export async function settleVictimReading(
  ctx: ProbeContext,
  mirror: Mirror,
  choices: ServerChoices,
): Promise<ServerChoices> {
  if (choices.victimReading !== undefined) return choices;
  const settled = await decide(ctx, mirror, choices);
  ctx.ledger.observe(choiceObservation(settled.evidence));
  if (settled.neither !== undefined) ctx.record([settled.neither]);
  return settled.reading === undefined ? choices : { ...choices, victimReading: settled.reading };
}

async function decide(
  ctx: ProbeContext,
  mirror: Mirror,
  choices: ServerChoices,
): Promise<{
  readonly reading?: VictimReading;
  readonly evidence: ChoiceEvidence;
  /** The failure of an answer that matches neither reading (one that counts some victims only). */
  readonly neither?: CheckOutcome;
}> {
  const deciding = animalOnly(mirror).length === 0 ? undefined : decidingQuery(mirror, choices);
  if (deciding === undefined)
    return alikeInWindow(mirror, choices)
      ? {
          reading: "human",
          evidence: {
            name: NAME,
            reading:
              "not told apart: the window holds no occurrence with animal victims only, so both readings answer alike there",
          },
        }
      : {
          evidence: {
            name: NAME,
            reading: "not settled (no query inside the window tells the readings apart)",
          },
        };
  const exchange = await sendDrawnQuery(ctx.client, deciding.drawn);
  const matching = [...deciding.expected]
    .filter(([, expectation]) => expectation.differences(exchange).length === 0)
    .map(([reading]) => reading);
  const reading = matching.length === 1 ? matching[0] : undefined;
  const [first] = deciding.expected.get("human")?.differences(exchange) ?? [];
  const neither =
    matching.length === 0 && first !== undefined && !isUnanswered(exchange)
      ? outcome("v2.filter.type-occurrence", [
          failure(
            "v2.filter.type-occurrence",
            exchange,
            `typeOccurrence=withVictim on a city with records of animal victims only answers as neither reading of "with victims" (human victims only, or human or animal victims): ${first.aspect}`,
            `the answer of one reading; human victims only: ${first.expected}`,
            first.seen,
          ),
        ])
      : undefined;
  return {
    ...(reading === undefined ? {} : { reading }),
    ...(neither === undefined ? {} : { neither }),
    evidence: {
      name: NAME,
      reading:
        reading === undefined
          ? "not settled (the answer on a city with animal victims only matches neither reading)"
          : READINGS[reading],
      exchange,
    },
  };
}
