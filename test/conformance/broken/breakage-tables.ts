import type { BrokenServer, ServerVariant } from "./broken-server";
import {
  SILENT_DIFFERENCES,
  V1_BREAKAGES,
  V1_SILENT_DIFFERENCES,
  V2_BREAKAGES,
} from "./rule-breakages";
import {
  ACROSS_BREAKAGES,
  CONSISTENCY_BREAKAGES,
  CONSISTENCY_SILENT_DIFFERENCES,
  CROSS_DATE_BREAKAGES,
  HTTP_BREAKAGES,
  HTTP_SILENT_DIFFERENCES,
  TYPE_SILENT_DIFFERENCES,
  V1_MULTI_VALUE_BREAKAGES,
} from "./across-breakages";

/** Servers that break the v2 spec (broken-servers.test.ts). */
export const V2_TABLE: readonly BrokenServer[] = V2_BREAKAGES;

/** Servers that break the v1 spec or the rules across endpoints (broken-servers-v1-and-across). */
export const V1_AND_ACROSS_TABLE: readonly BrokenServer[] = [
  ...V1_BREAKAGES,
  ...ACROSS_BREAKAGES,
  ...CONSISTENCY_BREAKAGES,
  ...HTTP_BREAKAGES,
  ...CROSS_DATE_BREAKAGES,
  ...V1_MULTI_VALUE_BREAKAGES,
];

/** Servers that differ only where the spec is silent (silent-differences.test.ts). */
export const SILENT_TABLE: readonly ServerVariant[] = [
  ...SILENT_DIFFERENCES,
  ...V1_SILENT_DIFFERENCES,
  ...CONSISTENCY_SILENT_DIFFERENCES,
  ...HTTP_SILENT_DIFFERENCES,
  ...TYPE_SILENT_DIFFERENCES,
];
