import type { ExchangeRequest, ExchangeResponse } from "./exchange";

/**
 * What a captured body answered: the request line and status of its Exchange (from a HAR
 * entry or a proxy recording). Derived from the one exchange type, never declared again.
 */
export type ExchangeSummary = Pick<ExchangeRequest, "method" | "url"> &
  Pick<ExchangeResponse, "status">;

/** The summary of an exchange that was answered. */
export function summarizeExchange(exchange: {
  readonly request: Pick<ExchangeRequest, "method" | "url">;
  readonly response: Pick<ExchangeResponse, "status">;
}): ExchangeSummary {
  return {
    method: exchange.request.method,
    url: exchange.request.url,
    status: exchange.response.status,
  };
}

/** `GET <path>?page=2 200`: the path and query only, to keep lines short. */
export function describeExchange(exchange: ExchangeSummary): string {
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
