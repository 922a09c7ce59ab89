import { parseDateOffset, type OccurrenceQuerySettings } from "../query";
import {
  V1_BOUNDS,
  V1_FILTER_DEFAULTS,
  V1_REVERSED_RANGES,
  type V1FilterSettings,
} from "../query/v1";
import { APP_DEFAULTS, type AppOptions } from "./app-options";
import { PROCESS_TOKEN_SECRET, type AuthOptions } from "./auth";
import { DEFAULT_QUERY_LIMITS, PARSER_MAX_PARAMETERS, type QueryLimits } from "./query-limits";

/** AppOptions with the defaults filled in and checked. */
export interface ResolvedAppOptions {
  /** What the v2 occurrences list uses. */
  readonly occurrences: OccurrenceQuerySettings;
  /** Limits on the raw query string. */
  readonly queryLimits: QueryLimits;
  /** How login and the token guard work. */
  readonly auth: AuthOptions;
  /** Share of /api requests failed on purpose, 0 to 1. */
  readonly failRate: number;
  /** Most rows of one /api/v1 list answer; undefined: no limit (the default). */
  readonly v1MaxRows: number | undefined;
  /** How the v1 filters read `[gt]`/`[lt]` and a reversed date range. */
  readonly v1Filters: V1FilterSettings;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`createApp: ${name} must be an integer of 1 or more, got ${value}`);
  }
  return value;
}

function tokenSecretOf(secret: string | undefined): string {
  if (secret === undefined) return PROCESS_TOKEN_SECRET;
  if (secret === "") throw new RangeError("createApp: tokenSecret must not be empty");
  return secret;
}

/** Fills in the defaults of AppOptions; throws a RangeError for a value that cannot work. */
export function resolveAppOptions(options: AppOptions): ResolvedAppOptions {
  const maxTake = positiveInteger("maxTake", options.maxTake ?? APP_DEFAULTS.maxTake);
  const defaultTake = positiveInteger(
    "defaultTake",
    options.defaultTake ?? Math.min(APP_DEFAULTS.defaultTake, maxTake),
  );
  if (defaultTake > maxTake) {
    throw new RangeError(`createApp: defaultTake ${defaultTake} is above maxTake ${maxTake}`);
  }
  const dateOffset = options.dateOffset ?? APP_DEFAULTS.dateOffset;
  const dateOffsetMinutes = parseDateOffset(dateOffset);
  if (dateOffsetMinutes === undefined) {
    throw new RangeError(`createApp: dateOffset must be Z or ±HH:MM, got "${dateOffset}"`);
  }
  const queryLimits = options.queryLimits ?? DEFAULT_QUERY_LIMITS;
  positiveInteger("queryLimits.maxLength", queryLimits.maxLength);
  positiveInteger("queryLimits.maxParameters", queryLimits.maxParameters);
  // More would pass the guard, and the parser would silently drop what lies past its limit.
  if (queryLimits.maxParameters > PARSER_MAX_PARAMETERS) {
    throw new RangeError(
      `createApp: queryLimits.maxParameters must be at most ${PARSER_MAX_PARAMETERS}, got ${queryLimits.maxParameters}`,
    );
  }
  // The v1 router is built on its first request; its option is checked now, not then.
  const v1MaxRows =
    options.v1MaxRows === undefined ? undefined : positiveInteger("v1MaxRows", options.v1MaxRows);
  const v1Filters: V1FilterSettings = {
    bounds: options.v1Bounds ?? V1_FILTER_DEFAULTS.bounds,
    reversedRange: options.v1ReversedRange ?? V1_FILTER_DEFAULTS.reversedRange,
  };
  if (!V1_BOUNDS.includes(v1Filters.bounds)) {
    throw new RangeError(
      `createApp: v1Bounds must be ${V1_BOUNDS.join(" or ")}, got "${String(v1Filters.bounds)}"`,
    );
  }
  if (!V1_REVERSED_RANGES.includes(v1Filters.reversedRange)) {
    throw new RangeError(
      `createApp: v1ReversedRange must be ${V1_REVERSED_RANGES.join(" or ")}, got "${String(v1Filters.reversedRange)}"`,
    );
  }
  const failRate = options.failRate ?? 0;
  if (!(failRate >= 0 && failRate <= 1)) {
    throw new RangeError(`createApp: failRate must be from 0 to 1, got ${failRate}`);
  }
  const auth: AuthOptions = {
    mode: options.auth ?? "off",
    // Never a secret of the seed: /__world publishes the seed, and a token forged from it would
    // pass.
    secret: tokenSecretOf(options.tokenSecret),
    tokenTtlSeconds: positiveInteger("tokenTtlSeconds", options.tokenTtlSeconds ?? 3600),
    now: options.now ?? Date.now,
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    ...(options.unauthorizedMsg === undefined ? {} : { unauthorizedMsg: options.unauthorizedMsg }),
  };
  return {
    auth,
    failRate,
    occurrences: {
      defaultTake,
      maxTake,
      defaultOrder: options.defaultOrder ?? APP_DEFAULTS.defaultOrder,
      dateOffsetMinutes,
    },
    queryLimits,
    v1MaxRows,
    v1Filters,
  };
}
