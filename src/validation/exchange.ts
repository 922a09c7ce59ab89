/** The HTTP exchange a captured body was the answer to (from a HAR entry or a recording). */
export interface Exchange {
  /** Request method, upper case. */
  readonly method: string;
  /** Request URL: absolute, or a path with its query. */
  readonly url: string;
  /** Response status code. */
  readonly status: number;
}

/** `GET <path>?page=2 200`: the path and query only, to keep lines short. */
export function describeExchange(exchange: Exchange): string {
  return `${exchange.method} ${pathOf(exchange.url)} ${exchange.status}`;
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url, "http://relative.invalid");
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
