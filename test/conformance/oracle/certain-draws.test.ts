import { certainDraws } from "../../../src/conformance/oracle/certain-draws";
import { expectV1Cities } from "../../../src/conformance/oracle/expect-v1-cities";
import { mirrorFacts } from "../../../src/conformance/oracle/mirror-facts";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { sendDrawnQuery } from "../../../src/conformance/oracle/send-drawn-query";
import type { QueryPairs } from "../../../src/conformance/check-input";
import type { CoveredOperation } from "../../../src/conformance/rules";
import type { Breakage } from "../broken/break-handler";
import { ORACLE_BROKEN_SERVERS } from "../broken/oracle-catalogue";
import { smallWorldOracle } from "./differential-against";

const OPERATIONS: readonly CoveredOperation[] = [
  "v2-occurrences",
  "v2-cities",
  "v1-occurrences",
  "v1-cities",
];

/** The certain draws are few, and sent one by one. */
const LIMITS = { maxRequests: 100, concurrency: 1 };

const honestServer: Breakage = (request, upstream) => upstream(request);

/** A broken server of the catalogue, by a part of its name. */
function catalogued(part: string): Breakage {
  const found = ORACLE_BROKEN_SERVERS.filter((server) => server.name.includes(part));
  if (found.length !== 1) throw new Error(`${found.length} catalogue servers named "${part}"`);
  return found[0]!.make();
}

/**
 * The certain draws alone (no seeded draw) sent in order to a breakage in front of the small
 * world's mock: for each, the query and how its answer differs from the expected one.
 */
async function certainAgainst(
  breakage: Breakage,
  choices: ServerChoices = {
    typeOccurrenceValues: ["all", "withoutVictim"],
    victimReading: "human",
    cityName: { match: "partial", caseFolded: true, accentsFolded: true },
    v2Dates: { fromInclusive: true, toInclusive: true, zone: "+00:00" },
  },
): Promise<{ readonly query: string; readonly differences: number }[]> {
  const { oracle, client } = await smallWorldOracle(breakage, LIMITS, choices);
  const seen: { query: string; differences: number }[] = [];
  const countOf = (query: QueryPairs): number | undefined => {
    const expected = oracle.expect({ operation: "v2-occurrences", query });
    return expected.inside ? expected.expectation.itemCount : undefined;
  };
  const facts = mirrorFacts(oracle.mirror);
  // The test's oracle knows a count once the query is sent: the window's, as the edge takes ask.
  const [first = "", last = first] = [facts.days[0], facts.days[facts.days.length - 1]];
  await sendDrawnQuery(client, {
    operation: "v2-occurrences",
    query: [
      ["idState", facts.stateUuid],
      ["initialdate", first],
      ["finaldate", last],
      ["order", "ASC"],
      ["take", "1"],
    ],
    form: "raw",
  });
  for (const drawn of certainDraws(facts, oracle.choices, OPERATIONS, countOf)) {
    const exchange = await sendDrawnQuery(client, drawn);
    const expected = oracle.expect(drawn);
    if (!expected.inside) throw new Error(`outside: ${JSON.stringify(drawn.query)}`);
    seen.push({
      query: `${drawn.operation} ${drawn.form} ${JSON.stringify(drawn.query)}`,
      differences: expected.expectation.differences(exchange).length,
    });
  }
  return seen;
}

describe("the differential run's certain draws", () => {
  test("against the honest mock: one of each kind on every operation, each answer as expected", async () => {
    const seen = await certainAgainst(honestServer);
    expect(seen.filter((each) => each.differences > 0)).toEqual([]);
    const kinds = [
      /v2-cities (raw|plus) \[\["cityName","[^"]+"\]\]$/,
      /v2-cities raw \[\["cityName","[^"]+"\],\["stateId","[^"]+"\]\]$/,
      /v2-occurrences raw \[\["idCities","[^"]+"\],\["initialdate"/,
      /v2-occurrences raw \[\["idCities","[^"]+"\],\["idCities"/,
      /v2-occurrences raw \[\["idState",.*\["typeOccurrence","all"\],\["take","\d+"\]\]/,
      /v2-occurrences raw \[\["idState","[^"]+"\],\["initialdate","([\d-]+)"\],\["finaldate","\1"\],\["take","\d+"\]\]$/,
      /v1-occurrences raw .*"data_ocorrencia\[gt\]","([\d-]+)"\],\["data_ocorrencia\[lt\]","\1"\]/,
      /v1-occurrences encoded .*data_ocorrencia\[gt\]/,
      /v1-occurrences raw \[\["estado_id\[\]","\d+"\],\["cidade_id\[\]","\d+"\],\["data_ocorrencia\[gt\]","[\d-]+"\],\["data_ocorrencia\[lt\]","[\d-]+"\]\]$/,
      /v1-cities raw \[\["Cidade\[lk\]","%[^"]*[\u0080-\uffff][^"]*%"\]\]/,
      /v1-cities raw \[\["Cidade\[lk\]","%[A-Z ]+%"\]\]/,
      /v1-cities raw \[\["Populacao\[gt\]","\d+"\],\["Populacao\[lt\]","\d+"\]\]/,
      /v2-cities raw \[\["cityName","[^"]*_[^"]*"\]\]$/,
      /v1-cities raw \[\["Cidade\[lk\]","[^"%]+"\]\]$/,
      // More than ten ids, some of them after the dates (a repeated key's values apart).
      /v1-occurrences raw \[\["estado_id\[\]","\d+"\](,\["cidade_id\[\]","\d+"\]){11,}(,\["data_ocorrencia\[[gl]t\]","[\d-]+"\]){2},\["cidade_id\[\]","\d+"\]\]$/,
      /v2-occurrences raw \[\["idState","[^"]+"\](,\["idCities","[^"]+"\]){10},\["initialdate","[\d-]+"\],\["finaldate","[\d-]+"\](,\["idCities","[^"]+"\])+,\["take","\d+"\]\]$/,
      /v1-cities raw \[\["Cidade\[lk\]","[A-Za-z]{2}%[A-Za-z]{2}"\]\]$/,
      /v1-cities raw \[\["Cidade\[lk\]","[A-Za-z]_[A-Za-z]+"\]\]$/,
      /v1-occurrences raw .*\["field\[\]","(\w+)"\],\["field\[\]","\1"\]/,
      /v2-occurrences raw \[\["idState","[^"]+"\],\["initialdate","[\d-]+"\],\["finaldate","[\d-]+"\],\["order","ASC"\],\["take","\d+"\],\["page","1"\]\]$/,
      /v2-occurrences raw \[\["idState","[^"]+"\],\["initialdate","[\d-]+"\],\["finaldate","[\d-]+"\],\["order","ASC"\],\["take","\d+"\],\["page","2"\]\]$/,
      // The window's state, then with each bound moved: a cache keyed without a bound.
      /v2-occurrences raw \[\["idState","[^"]+"\],\["initialdate","[\d-]+"\],\["finaldate","[\d-]+"\]\]$/,
      // A demonym, % alone and two letters as patterns; two letters as a name.
      /v1-cities raw \[\["Cidade\[lk\]","%[a-zà-ü]+%"\]\]$/,
      /v1-cities raw \[\["Cidade\[lk\]","%"\]\]$/,
      /v1-cities raw \[\["Cidade\[lk\]","[^"%_]{2}%"\]\]$/,
      /v2-cities raw \[\["cityName","[^"]{2}"\]\]$/,
      // Without a place (projected on the window's state), alone and with a typeOccurrence.
      /v2-occurrences raw \[\["initialdate","[\d-]+"\],\["finaldate","[\d-]+"\],\["take","\d+"\]\]$/,
      /v2-occurrences raw \[\["initialdate","[\d-]+"\],\["finaldate","[\d-]+"\],\["typeOccurrence","withVictim"\],\["take","\d+"\]\]$/,
    ];
    for (const kind of kinds)
      expect(seen.map((each) => each.query)).toContainEqual(expect.stringMatching(kind));
  });

  test.each([
    "cityName also matched against the state's name",
    "stateId ignored when cityName comes with it",
    "a cache keyed on the first idCities only",
    "idState applied after paging when combined with typeOccurrence",
    "data_ocorrencia[gt] and [lt] on the same day answer empty",
    "data_ocorrencia[gt] read in -03:00",
    "a percent-encoded data_ocorrencia%5Bgt%5D ignored",
    "Cidade[lk] folds case for A-Z only",
    "Populacao[lt] ignored when Populacao[gt] comes with it",
    "initialdate compared with the instant",
    "finaldate compared with the instant",
    "data_ocorrencia[gt] compared with the instant",
    "data_ocorrencia[lt] compared with the timestamp",
    "a space in cityName sent as +",
    "cityName put in a LIKE unescaped",
    "cidade_id[] capped at 10 values",
    "v1: a repeated key written apart",
    "v1 Cidade[lk] with a % or _ between letters matched literally",
    "v1 a field[] column named twice answers whole rows",
    "v1 field[] rows show qtd_ferido_agen_segur_ocorrencia as 0",
    "finaldate's day ends at 23:00",
    "v1 data_ocorrencia[lt]'s day ends at 23:00",
    "takes above 50 skip (page - 1) * (take - 1) rows",
    "hasNextPage false when exactly one item is left after the page",
    "the last page comes empty when exactly one item is left on it",
    "v1 cidade_id[] whose cities have no rows read as no filter",
    "v1 date bounds that find no row dropped",
    "the same cidade_id[] given twice: its rows come twice",
    "cityName folded with a table that has no cedilla",
    "Cidade[lk] also matched against Gentilico",
    "Cidade[lk] of wildcards only",
    "Cidade[lk] with fewer than three letters ignored",
    "a v2 occurrences cache keyed without finaldate",
    "typeOccurrence without idState or idCities counts animal victims as victims",
  ])("alone, they find the broken server: %s", async (server) => {
    const seen = await certainAgainst(catalogued(server));
    expect(seen.filter((each) => each.differences > 0)).not.toEqual([]);
  });

  test("a server folding A-Z only whose probe settled the case as kept: the upper-cased unaccented name finds it", async () => {
    // The probe's name had a lower-case accented letter: the server missed its upper-cased form,
    // so the case looked kept. Judged with that reading, only the unaccented name differs.
    const caseKept: ServerChoices = { cityLike: { caseFolded: false, bareIsPartial: false } };
    const broken = catalogued("Cidade[lk] folds case for A-Z only");
    const { oracle, client } = await smallWorldOracle(broken, LIMITS);
    const { mirror } = oracle;
    const differing: string[] = [];
    for (const drawn of certainDraws(mirrorFacts(mirror), caseKept, ["v1-cities"])) {
      const expected = expectV1Cities(mirror, caseKept, drawn.query);
      if (!expected.inside) throw new Error(`outside: ${JSON.stringify(drawn.query)}`);
      const exchange = await sendDrawnQuery(client, drawn);
      if (expected.expectation.differences(exchange).length > 0)
        differing.push(JSON.stringify(drawn.query));
    }
    expect(differing).toEqual([expect.stringMatching(/^\[\["Cidade\[lk\]","%[A-Z ]+%"\]\]$/)]);
  });
});
