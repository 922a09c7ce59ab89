/** Limits on the raw query string, checked before any endpoint parses it. */
export interface QueryLimits {
  /** Longest query string (after `?`), in characters; longer is a 414. */
  readonly maxLength: number;
  /**
   * Most `&`-separated parameters; more is a 400. node:querystring keeps only the first 1000,
   * so this stays at or below that (createApp throws a RangeError above it): nothing a client
   * sends is silently dropped.
   */
  readonly maxParameters: number;
}

/** The most parameters node:querystring (Express's simple query parser) keeps by default. */
export const PARSER_MAX_PARAMETERS = 1000;

/** The default limits: 8192 characters, 1000 parameters. */
export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxLength: 8192,
  maxParameters: PARSER_MAX_PARAMETERS,
};
