/** Whether the data endpoints require a token. */
export const AUTH_MODES = ["off", "required"] as const;
/** Whether the data endpoints require a token. */
export type AuthMode = (typeof AUTH_MODES)[number];

/** How the mock's login works. */
export interface AuthOptions {
  /**
   * `off` (default): data endpoints accept any token or none. `required`: they answer 401
   * without a valid token issued by a login endpoint.
   */
  readonly mode: AuthMode;
  /**
   * Secret that signs tokens; a mock with the same secret accepts tokens it issued before.
   * Default PROCESS_TOKEN_SECRET (random per process); never derived from the seed.
   */
  readonly secret: string;
  /** Lifetime of a token, in seconds (the `expiresIn` of the v2 login answer). Default 3600. */
  readonly tokenTtlSeconds: number;
  /**
   * When set, login accepts only this email and password (401 otherwise); when absent, any
   * non-empty pair.
   */
  readonly credentials?: { readonly email: string; readonly password: string };
  /** The clock, in epoch milliseconds (tests pass a fixed one). */
  readonly now: () => number;
  /**
   * The whole `msg` of the 401 a /api/v2 data request with an invalid or expired token gets
   * (AppOptions.unauthorizedMsg); when absent, the mock's own ("Unauthorized: the token is
   * invalid or expired").
   */
  readonly unauthorizedMsg?: string;
}
