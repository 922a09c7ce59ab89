/** An answer as far as whether it came: its status (0 when none did) and why none did. */
interface Answered {
  readonly status: number;
  readonly error?: string;
}

/** Whether an answer failed: HTTP 5xx, or no answer at all (timeout, reset, refused). */
export function isUnanswered(exchange: Pick<Answered, "status">): boolean {
  return exchange.status === 0 || exchange.status >= 500;
}

/** How an answer came, in a line: `HTTP 503`, or why none came (`no answer` when unknown). */
export function answeredAs(exchange: Answered): string {
  return exchange.status === 0 ? (exchange.error ?? "no answer") : `HTTP ${exchange.status}`;
}

/** The reason a check is not run when a request it needed (`request`, e.g. `GET /path`) failed. */
export function failedRequestReason(request: string, exchange: Answered): string {
  return `a request it needed failed: ${request} answered ${answeredAs(exchange)}`;
}
