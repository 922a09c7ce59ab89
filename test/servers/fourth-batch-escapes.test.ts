import { ORACLE_UNLISTED_BATCH4_SERVERS } from "../conformance/broken/oracle-unlisted-batch4";
import { ORACLE_RULES, type OracleBrokenServer } from "../conformance/broken/oracle-case";
import {
  serverNamed,
  testEscapesCaught,
  type EscapeCase,
} from "../conformance/broken/escapes-caught";

const OCCURRENCES = ORACLE_RULES.v2Occurrences;
const V1_OCCURRENCES = ORACLE_RULES.v1Occurrences;

/** The catalogue's fourth-batch server whose name starts with `start`. */
function named(start: string): OracleBrokenServer {
  return serverNamed(ORACLE_UNLISTED_BATCH4_SERVERS, "fourth-batch", start);
}

// A fourth batch of broken servers written outside the suite from docs/ alone (each a mistake
// nobody had listed; oracle-unlisted-batch4.ts), on the seeds where the suite passed them before,
// each on the world it declares: `rules` are those the fix made fail (the run must name each).
// Each must now be caught (the catalogue's sweep runs them on every seed besides).
const CASES: readonly EscapeCase[] = [
  {
    // The same-month window pair of the certain draws.
    server: named("a v2 occurrences cache keyed on the date window cut to months"),
    rules: [OCCURRENCES],
    seeds: [1],
  },
  {
    // Each bound alone against every occurrence (v2.partition.dates).
    server: named("initialdate without finaldate answers that one day"),
    rules: ["v2.partition.dates"],
    seeds: [7],
  },
  {
    server: named("finaldate without initialdate: the window starts 365 days"),
    rules: ["v2.partition.dates"],
    seeds: [3, 5],
  },
  {
    // A page of more than a thousand records read whole (v2.paging.large-take, unique ids).
    server: named("takes above 1000 read from a cursor in batches of 1000"),
    rules: ["v2.paging.large-take", "v2.records.unique-id"],
    seeds: [1],
  },
  {
    // An If-None-Match no server issued (the late probes).
    server: named("any If-None-Match answered 304"),
    rules: ["v2.status", "v1.status"],
    seeds: [1],
  },
  {
    // A city repeated before another (the certain draws' first cities).
    server: named("repeated idCities de-duplicated by count only"),
    rules: [OCCURRENCES],
    seeds: [1, 2],
  },
  {
    // The largest population's own window (the certain draws).
    server: named("Populacao bounds passed through printf %g"),
    rules: [ORACLE_RULES.v1Cities],
    seeds: [1, 2],
  },
  {
    // Pará's cities asked by cidade_id[] (v1.filter.occurrences, v1.partition).
    server: named("v1 cidade_id[] of Pará's cities (51 to 57) mapped to the next id"),
    rules: [V1_OCCURRENCES, "v1.filter.occurrences", "v1.partition"],
    seeds: [1, 2],
  },
  {
    // A window ending on a 31 December (v1.filter.dates).
    server: named("v1 data_ocorrencia[lt]=YYYY-12-31 turned into < YYYY-01-01"),
    rules: [V1_OCCURRENCES, "v1.filter.dates"],
    seeds: [1, 2],
  },
  {
    // Addresses against their v2 records (cross.records).
    server: named("v1 local_ocorrencia HTML-escaped"),
    rules: ["cross.records"],
    seeds: [1, 2],
  },
  {
    // A Pará row's state name against its v2 record's (cross.records, accents kept).
    server: named("v1 nome_estado from an ASCII-only states table"),
    rules: ["cross.records"],
    seeds: [1, 2],
  },
  {
    // A Bahia row's coordinates against its v2 record (cross.records).
    server: named("v1 latitude and longitude of Bahia's rows cut to four decimals"),
    rules: ["cross.records"],
    seeds: [1, 3],
  },
  {
    // Dates outside Rio against their v2 records (cross.dates).
    server: named("v1 dates shown on each state's own named zone"),
    rules: ["cross.dates"],
    seeds: [2, 4],
  },
];

describe("a fourth outside batch: servers the suite passed before, caught", () => {
  testEscapesCaught(CASES);
});
