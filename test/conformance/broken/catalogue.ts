import type { BrokenServer, ServerVariant } from "./broken-server";
import { CROSS_BREAKAGES } from "./broken-cross";
import { DATE_AND_ERROR_BREAKAGES } from "./broken-dates-errors";
import { FILTER_BREAKAGES } from "./broken-filters";
import { PAGING_BREAKAGES } from "./broken-paging";
import { RECORD_BREAKAGES } from "./broken-records";
import { SPEC_SILENT_VARIANTS } from "./spec-silent";

/**
 * Every broken server the witnessed suite must catch on each of seeds 1–8, with the rule it
 * breaks (the first of `rules`; the others also name it). README.md lists them with the rule
 * ids the suite does not have yet.
 */
export const BROKEN_SERVERS: readonly BrokenServer[] = [
  ...RECORD_BREAKAGES,
  ...CROSS_BREAKAGES,
  ...PAGING_BREAKAGES,
  ...FILTER_BREAKAGES,
  ...DATE_AND_ERROR_BREAKAGES,
];

/** Servers that differ only where the spec is silent: each must pass on each seed. */
export const SPEC_SILENT_SERVERS: readonly ServerVariant[] = SPEC_SILENT_VARIANTS;

/** Every name of the catalogue is unique (the not-caught-yet list and test names rely on it). */
export const SERVER_NAMES: readonly string[] = [...BROKEN_SERVERS, ...SPEC_SILENT_SERVERS].map(
  (server) => server.name,
);
