import { QUERY_DEFAULTS } from "../contract";
import type { Order } from "../query";
import type { V1Bounds, V1ReversedRange } from "../query/v1";
import type { World } from "../world/views-entry";
import type { AuthMode } from "./auth";
import type { LatencyRange, LogSink } from "./frontend";
import type { QueryLimits } from "./query-limits";
import type { TransportOptions } from "./transport-options";

/** How createApp serves a world. Every field but `world` has a default (APP_DEFAULTS). */
export interface AppOptions {
  /** The world served (buildWorld). Indexed and prepared once, when the app is created. */
  readonly world: World;
  /**
   * take of the v2 occurrences list when the request has none (api-v2.md leaves the default
   * open). Default 25. At most maxTake.
   */
  readonly defaultTake?: number;
  /**
   * Largest take accepted; a larger one is a 400 whose `accepted` states this maximum. Default
   * 5000, so the take=1000 and take=5000 that real clients send work.
   */
  readonly maxTake?: number;
  /** order of the v2 occurrences list when the request has none. Default ASC. */
  readonly defaultOrder?: Order;
  /**
   * The zone in which initialdate and finaldate are whole days, `Z` or `±HH:MM`: with `-03:00`
   * (Brasília), finaldate=2024-05-01 runs to 2024-05-02T03:00:00.000Z, exclusive. Default `Z`.
   */
  readonly dateOffset?: string;
  /**
   * Limits on the raw query string. Default DEFAULT_QUERY_LIMITS: 8192 characters, 1000 parameters.
   */
  readonly queryLimits?: QueryLimits;
  /**
   * Largest number of rows one /api/v1 list answer carries. The spec shows no v1 paging, so by
   * default there is none: every matching row. X-Total-Count states how many matched.
   */
  readonly v1MaxRows?: number;
  /**
   * How v1 `[gt]`/`[lt]` read their bound (api-v1.md leaves it open): `inclusive` (the default:
   * the service's own v1 documentation says "greater or equal" and "less or equal", and real
   * windows keep both boundary days), so `data_ocorrencia[gt]=D&data_ocorrencia[lt]=D` answers
   * the rows of day D and `Populacao[gt]=P` keeps a city of P; `exclusive` drops the bound's day
   * (value).
   */
  readonly v1Bounds?: V1Bounds;
  /**
   * What a v1 `data_ocorrencia` range whose `[gt]` is after its `[lt]` answers: `empty` (the
   * default) or `swap` (the range between them, as the real service answered;
   * v1ReversedRangeOf makes it the observed profile's default).
   */
  readonly v1ReversedRange?: V1ReversedRange;
  /**
   * `off` (default): data endpoints accept any token or none. `required`: they answer 401
   * without a token issued by the v2 or v1 login.
   */
  readonly auth?: AuthMode;
  /**
   * The whole `msg` of the 401 that a /api/v2 data request with an invalid or expired token gets
   * (auth `required`). Default: the mock's own, "Unauthorized: the token is invalid or expired".
   * `serve --profile observed` and the MSW handlers with profile `observed` set the real
   * service's, OBSERVED_UNAUTHORIZED_MSG, which a real mobile client waits for before it logs in
   * again (unauthorizedMsgOf).
   */
  readonly unauthorizedMsg?: string;
  /**
   * Login accepts only these credentials (401 otherwise). Default: any non-empty email and
   * password.
   */
  readonly credentials?: { readonly email: string; readonly password: string };
  /**
   * Secret that signs and checks tokens (HS256). Default: 32 random bytes drawn once per process
   * (PROCESS_TOKEN_SECRET), so apps and MSW handlers in one process share it and nobody can forge
   * a token from what the mock publishes (the seed in /__world). Give the same value to several
   * processes (`serve --token-secret`) so that each accepts the others' tokens. Never published.
   */
  readonly tokenSecret?: string;
  /** Lifetime of issued tokens in seconds (v2 `expiresIn`). Default 3600. */
  readonly tokenTtlSeconds?: number;
  /** The clock for token expiry, epoch ms. Default Date.now (tests pass a fixed one). */
  readonly now?: () => number;
  /** CORS headers and preflight answers for browser apps on other origins. Default true. */
  readonly cors?: boolean;
  /** Added latency per /api request, drawn from the world's seed. Default none. */
  readonly latency?: LatencyRange;
  /**
   * Share of /api requests (0 to 1) answered 503, or 429 with Retry-After, drawn from the seed.
   * Default 0.
   */
  readonly failRate?: number;
  /**
   * A /api/v2 query parameter its endpoint does not list: `reject` (a 400 naming it, the
   * default) or `ignore` (dropped and named in X-Ignored-Parameters, as the real service does).
   */
  readonly unknownParameters?: "reject" | "ignore";
  /** Where one line per request goes (method, path, status, ms). Default: no log. */
  readonly log?: LogSink;
  /**
   * How answers are sent (createTransport's defaults): compression on with a 1 KiB threshold,
   * compressed bodies of 64 KiB or more cached (64 MiB), Cache-Control `no-cache`.
   */
  readonly transport?: Partial<TransportOptions>;
}

/**
 * The defaults of AppOptions: take, maximum take and order as the v2 occurrences query schema
 * states them (`default`, `maximum`: 25, 5000, ASC), dates in UTC.
 */
export const APP_DEFAULTS: Readonly<{
  defaultTake: number;
  maxTake: number;
  defaultOrder: Order;
  dateOffset: string;
}> = Object.freeze({ ...QUERY_DEFAULTS, dateOffset: "Z" });
