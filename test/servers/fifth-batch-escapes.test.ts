import { ORACLE_UNLISTED_BATCH5_SERVERS } from "../conformance/broken/oracle-unlisted-batch5";
import { ORACLE_RULES } from "../conformance/broken/oracle-case";
import {
  escapesOf,
  testEscapesCaught,
  type EscapeCase,
} from "../conformance/broken/escapes-caught";

const caught = escapesOf(ORACLE_UNLISTED_BATCH5_SERVERS, "fifth-batch");

// A fifth batch of broken servers written outside the suite from docs/ alone (each a mistake
// nobody had listed; oracle-unlisted-batch5.ts), each on the world it declares, on seeds 1–3
// (and seed 5 of the default world for the one that escaped there alone): `rules` are those the
// new checks made fail (the run must name each). Each must now be caught.
const CASES: readonly EscapeCase[] = [
  // Every occurrence split around the latest 29 February.
  caught("date bounds built with setUTCDate", ["v2.partition.dates"]),
  // Page 2 at take=1001 of a set read whole.
  caught("takes above 1000: OFFSET computed", ["v2.paging.concatenation"]),
  // Every other state's cities counted against the state's count.
  caught("v2 /cities ids of cities outside Rio de Janeiro", ["v2.partition.cities"]),
  // The states list read again after the run (the late probes).
  caught("the states list memo searched with splice", ["v2.consistency"]),
  // A city's name followed by `_` (the certain draws).
  caught("Cidade[lk] translated to a regular expression", [ORACLE_RULES.v1Cities]),
  // The latest 29 February asked alone.
  caught("v1 date bounds normalised with a days-in-month table", ["v1.filter.dates"]),
  // uf_estado against IBGE's unit of cod_ibge_estado.
  caught("v1 uf_estado made from the state's name", ["v1.consistency"]),
  // The id with every other column, odd places then even (the certain draws).
  caught("v1 field[] with hora_ocorrencia", [ORACLE_RULES.v1Occurrences], [1, 2, 3, 5]),
];

describe("a fifth outside batch: servers the suite passed before, caught", () => {
  testEscapesCaught(CASES);
});
