import { ORACLE_UNLISTED_BATCH6_SERVERS } from "../conformance/broken/oracle-unlisted-batch6";
import { ORACLE_RULES } from "../conformance/broken/oracle-case";
import {
  escapesOf,
  testEscapesCaught,
  type EscapeCase,
} from "../conformance/broken/escapes-caught";

const caught = escapesOf(ORACLE_UNLISTED_BATCH6_SERVERS, "sixth-batch");

// A sixth batch of broken servers written outside the suite from docs/ alone (each a mistake
// nobody had listed; oracle-unlisted-batch6.ts), each on the world it declares, on seeds 1–3:
// `rules` are those the suite failed them on when first run (the run must name each). Each must
// now be caught.
const CASES: readonly EscapeCase[] = [
  // cod_ibge_cidade against the CodigoIBGE of cidade_id in /cities.
  caught("v1 cod_ibge_cidade of Pará's rows in 6 digits", ["v1.consistency"]),
  // hora_ocorrencia against data_ocorrencia's time.
  caught("v1 hora_ocorrencia 00:00:00 on Pará's rows", ["v1.consistency"]),
  // populacao_cidade against the Populacao of cidade_id in /cities (the default world once let it
  // pass).
  caught("v1 populacao_cidade and densidade_demo_cidade", ["v1.consistency"]),
  // page=12&take=5 served the answer of page=1&take=25 (the same values strung together).
  caught("a v2 occurrences answer cache keyed on the parameter values", [
    ORACLE_RULES.v2Occurrences,
  ]),
  // idState given twice answered where the honest mock refuses it (the drawn repeats).
  caught("idState given twice answered", [ORACLE_RULES.v2Occurrences]),
  // A name without its accents served the answer of the accented name asked before (the matcher
  // settled as keeping accents).
  caught("v2 /cities answers cached under the cityName folded", [ORACLE_RULES.v2Cities]),
  // The states list's names against the state names /cities gives.
  caught("GET /api/v2/states names the states without their accents", ["v2.consistency"]),
];

describe("a sixth outside batch: servers the suite passed before, caught", () => {
  testEscapesCaught(CASES);
});
