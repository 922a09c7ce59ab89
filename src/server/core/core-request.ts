/**
 * A request as the request core reads it, independent of any framework: what an Express adapter
 * or a Mock Service Worker handler gives it.
 */
export interface CoreRequest {
  /** The method, upper case (GET, HEAD, POST, …). */
  readonly method: string;
  /** The path as sent (still percent-encoded), without the query, e.g. the v2 cities path. */
  readonly path: string;
  /** The raw query string after `?`, empty when there is none. */
  readonly query: string;
  /** The request's headers by lower-case name. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /**
   * The body, read only by the endpoints that take one (the login endpoints): its bytes, or a
   * reader that resolves to them, or at least to their first `limit + 1` bytes when the body is
   * longer (a longer body is a 413 whatever follows). Absent: no body.
   */
  readonly body?: Uint8Array | ((limit: number) => Promise<Uint8Array>);
}
