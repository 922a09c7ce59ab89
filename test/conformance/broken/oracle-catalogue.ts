import { SERVER_NAMES } from "./catalogue";
import type { OracleBrokenServer, OracleHonestServer } from "./oracle-case";
import { ORACLE_CROSS_SERVERS } from "./oracle-cross";
import { ORACLE_HONEST_SERVERS } from "./oracle-honest";
import { ORACLE_HONEST_UNLISTED } from "./oracle-honest-unlisted";
import { ORACLE_HONEST_EDGES } from "./oracle-honest-edges";
import { ORACLE_HONEST_WIRE } from "./oracle-honest-wire";
import { ORACLE_HONEST_MORE } from "./oracle-honest-more";
import { ORACLE_UNLISTED_SERVERS } from "./oracle-unlisted";
import { ORACLE_UNLISTED_EDGE_SERVERS } from "./oracle-unlisted-edges";
import { ORACLE_UNLISTED_WIRE_SERVERS } from "./oracle-unlisted-wire";
import { ORACLE_UNLISTED_MORE_SERVERS } from "./oracle-unlisted-more";
import { ORACLE_UNLISTED_LATE_SERVERS } from "./oracle-unlisted-late";
import { ORACLE_UNLISTED_BATCH3_SERVERS } from "./oracle-unlisted-batch3";
import { ORACLE_UNLISTED_BATCH4_SERVERS } from "./oracle-unlisted-batch4";
import { ORACLE_UNLISTED_BATCH5_SERVERS } from "./oracle-unlisted-batch5";
import { ORACLE_HONEST_BATCH6, ORACLE_UNLISTED_BATCH6_SERVERS } from "./oracle-unlisted-batch6";
import {
  ORACLE_V1_CITY_SERVERS,
  ORACLE_V1_ENCODING_SERVERS,
  ORACLE_V1_OCCURRENCE_SERVERS,
} from "./oracle-v1";
import { ORACLE_V2_CITY_SERVERS } from "./oracle-v2-cities";
import { ORACLE_V2_OCCURRENCE_SERVERS } from "./oracle-v2-occurrences";

/**
 * The oracle's catalogue: real backend mistakes on every operation that the hand-written rules
 * were not written for (ORM joins, time zones, caches keyed on part of the query, encodings,
 * off-by-ones for some takes or pages only, filters ignored in combination or applied after
 * paging, caps that differ by query). Each must fail on each of seeds 1–8; those the suite
 * misses today carry `escapesToday: true` (the oracle's target; flip it off once caught).
 */
export const ORACLE_BROKEN_SERVERS: readonly OracleBrokenServer[] = [
  ...ORACLE_V2_OCCURRENCE_SERVERS,
  ...ORACLE_V2_CITY_SERVERS,
  ...ORACLE_V1_OCCURRENCE_SERVERS,
  ...ORACLE_V1_ENCODING_SERVERS,
  ...ORACLE_V1_CITY_SERVERS,
  ...ORACLE_CROSS_SERVERS,
  ...ORACLE_UNLISTED_SERVERS,
  ...ORACLE_UNLISTED_EDGE_SERVERS,
  ...ORACLE_UNLISTED_WIRE_SERVERS,
  ...ORACLE_UNLISTED_MORE_SERVERS,
  ...ORACLE_UNLISTED_LATE_SERVERS,
  ...ORACLE_UNLISTED_BATCH3_SERVERS,
  ...ORACLE_UNLISTED_BATCH4_SERVERS,
  ...ORACLE_UNLISTED_BATCH5_SERVERS,
  ...ORACLE_UNLISTED_BATCH6_SERVERS,
];

/**
 * Honest servers the oracle must never fail: each must conform on each of seeds 1–8; those the
 * suite fails today carry `failsToday: true`.
 */
export const ORACLE_HONEST: readonly OracleHonestServer[] = [
  ...ORACLE_HONEST_SERVERS,
  ...ORACLE_HONEST_UNLISTED,
  ...ORACLE_HONEST_EDGES,
  ...ORACLE_HONEST_WIRE,
  ...ORACLE_HONEST_MORE,
  ...ORACLE_HONEST_BATCH6,
];

/** Every name of this catalogue and of the first one: each unique. */
export const ALL_SERVER_NAMES: readonly string[] = [
  ...SERVER_NAMES,
  ...ORACLE_BROKEN_SERVERS.map((server) => server.name),
  ...ORACLE_HONEST.map((server) => server.name),
];
